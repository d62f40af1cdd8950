import { PAYMENT_MESSAGES, quotePadel } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiRequestError } from '@/lib/api-client';
import { bookingFailureMessage, cardAdvance, cardChoiceLabel } from './payment-choice';

// A Saturday: every hour at the standard price.
const SATURDAY = '2026-11-28';

describe('the card choice on the details step', () => {
  it('offers half the total, from the contracts quote', () => {
    const quote = quotePadel(SATURDAY, [18, 19]);
    expect(cardAdvance(quote, true, false)).toBe(quote.advance);
    expect(cardAdvance(quote, true, false)).toBe(quote.total / 2);
  });

  it('offers no card when card payments are off, for a table, or for a walk-in', () => {
    const quote = quotePadel(SATURDAY, [18]);
    expect(cardAdvance(quote, false, false)).toBeNull();
    expect(cardAdvance(null, true, false)).toBeNull();
    expect(cardAdvance(quote, true, true)).toBeNull();
    expect(cardAdvance(quotePadel(SATURDAY, []), true, false)).toBeNull();
  });

  it('names the rate and the amount as prices are shown', () => {
    expect(cardChoiceLabel(5000)).toBe('Pay the 50% advance now by card (PKR 5,000)');
    expect(cardChoiceLabel(4500)).toBe('Pay the 50% advance now by card (PKR 4,500)');
  });
});

describe('the Booking failed prompt', () => {
  it("shows the server's message: card unavailable, provider down", () => {
    for (const message of [PAYMENT_MESSAGES.cardUnavailable, PAYMENT_MESSAGES.providerDown]) {
      expect(bookingFailureMessage(new ApiRequestError(400, { message }), true)).toBe(message);
    }
  });

  it("says the provider is down for a card booking's bare 503, and falls back otherwise", () => {
    expect(bookingFailureMessage(new ApiRequestError(503, undefined), true)).toBe(
      PAYMENT_MESSAGES.providerDown,
    );
    expect(bookingFailureMessage(new ApiRequestError(503, undefined), false)).toBe(
      'Booking failed. Please try again.',
    );
    expect(bookingFailureMessage(new ApiNetworkError(new Error('offline')), true)).toBe(
      'Booking failed. Please try again.',
    );
  });
});

import { PAYMENT_MESSAGES, quoteSlotPrices } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiRequestError } from '@/lib/api-client';
import { bookingFailureMessage, cardAdvance, cardChoiceLabel, cardOnly } from './payment-choice';

describe('the card choice on the details step', () => {
  it('offers half the total, from the contracts quote', () => {
    const quote = quoteSlotPrices([5000, 4000]);
    expect(cardAdvance(quote, true, false)).toBe(quote.advance);
    expect(cardAdvance(quote, true, false)).toBe(quote.total / 2);
  });

  it('offers no card when card payments are off, for a table, or for a walk-in', () => {
    const quote = quoteSlotPrices([5000]);
    expect(cardAdvance(quote, false, false)).toBeNull();
    expect(cardAdvance(null, true, false)).toBeNull();
    expect(cardAdvance(quote, true, true)).toBeNull();
    expect(cardAdvance(quoteSlotPrices([]), true, false)).toBeNull();
  });

  it('offers only the card when the venue requires the advance by card and cards are on', () => {
    const on = { requireCardAdvance: true, cardPayments: true };
    expect(cardOnly(2500, on)).toBe(true);
    expect(cardOnly(2500, { ...on, cardPayments: false })).toBe(false);
    expect(cardOnly(2500, { ...on, requireCardAdvance: false })).toBe(false);
    // No card choice at all (a table, a walk-in, cards off): nothing to require.
    expect(cardOnly(null, on)).toBe(false);
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

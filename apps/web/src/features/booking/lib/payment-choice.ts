import {
  ADVANCE_PERCENT,
  canPayByCard,
  formatPrice,
  mustPayByCard,
  PAYMENT_MESSAGES,
  type PadelQuote,
} from '@padel/contracts';
import { ApiRequestError } from '@/lib/api-client';

const FALLBACK_FAILURE = 'Booking failed. Please try again.';

/**
 * The card advance the details step offers (see docs/payments.md#card-payments), or null when it
 * offers no choice: card payments are off, the booking has no price (a table), or staff are
 * booking a walk-in at the venue.
 */
export function cardAdvance(
  quote: PadelQuote | null,
  cardPayments: boolean,
  walkIn: boolean,
): number | null {
  // Only a padel booking has a quote (a café table has no price).
  if (!quote || quote.advance <= 0) return null;
  return canPayByCard({ cardPayments, bookingType: 'Padel', walkIn }) ? quote.advance : null;
}

/**
 * Whether the card is the only choice offered: the venue requires online padel bookings to pay the
 * advance by card, and card payments are on (docs/venue-settings.md#enforcement; walk-ins are
 * exempt, and get no card choice at all).
 */
export function cardOnly(
  advance: number | null,
  settings: { requireCardAdvance: boolean; cardPayments: boolean },
): boolean {
  // An advance is offered only to an online padel booking (`cardAdvance`).
  const card = {
    cardPayments: settings.cardPayments,
    bookingType: 'Padel',
    walkIn: false,
  } as const;
  return advance !== null && mustPayByCard(card, settings.requireCardAdvance);
}

/** "Pay the 50% advance now by card (PKR 5,000)": the rate and the amount from the contracts. */
export function cardChoiceLabel(advance: number): string {
  return `Pay the ${ADVANCE_PERCENT}% advance now by card (${formatPrice(advance)})`;
}

/**
 * The Booking failed prompt's words: the server's message (card payment unavailable, the
 * provider down, a refused field), else for a card booking the provider's 503 in the contracts'
 * words, else the form's own fallback.
 */
export function bookingFailureMessage(error: unknown, byCard: boolean): string {
  if (error instanceof ApiRequestError) {
    if (error.serverMessage) return error.serverMessage;
    if (byCard && error.status === 503) return PAYMENT_MESSAGES.providerDown;
  }
  return FALLBACK_FAILURE;
}

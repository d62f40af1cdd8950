/**
 * Which bookings may pay their advance by card online, and which must
 * (docs/payments.md#card-payments, docs/venue-settings.md#enforcement): the server refuses by
 * these, and the booking form offers its payment choice by them. Without zod, for the details
 * step (docs/decisions/004-web-bundles.md).
 */

import type { BookingType } from './constants';

export interface CardCase {
  /** Card payments are on: a provider is configured (the page settings' `cardPayments`). */
  cardPayments: boolean;
  bookingType: BookingType;
  /** Staff enter it at the counter (docs/bookings.md#walk-ins): paid there, never online. */
  walkIn: boolean;
}

/**
 * Whether a booking may pay its advance by card online: card payments are on, it is a padel
 * booking (a café table has no price) and a customer books it online.
 */
export function canPayByCard({ cardPayments, bookingType, walkIn }: CardCase): boolean {
  return cardPayments && bookingType === 'Padel' && !walkIn;
}

/**
 * Whether it must: the venue requires the advance by card (`requireCardAdvance`), which applies to
 * every booking that may pay so, and to no other.
 */
export function mustPayByCard(booking: CardCase, requireCardAdvance: boolean): boolean {
  return requireCardAdvance && canPayByCard(booking);
}

import { PAYMENT_METHOD_WORDS, type PaymentType } from '@padel/contracts';

/** Display names of stored values (see docs/bookings.md#fields). */

/** A payment method in the words every screen and export uses (docs/payments.md#one-reading). */
export function paymentMethodLabel(value: PaymentType): string {
  return PAYMENT_METHOD_WORDS[value];
}

/** docs/bookings.md#fields: in-person shows as Walk-In. */
export function bookingSourceLabel(source: string): string {
  return source === 'in-person' ? 'Walk-In' : 'Online';
}

/** What the spec's "Order Date" column holds (see docs/screens.md#booking-list). */
export const ORDER_DATE_HINT = 'The date played, not the day the booking was made.';

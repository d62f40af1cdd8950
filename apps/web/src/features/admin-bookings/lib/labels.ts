/** Display names of stored values (see docs/bookings.md#fields). */

const PAYMENT_METHODS: Record<string, string> = {
  PayLater: 'Pay later',
  PayViaCash: 'Cash',
  PayViaCard: 'Card',
  PayViaOnline: 'Online',
};

export function paymentMethodLabel(value: string): string {
  return PAYMENT_METHODS[value] ?? value;
}

/** docs/bookings.md#fields: in-person shows as Walk-In. */
export function bookingSourceLabel(source: string): string {
  return source === 'in-person' ? 'Walk-In' : 'Online';
}

/** What the spec's "Order Date" column holds (see docs/screens.md#booking-list). */
export const ORDER_DATE_HINT = 'The date played, not the day the booking was made.';

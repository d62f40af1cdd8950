/** Display names of stored values (see docs/bookings.md#fields). */

/** docs/bookings.md#fields: in-person shows as Walk-In. */
export function bookingSourceLabel(source: string): string {
  return source === 'in-person' ? 'Walk-In' : 'Online';
}

/** What the spec's "Order Date" column holds (see docs/screens.md#booking-list). */
export const ORDER_DATE_HINT = 'The date played, not the day the booking was made.';

import { feeStillOwed, formatPrice, type AdminBooking } from '@padel/contracts';

/**
 * The fee the customer owes for a no-show or a late cancellation (docs/bookings.md#fees), as the
 * detail shows it beside the status: owed, not paid. Null when there is none.
 */
export function feeOwedText(
  booking: Pick<AdminBooking, 'feeOwed' | 'feePaid' | 'lateCancellation'>,
) {
  if (booking.feeOwed <= 0) return null;
  const why = booking.lateCancellation ? 'late cancellation' : 'no-show';
  const left = feeStillOwed(booking);
  if (left === 0) return `${formatPrice(booking.feeOwed)} (${why}), paid`;
  return `${formatPrice(left)} (${why}), not yet paid`;
}

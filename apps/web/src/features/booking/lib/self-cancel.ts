import {
  refundComingWords,
  refundDueBy,
  slotHasEnded,
  slotHour,
  type CustomerBooking,
  type VenueNow,
} from '@padel/contracts';
import { appConfig } from '@/lib/app-config';
import { formatPrice } from '@/lib/format';
import { formatLongDate } from '@/lib/venue-time';

/**
 * What the customer's page offers to cancel a booking (see docs/venue-settings.md#customer-cancel):
 * - `online` while the server gives a `cancellableUntil` still ahead: the Cancel booking button;
 * - `contact` for a booking still to come that can no longer be cancelled online (inside the
 *   venue's `cancelHours`, or a card hold): how to cancel it instead;
 * - null for a booking cancelled, arrived or whose first hour is over (`slotHasEnded`).
 */
export type CancelOption = { kind: 'online'; until: string } | { kind: 'contact' } | null;

export function cancelOption(
  booking: Pick<CustomerBooking, 'status' | 'cancellableUntil' | 'selectedDate' | 'selectedSlots'>,
  now: VenueNow & { instant: number },
): CancelOption {
  if (['Booking Cancelled', 'arrived', 'No-show'].includes(booking.status)) return null;
  const until = booking.cancellableUntil;
  if (until !== null && Date.parse(until) > now.instant) return { kind: 'online', until };
  const firstHour = Math.min(...booking.selectedSlots.map((label) => slotHour(label) ?? 24));
  return slotHasEnded(now, booking.selectedDate, firstHour) ? null : { kind: 'contact' };
}

/**
 * What a cancelled booking's customer reads of their money (docs/payments.md#refunds): what comes
 * back, how and by when while it is due, then that it was given back.
 */
export function refundText(
  refund: CustomerBooking['refund'],
  timeZone: string = appConfig.venueTimezone,
): string | undefined {
  if (!refund) return undefined;
  if (refund.status === 'refunded')
    return `${formatPrice(refund.amount)} has been given back to you.`;
  const dueBy = formatLongDate(refundDueBy(refund.dueSince, timeZone));
  return `${refundComingWords(refund, dueBy)}.`;
}

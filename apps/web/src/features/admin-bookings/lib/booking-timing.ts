import {
  canLateCancel,
  canMarkArrived,
  canRecordNoShow,
  canUndoArrived,
  slotHour,
  type AdminBooking,
  type TimedBooking,
} from '@padel/contracts';

/**
 * Which of staff's clock-bound moves a booking offers now (docs/bookings.md#arrived,
 * docs/bookings.md#staff-no-show, docs/bookings.md#late-cancellation): the contracts' rules the
 * server checks, read with the venue's settings. Until the settings are read, none.
 */
export interface TimedMoves {
  arrived: boolean;
  undoArrived: boolean;
  noShow: boolean;
  lateCancel: boolean;
}

const NONE: TimedMoves = { arrived: false, undoArrived: false, noShow: false, lateCancel: false };

export const timedBooking = (booking: AdminBooking): TimedBooking => ({
  status: booking.status,
  selectedDate: booking.selectedDate,
  hours: booking.selectedSlots.flatMap((label) => slotHour(label) ?? []),
});

/** The settings these moves read: how early arrivals open and the cancellation window. */
export interface MoveSettings {
  arrivedMinutesBefore: number;
  cancelHours: number;
}

export function timedMoves(
  booking: AdminBooking,
  settings: MoveSettings | undefined,
  now: Date,
  timeZone: string,
): TimedMoves {
  if (!settings) return NONE;
  const timed = timedBooking(booking);
  if (timed.hours.length === 0) return NONE;
  return {
    arrived: canMarkArrived(timed, now, timeZone, settings.arrivedMinutesBefore),
    undoArrived: canUndoArrived(timed, now, timeZone),
    noShow: canRecordNoShow(timed, now, timeZone),
    lateCancel: canLateCancel(timed, now, timeZone, settings.cancelHours),
  };
}

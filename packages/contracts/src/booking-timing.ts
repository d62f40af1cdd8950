/**
 * When staff may make the moves that depend on the clock (docs/bookings.md#arrived,
 * docs/bookings.md#staff-no-show, docs/bookings.md#late-cancellation): mark a booking arrived,
 * undo that, record a no-show, cancel late. The server refuses outside these (409) and the admin
 * screens offer the buttons only inside them, so both read them from here. Zod-free, like
 * booking-lifecycle.ts.
 */

import { isAllowedFrom } from './booking-lifecycle';
import { formatPrice } from './pricing';
import { addDays, venueInstant } from './time';

/** A booking as these rules read it: its status, date and slot start hours (0-23). */
export interface TimedBooking {
  status: string;
  selectedDate: string;
  hours: readonly number[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The instant the booking's first hour starts (venue time). */
export const bookingStart = (booking: TimedBooking, timeZone: string): Date =>
  venueInstant(booking.selectedDate, Math.min(...booking.hours), timeZone);

/** The end of the booking's day, midnight after it (venue time). */
export const bookingDayEnd = (booking: TimedBooking, timeZone: string): Date =>
  venueInstant(addDays(booking.selectedDate, 1), 0, timeZone);

/**
 * When a booking may be marked arrived: from `minutesBefore` (the venue's `arrivedMinutesBefore`)
 * before its start until the end of its day.
 */
export function arrivalWindow(
  booking: TimedBooking,
  minutesBefore: number,
  timeZone: string,
): { opens: Date; closes: Date } {
  return {
    opens: new Date(bookingStart(booking, timeZone).getTime() - minutesBefore * MINUTE),
    closes: bookingDayEnd(booking, timeZone),
  };
}

/** Messages of these rules (409 unless said), one wording for server and screens. */
export const BOOKING_TIMING_MESSAGES = {
  arrivedTooEarly: (minutes: number) =>
    `A booking can be marked arrived from ${minutes} minutes before it starts, not earlier.`,
  arrivedDayOver: 'A booking can be marked arrived only until the end of its day.',
  undoArrivedDayOver: "Arrived can be undone only on the booking's day.",
  noShowBeforeStart: 'A no-show can be recorded only once the booking has started.',
  notLate: (cancelHours: number) =>
    cancelHours === 0
      ? 'The venue has no cancellation window, so no cancellation is late: use Cancel.'
      : `A late cancellation is one within ${cancelHours} hours of the start, before it starts: use Cancel otherwise.`,
  /** 400: the fee is more than the booking's total. */
  feeTooHigh: (total: number) =>
    `The fee can be at most the booking's total, ${formatPrice(total)}.`,
  arrivedUndone: 'Arrived was undone: the booking is confirmed again.',
  noShowRecorded: 'The no-show was recorded.',
  lateCancelled: 'The late cancellation was recorded.',
} as const;

/** Why the booking cannot be marked arrived at `now`, or null when it can. */
export function arrivalProblem(
  booking: TimedBooking,
  now: Date,
  timeZone: string,
  minutesBefore: number,
): string | null {
  const { opens, closes } = arrivalWindow(booking, minutesBefore, timeZone);
  if (now.getTime() < opens.getTime())
    return BOOKING_TIMING_MESSAGES.arrivedTooEarly(minutesBefore);
  if (now.getTime() >= closes.getTime()) return BOOKING_TIMING_MESSAGES.arrivedDayOver;
  return null;
}

export function canMarkArrived(
  booking: TimedBooking,
  now: Date,
  timeZone: string,
  minutesBefore: number,
): boolean {
  return (
    isAllowedFrom('arrived', booking.status) &&
    arrivalProblem(booking, now, timeZone, minutesBefore) === null
  );
}

/** Arrived may be undone until the end of the booking's day. */
export function canUndoArrived(booking: TimedBooking, now: Date, timeZone: string): boolean {
  return (
    isAllowedFrom('undo-arrived', booking.status) &&
    now.getTime() < bookingDayEnd(booking, timeZone).getTime()
  );
}

/** Staff record a no-show once the booking has started. */
export function hasStarted(booking: TimedBooking, now: Date, timeZone: string): boolean {
  return now.getTime() >= bookingStart(booking, timeZone).getTime();
}

export function canRecordNoShow(booking: TimedBooking, now: Date, timeZone: string): boolean {
  return isAllowedFrom('record-no-show', booking.status) && hasStarted(booking, now, timeZone);
}

/**
 * A cancellation is late inside the venue's cancellation window (`cancelHours` before the start,
 * the customer's own cancel having closed, docs/venue-settings.md#customer-cancel) and before the
 * start; after the start a customer who did not come is a no-show.
 */
export function isLateCancellation(
  booking: TimedBooking,
  now: Date,
  timeZone: string,
  cancelHours: number,
): boolean {
  const start = bookingStart(booking, timeZone).getTime();
  return now.getTime() >= start - cancelHours * HOUR && now.getTime() < start;
}

export function canLateCancel(
  booking: TimedBooking,
  now: Date,
  timeZone: string,
  cancelHours: number,
): boolean {
  return (
    isAllowedFrom('late-cancel', booking.status) &&
    isLateCancellation(booking, now, timeZone, cancelHours)
  );
}

/**
 * The fee staff may record with a no-show or a late cancellation: whole PKR from 0 to the
 * booking's total (a café table booking, priced 0, takes none). Null when it is fine.
 */
export function feeProblem(fee: number, total: number): string | null {
  return fee > total ? BOOKING_TIMING_MESSAGES.feeTooHigh(total) : null;
}

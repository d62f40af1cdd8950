import { addDays, venueNow, weekdayOf } from '@padel/contracts';

const VENUE_TIMEZONE = 'Asia/Karachi';

/**
 * Today (venue time, real clock) plus `days`: dates inside the booking window (see
 * docs/bookings.md#booking-window).
 */
export const daysFromToday = (days: number) => addDays(venueNow(VENUE_TIMEZONE).date, days);

/** The first given weekday (0 Sunday … 6 Saturday) from tomorrow on. */
export function nextWeekday(weekday: number): string {
  const tomorrow = daysFromToday(1);
  return addDays(tomorrow, (weekday - weekdayOf(tomorrow) + 7) % 7);
}

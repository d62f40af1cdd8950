import { addDays, venueNow, venueWallTime, weekdayOf } from '@padel/contracts';
import { clockStartingAt } from '../src/lib/clock';

/**
 * The one test clock (docs/quality.md#one-clock). Every test app, every server process a test
 * starts and every browser a test opens starts its clock at this venue time, so no test depends
 * on the day it runs. `VENUE_CLOCK` picks another (scripts/every-day.mjs runs the suite on each
 * weekday and at the turn of a year); the default is a fixed Wednesday morning.
 */
export const TEST_CLOCK = process.env.VENUE_CLOCK ?? '2026-03-04T10:00';

/** The e2e and test servers run in the default venue time zone. */
export const TEST_TIMEZONE = 'Asia/Karachi';

const start = venueWallTime(TEST_CLOCK, TEST_TIMEZONE);
if (!start)
  throw new Error(`VENUE_CLOCK=${TEST_CLOCK} is not a venue time such as 2026-03-04T10:00`);

/** The instant the test clock started at. */
export const TEST_CLOCK_START: Date = start;

/** Now, on the test clock: it started at TEST_CLOCK when this file was loaded and runs on. */
export const testClock = clockStartingAt(TEST_CLOCK_START);

/** Today on the test clock, venue time (YYYY-MM-DD). */
export const testToday = () => venueNow(TEST_TIMEZONE, testClock()).date;

/**
 * Today (venue time, test clock) plus `days`: dates inside the booking window (see
 * docs/bookings.md#booking-window).
 */
export const daysFromToday = (days: number) => addDays(testToday(), days);

/** The first given weekday (0 Sunday … 6 Saturday) from tomorrow on. */
export function nextWeekday(weekday: number): string {
  const tomorrow = daysFromToday(1);
  return addDays(tomorrow, (weekday - weekdayOf(tomorrow) + 7) % 7);
}

import { addDays, venueNow } from '@padel/contracts';
import { appConfig } from '@/lib/app-config';

/**
 * Dates and times as the venue sees them (see docs/bookings.md#venue-time): "today" is read in the
 * venue's time zone, whatever the browser's zone, and times show in 12-hour form with AM/PM.
 */

/** Today in venue time, YYYY-MM-DD. */
export function venueToday(now: Date = new Date()): string {
  return venueNow(appConfig.venueTimezone, now).date;
}

/** The current hour (0-23) in venue time. */
export function venueHour(now: Date = new Date()): number {
  return venueNow(appConfig.venueTimezone, now).hour;
}

export { addDays };

const shortDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function calendarDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/**
 * `2026-03-05` -> `05/03/2026` (en-GB short, docs/screens.md#look-and-feel). Anything else is
 * returned as is.
 */
export function formatShortDate(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? shortDate.format(date) : isoDate;
}

const weekdayShort = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** `2026-03-05` -> `Thu 05/03/2026`: a list date with its day of the week. */
export function formatShortDay(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? `${weekdayShort.format(date)} ${shortDate.format(date)}` : isoDate;
}

/** `2026-03-05` -> `Thursday, 5 March 2026`. */
export function formatLongDate(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? longDate.format(date) : isoDate;
}

/** An instant (ISO timestamp) as `05/03/2026, 5:07 PM` in the venue's zone. */
export function formatVenueDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const timeZone = appConfig.venueTimezone;
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeZone }).format(date);
  return `${day}, ${formatVenueTime(timestamp)}`;
}

/** An instant (ISO timestamp) as `5:07 PM` in the venue's zone: a deadline later the same day. */
export function formatVenueTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: appConfig.venueTimezone,
  }).format(date);
}

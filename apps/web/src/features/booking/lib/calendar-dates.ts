import {
  closureCovers,
  COURTS,
  isIsoDate,
  isOpenAt,
  type BookingType,
  type ClosureSpan,
  type DayHours,
} from '@padel/contracts';

// Relative, not `@/`: the browser tests import this file without the web app's alias.
import { isoDate, pad, parts } from '../../../lib/month-grid';

/**
 * The booking calendar's dates, on plain `YYYY-MM-DD` strings (see docs/bookings.md#venue-time):
 * the month grid of lib/month-grid.ts, the booking link's US dates and closed days. "Today" comes
 * from the venue's zone (`venueNow`).
 */
export * from '../../../lib/month-grid';
export { WEEKDAY_NAMES } from '@padel/contracts';

/**
 * `2026-11-23` -> `11/23/2026`, the booking link's `formattedDate` (see
 * docs/screens.md#available-slots).
 */
export function toUsDate(iso: string): string {
  const [year, month, day] = parts(iso);
  return `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
}

/** `11/23/2026` (or `11/23/2026` with single digits) -> `2026-11-23`; undefined when not a date. */
export function fromUsDate(value: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const iso = isoDate(Number(match[3]), Number(match[1]), Number(match[2]));
  return isIsoDate(iso) ? iso : undefined;
}

/**
 * Whether nothing of `type` can be booked on `isoDate` at all (see docs/venue-settings.md): at every
 * hour the venue is shut by its opening hours or, for padel, closures shut both courts. The calendar
 * greys such days out; a day closed only in part stays open and its slots show "Closed".
 */
export function isClosedAllDay(
  settings: { openingHours: readonly DayHours[]; closures: readonly ClosureSpan[] },
  isoDate: string,
  type: BookingType | null,
): boolean {
  for (let hour = 0; hour < 24; hour++) {
    if (!isOpenAt(settings.openingHours, isoDate, hour)) continue;
    if (type !== 'Padel') return false;
    const bothShut = COURTS.every((court) =>
      settings.closures.some((closure) => closureCovers(closure, court, isoDate, hour)),
    );
    if (!bothShut) return false;
  }
  return true;
}

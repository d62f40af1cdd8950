/**
 * Venue time (see docs/bookings.md#venue-time): "today" and "the current hour" are read in the
 * venue's time zone.
 */

export interface VenueNow {
  /** YYYY-MM-DD in the venue's zone. */
  date: string;
  /** 0-23 in the venue's zone. */
  hour: number;
}

/** What the zone's clock shows at `instant`: each field as written, zero-padded. */
function wallClock(timeZone: string, instant: Date | number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  return (type: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second') =>
    parts.find((p) => p.type === type)?.value ?? '';
}

/** Today and the hour in the venue's zone at `now`: the caller says whose clock (the server's is lib/clock.ts). */
export function venueNow(timeZone: string, now: Date): VenueNow {
  const part = wallClock(timeZone, now);
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first and last dates the product takes, anywhere (see docs/api.md#numbers-ids-and-dates): a venue's bookings,
 * closures, exports and logs all lie well within them, and the date arithmetic around them
 * (`addDays`, `venueInstant`) stays inside the four-digit years it is written for.
 */
export const DATE_BOUNDS = { first: '2000-01-01', last: '2100-12-31' } as const;

/** How a date input is refused, naming the field (`label`): "The first date". */
export const DATE_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  invalid: (label: string) => `${label} must be a real date written YYYY-MM-DD.`,
  outOfRange: (label: string) =>
    `${label} must be from ${DATE_BOUNDS.first} to ${DATE_BOUNDS.last}.`,
} as const;

/** How a date-time input (an instant, ISO 8601 with its offset) is refused, naming the field. */
export const DATE_TIME_MESSAGES = {
  invalid: (label: string) =>
    `${label} must be a date and time written like 2026-11-27T09:30:00Z (with its offset).`,
  outOfRange: (label: string) =>
    `${label} must be from ${DATE_BOUNDS.first} to ${DATE_BOUNDS.last}.`,
} as const;

/** The first and last instants DATE_BOUNDS allows, in UTC (any offset reads inside them). */
const INSTANT_BOUNDS = {
  first: Date.parse(`${DATE_BOUNDS.first}T00:00:00Z`),
  last: Date.parse(`${DATE_BOUNDS.last}T23:59:59.999Z`),
} as const;

/**
 * What is wrong with an instant within DATE_BOUNDS (read in UTC); undefined when it lies inside.
 * `value` is already known to be ISO 8601 (input.ts checks the form).
 */
export function instantProblem(value: string, label: string): string | undefined {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return DATE_TIME_MESSAGES.invalid(label);
  if (time < INSTANT_BOUNDS.first || time > INSTANT_BOUNDS.last) {
    return DATE_TIME_MESSAGES.outOfRange(label);
  }
  return undefined;
}

/** True for a real calendar date written YYYY-MM-DD, whatever its year. */
function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * What is wrong with `value` as a date input, in words naming the field (`label`); undefined for a
 * real date written YYYY-MM-DD within DATE_BOUNDS.
 */
export function dateProblem(value: string, label: string): string | undefined {
  if (!isCalendarDate(value)) return DATE_MESSAGES.invalid(label);
  if (value < DATE_BOUNDS.first || value > DATE_BOUNDS.last) return DATE_MESSAGES.outOfRange(label);
  return undefined;
}

/** True for a real calendar date written YYYY-MM-DD within DATE_BOUNDS: a date the product takes. */
export function isIsoDate(value: string): boolean {
  return dateProblem(value, '') === undefined;
}

/** Day of the week of a calendar date: 0 Sunday ... 6 Saturday (no time zone involved). */
export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The calendar date `days` after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instant at which the venue's clock shows `hour`:00 on `date` (hour 24 is the next midnight):
 * when a booking starts or ends, whatever the server's own zone.
 */
export function venueInstant(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, hour);
  // The zone's offset at that moment: what its clock shows then, minus the UTC clock.
  const shownAt = wallClock(timeZone, asUtc);
  const part = (type: Parameters<typeof shownAt>[0]) => Number(shownAt(type));
  const shown = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return new Date(asUtc - (shown - asUtc));
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant at which the venue's clock shows `YYYY-MM-DDTHH:mm` (the test clock's
 * `VENUE_CLOCK`, docs/quality.md#one-clock), or undefined for anything else.
 */
export function venueWallTime(text: string, timeZone: string): Date | undefined {
  const match = WALL_TIME.exec(text);
  if (!match) return undefined;
  const [, date = '', hour, minute] = match;
  if (!isIsoDate(date) || Number(hour) > 23 || Number(minute) > 59) return undefined;
  return new Date(venueInstant(date, Number(hour), timeZone).getTime() + Number(minute) * 60_000);
}

/**
 * `instant` as the venue's clock shows it, in ISO 8601 with the zone's offset then, to the second:
 * `2030-01-07T10:30:00+05:00` (the bookings export writes times so, docs/bookings.md#export).
 */
export function venueIsoTime(timeZone: string, instant: Date): string {
  const part = wallClock(timeZone, instant);
  const wall = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  const offset = Math.round((Date.parse(`${wall}Z`) - wholeSeconds) / 60_000);
  const size = Math.abs(offset);
  const hhmm = `${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`;
  return `${wall}${offset < 0 ? '-' : '+'}${hhmm}`;
}

import { weekdayOf } from '@padel/contracts';

/**
 * Month grids on plain `YYYY-MM-DD` strings (see docs/bookings.md#venue-time): no Date object in
 * the browser's zone ever decides which day it is. The booking calendar and the Closures screen
 * both draw their months with these.
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar month; `month` is 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

export const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `2026-11-23` -> `[2026, 11, 23]`. */
export function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

export function monthOf(iso: string): YearMonth {
  const [year, month] = parts(iso);
  return { year, month };
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day of the month `count` months later, clamped to that month's last day. */
export function addMonthsToDate(iso: string, count: number): string {
  const [, , day] = parts(iso);
  const target = addMonths(monthOf(iso), count);
  return isoDate(target.year, target.month, Math.min(day, daysInMonth(target)));
}

/** The month as weeks of seven cells, Sunday first; cells outside the month are null. */
export function monthWeeks(yearMonth: YearMonth): (string | null)[][] {
  const first = isoDate(yearMonth.year, yearMonth.month, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  const total = daysInMonth(yearMonth);
  for (let day = 1; day <= total; day++) {
    cells.push(isoDate(yearMonth.year, yearMonth.month, day));
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** `{2026, 11}` -> `November 2026`. */
export function formatMonthYear({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

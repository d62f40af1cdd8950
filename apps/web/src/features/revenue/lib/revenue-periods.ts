import { REVENUE_MAX_PERIODS, type RevenuePeriod } from '@padel/contracts';
import { addDays, formatShortDate } from '@/lib/venue-time';

/**
 * The revenue screen's periods (docs/till.md#revenue): how a period is named, and the range each
 * choice starts with, all ending today (venue time).
 */

const MONTH = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A period by its first day: `04/03/2026`, `Week of 02/03/2026`, `Mar 2026`. */
export function periodLabel(start: string, by: RevenuePeriod): string {
  if (by === 'month') return MONTH.format(new Date(`${start}T00:00:00Z`));
  if (by === 'week') return `Week of ${formatShortDate(start)}`;
  return formatShortDate(start);
}

/** How far back each choice looks by default: 30 days, 12 weeks, 12 months. */
const DEFAULT_SPAN: Record<RevenuePeriod, (today: string) => string> = {
  day: (today) => addDays(today, -29),
  week: (today) => addDays(today, -7 * 11),
  month: (today) => `${addDays(`${today.slice(0, 7)}-01`, -335).slice(0, 7)}-01`,
};

export function defaultRange(by: RevenuePeriod, today: string) {
  return { from: DEFAULT_SPAN[by](today), to: today, by };
}

/** The most periods a choice can show, for the words under the dates. */
export const maxPeriods = (by: RevenuePeriod) => REVENUE_MAX_PERIODS[by];

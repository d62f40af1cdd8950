import { SOURCE_CATEGORIES, type RedirectionSource, type SourceCategory } from '@padel/contracts';

export interface SourceTotals {
  visits: number;
  bookings: number;
  revenue: number;
}

export type SourceSummary = Record<SourceCategory | 'Total', SourceTotals>;

/** Visits, bookings and revenue per category and in total. */
export function summarise(visits: RedirectionSource[]): SourceSummary {
  const empty = (): SourceTotals => ({ visits: 0, bookings: 0, revenue: 0 });
  const summary = { Total: empty() } as SourceSummary;
  for (const category of SOURCE_CATEGORIES) summary[category] = empty();
  for (const visit of visits) {
    for (const key of [visit.source, 'Total'] as const) {
      summary[key].visits += 1;
      summary[key].bookings += visit.bookings;
      summary[key].revenue += visit.revenue;
    }
  }
  return summary;
}

/** Category colours: Facebook blue, Instagram pink-violet, Other grey. */
export const SOURCE_COLORS: Record<SourceCategory, string> = {
  Facebook: 'blue',
  Instagram: 'grape',
  Other: 'gray',
};

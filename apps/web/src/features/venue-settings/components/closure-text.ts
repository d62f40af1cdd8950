import type { ClosureSpan } from '@padel/contracts';
import { formatShortDay } from '@/lib/venue-time';
import { closureCourts, closureHours } from '../lib/closure-calendar';

type Span = Pick<ClosureSpan, 'from' | 'to' | 'courts'> & {
  fromHour?: number | null;
  toHour?: number | null;
};

/** `Thu 05/03/2026`, or `Thu 05/03/2026 - Sat 07/03/2026` (dates inclusive). */
export const closureDates = ({ from, to }: Pick<Span, 'from' | 'to'>) =>
  from === to ? formatShortDay(from) : `${formatShortDay(from)} - ${formatShortDay(to)}`;

/** `Court 1 on Thu 05/03/2026, all day` or `..., 05:00 PM - 09:00 PM`. */
export function closureSummary(closure: Span): string {
  const hours = closure.fromHour == null ? 'all day' : closureHours(closure);
  return `${closureCourts(closure)} on ${closureDates(closure)}, ${hours}`;
}

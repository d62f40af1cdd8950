import { COURTS, formatHour12, type ClosureSpan } from '@padel/contracts';

/**
 * What the Closures screen's month grid (lib/month-grid.ts) marks on each day, and how a closure
 * reads (see docs/venue-settings.md#closures).
 */

/**
 * How a day is closed: `closed` when every court is closed all day, `partial` when a closure
 * covers only some courts or some hours, undefined when none covers it.
 */
export type DayMark = 'closed' | 'partial';

/** A closure's extent; a request's hours may be left out (the whole day). */
type Span = Pick<ClosureSpan, 'from' | 'to' | 'courts'> & {
  fromHour?: number | null;
  toHour?: number | null;
};

const coversDay = (closure: Span, day: string) => day >= closure.from && day <= closure.to;
const isAllDay = (closure: Span) =>
  closure.fromHour == null || (closure.fromHour <= 0 && (closure.toHour ?? 24) >= 24);

export function dayMark(closures: readonly Span[], day: string): DayMark | undefined {
  const covering = closures.filter((closure) => coversDay(closure, day));
  if (covering.length === 0) return undefined;
  const wholeDayCourts = new Set(covering.filter(isAllDay).flatMap((closure) => closure.courts));
  return COURTS.every((court) => wholeDayCourts.has(court)) ? 'closed' : 'partial';
}

/** The closures that cover `day`, in the order given. */
export const closuresOn = <T extends Span>(closures: readonly T[], day: string): T[] =>
  closures.filter((closure) => coversDay(closure, day));

/** "All day", or the closed hours as the app shows times: "05:00 PM - 09:00 PM". */
export function closureHours(closure: Pick<Span, 'fromHour' | 'toHour'>): string {
  if (closure.fromHour == null || closure.toHour == null) return 'All day';
  return `${formatHour12(closure.fromHour)} - ${formatHour12(closure.toHour)}`;
}

/** "Court 1", or "Court 1, Court 2". */
export const closureCourts = (closure: Pick<Span, 'courts'>) => closure.courts.join(', ');

/** "1 booking cancelled", "3 bookings cancelled". */
export const cancelledText = (count: number) =>
  `${count} ${count === 1 ? 'booking' : 'bookings'} cancelled`;

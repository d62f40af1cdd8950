import { and, asc, eq, gt, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';

/**
 * Confirmed bookings dated from `from` to `today` (venue dates), after the booking `after`, oldest
 * first: the ones whose end may have passed with nobody marking them arrived
 * (docs/bookings.md#no-show).
 */
export function confirmedBookingsBetween(
  db: Database,
  dates: { from: string; today: string },
  page: { after: number; limit: number },
): Promise<{ id: number; date: string; hours: number[] }[]> {
  return db
    .select({ id: bookings.id, date: bookings.selectedDate, hours: bookings.slotHours })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'Booking Confirmed'),
        gte(bookings.selectedDate, dates.from),
        lte(bookings.selectedDate, dates.today),
        gt(bookings.id, page.after),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(page.limit);
}

import { and, asc, between, count, eq, gte, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, bookingSeries, orders } from '../../db/schema';

/** Online bookings still Pending, per date from `today` on. */
export function pendingBookingsByDate(
  db: Database,
  today: string,
): Promise<{ date: string; count: number }[]> {
  return db
    .select({ date: bookings.selectedDate, count: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'Pending'),
        gte(bookings.selectedDate, today),
        // Staff entered walk-ins themselves: they are not news to the desk.
        ne(bookings.bookingSource, 'in-person'),
        // A transfer to check is counted as one (docs/payments.md#transfers), not twice.
        isNull(bookings.transferBy),
      ),
    )
    .groupBy(bookings.selectedDate)
    .orderBy(asc(bookings.selectedDate));
}

/** Café orders the kitchen has still to send (paid, or cash). */
export async function pendingOrderCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(eq(orders.status, 'Pending'));
  return row?.count ?? 0;
}

/** Active booking series whose last date is from `today` to `until` (docs/bookings.md#series). */
export async function seriesEndingCount(db: Database, today: string, until: string) {
  const [row] = await db
    .select({ count: count() })
    .from(bookingSeries)
    .where(and(eq(bookingSeries.status, 'active'), between(bookingSeries.endDate, today, until)));
  return row?.count ?? 0;
}

import { and, arrayOverlaps, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings } from '../../../db/schema';

/**
 * Whether a weekly series of the customer of `phone` holds one of `hours` on `date` (a date of
 * the series still booked), whatever its court: "Book the same time next week" is not offered
 * for it (docs/screens.md#after-booking).
 */
export async function seriesHoldsAt(
  db: Database,
  phone: string,
  date: string,
  hours: readonly number[],
): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.seriesId),
        eq(bookings.phoneNumber, phone),
        eq(bookings.selectedDate, date),
        ne(bookings.status, 'Booking Cancelled'),
        arrayOverlaps(bookings.slotHours, [...hours]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

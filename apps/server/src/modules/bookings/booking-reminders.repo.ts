import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { bookingColumns, type BookingRow } from './bookings.repo';

/** Confirmed bookings dated from `from` to `to` whose reminder has not gone out. */
export function bookingsToRemind(
  db: Database,
  from: string,
  to: string,
): Promise<{ id: number; date: string; hours: number[] }[]> {
  return db
    .select({ id: bookings.id, date: bookings.selectedDate, hours: bookings.slotHours })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'Booking Confirmed'),
        eq(bookings.reminderSent, false),
        gte(bookings.selectedDate, from),
        lte(bookings.selectedDate, to),
      ),
    );
}

/**
 * Marks a booking reminded, if it is still confirmed and not reminded: the mark is conditional,
 * so with several processes one of them gets the row and sends its reminder.
 */
export async function markReminded(tx: Database, id: number): Promise<BookingRow | undefined> {
  const [marked] = await tx
    .update(bookings)
    .set({ reminderSent: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.reminderSent, false),
        eq(bookings.status, 'Booking Confirmed'),
      ),
    )
    .returning(bookingColumns);
  return marked;
}

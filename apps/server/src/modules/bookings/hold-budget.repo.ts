import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';

/**
 * What the day's budget of unverified holds reads (docs/security.md#calendar-fill, ADR 044).
 */

/**
 * Until the transaction ends, one request at a time counts and adds to a day's unverified holds,
 * in this process and every other on the database. Taken after the network's lock
 * (`lockNetworkHolds`), always in that order.
 */
export async function lockDayBudget(db: Database, date: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`hold-budget:${date}`}))`);
}

/**
 * Padel slot-hours online bookings on `date` hold while they are neither paid (no advance),
 * confirmed by staff (still Pending), nor from a phone proven over WhatsApp: codes waiting,
 * codes confirmed by e-mail alone, bookings of contacts trusted by e-mail, card checkouts open.
 */
export async function unverifiedHoursOn(db: Database, date: string): Promise<number> {
  const [row] = await db
    .select({ hours: sql<number>`coalesce(sum(cardinality(${bookings.slotHours})), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.selectedDate, date),
        eq(bookings.bookingType, 'Padel'),
        eq(bookings.bookingSource, 'online'),
        eq(bookings.status, 'Pending'),
        eq(bookings.paymentStatus, 'UnPaid'),
        eq(bookings.phoneProven, false),
      ),
    );
  return Number(row?.hours ?? 0);
}

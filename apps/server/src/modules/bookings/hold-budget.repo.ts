import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
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
 * Online padel bookings that hold room in their day's budget: neither paid (no advance),
 * confirmed by staff (still Pending), nor from a phone proven over WhatsApp: codes waiting, codes
 * confirmed by e-mail alone, bookings of contacts trusted by e-mail, card checkouts open.
 */
const inDayBudget = () =>
  and(
    eq(bookings.bookingType, 'Padel'),
    eq(bookings.bookingSource, 'online'),
    eq(bookings.status, 'Pending'),
    eq(bookings.paymentStatus, 'UnPaid'),
    eq(bookings.phoneProven, false),
  );

/** Padel slot-hours the bookings in `date`'s budget hold. */
export async function unverifiedHoursOn(db: Database, date: string): Promise<number> {
  const [row] = await db
    .select({ hours: sql<number>`coalesce(sum(cardinality(${bookings.slotHours})), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.selectedDate, date), inDayBudget()));
  return Number(row?.hours ?? 0);
}

/** The ids of bookings whose time to be secured is up (`secure_by`), oldest first. */
export async function listOverdueUnsecured(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(isNotNull(bookings.secureBy), lt(bookings.secureBy, now)))
    .orderBy(asc(bookings.secureBy))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Whether booking `id` still holds room in its day's budget (read in the caller's lock). */
export async function stillInDayBudget(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, id), inDayBudget()));
  return rows.length > 0;
}

/** The booking no longer waits to be secured: it was (paid, confirmed, proven), or it lapsed. */
export async function clearSecureBy(db: Database, id: number): Promise<void> {
  await db.update(bookings).set({ secureBy: null }).where(eq(bookings.id, id));
}

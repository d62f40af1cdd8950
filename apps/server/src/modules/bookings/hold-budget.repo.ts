import { and, asc, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nationalPhone } from '../../db/filters';
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
 * confirmed by staff (still Pending), from a phone proven over WhatsApp, nor made by a customer
 * the venue knows: codes waiting, codes confirmed by e-mail alone, bookings of contacts trusted
 * by e-mail, card checkouts and transfers open.
 */
export const inDayBudget = () =>
  and(
    eq(bookings.bookingType, 'Padel'),
    eq(bookings.bookingSource, 'online'),
    eq(bookings.status, 'Pending'),
    eq(bookings.paymentStatus, 'UnPaid'),
    eq(bookings.phoneProven, false),
    eq(bookings.knownCustomer, false),
  );

/** The slot-hours a booking holds. */
const hoursHeld = sql<number>`coalesce(sum(cardinality(${bookings.slotHours})), 0)::int`;

/** A card checkout in the budget: out of each network's share (HOLD_SHARE_PER_…, ADR 067). */
const notCardCheckout = () => ne(bookings.paymentType, 'PayViaCard');

/** Padel slot-hours the bookings in `date`'s budget hold. */
export async function unverifiedHoursOn(db: Database, date: string): Promise<number> {
  const [row] = await db
    .select({ hours: hoursHeld })
    .from(bookings)
    .where(and(eq(bookings.selectedDate, date), inDayBudget()));
  return Number(row?.hours ?? 0);
}

/**
 * Padel slot-hours each of `networks` (keys of `networkLevels`) holds in `date`'s budget, card
 * checkouts left out; read in the day's lock.
 */
export async function networkHoursOn(
  db: Database,
  date: string,
  networks: string[],
): Promise<Map<string, number>> {
  const rows = await Promise.all(
    networks.map((network) =>
      db
        .select({ hours: hoursHeld })
        .from(bookings)
        .where(
          and(
            eq(bookings.selectedDate, date),
            inDayBudget(),
            notCardCheckout(),
            sql`${bookings.clientNetworks} @> ARRAY[${network}]::text[]`,
          ),
        ),
    ),
  );
  return new Map(networks.map((network, i) => [network, Number(rows[i]![0]?.hours ?? 0)]));
}

/** Staff's view of a day's budget: the networks (/24 or /64) holding it, the most first. */
export function heldByNetwork(db: Database, date: string) {
  return db
    .select({
      network: bookings.clientNetwork,
      hours: hoursHeld,
      bookings: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.selectedDate, date), inDayBudget()))
    .groupBy(bookings.clientNetwork)
    .orderBy(desc(hoursHeld), asc(bookings.clientNetwork));
}

/**
 * Whether the venue knows this customer: one booking with this phone and this e-mail together
 * arrived or was paid. Both, so a stranger who knows a regular's phone is no regular.
 */
export async function isKnownCustomer(db: Database, phone: string, email: string) {
  if (phone === '' || email === '') return false;
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        // The indexed national form (db/filters.ts), however either was typed.
        sql`${nationalPhone(bookings.phoneNumber)} = ${nationalPhone(sql`${phone}::text`)}`,
        sql`lower(${bookings.email}) = ${email.toLowerCase()}`,
        or(
          eq(bookings.status, 'arrived'),
          inArray(bookings.paymentStatus, ['50%Paid', '100%Paid']),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
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

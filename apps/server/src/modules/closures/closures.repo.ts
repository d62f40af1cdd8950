import { BOOKING_TRANSITIONS } from '@padel/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, closures, courtSlotHolds, users } from '../../db/schema';
import { bookingLedgerPaid } from '../ledger/refunds.repo';
import { bookingColumns } from '../bookings/bookings.repo';
import type { ClosureRow } from '../settings/settings.repo';

/** Every closure (or the one `id`), latest first, with the name of the admin who made it. */
export function listAllClosures(db: Database, id?: number) {
  return db
    .select({ closure: closures, firstName: users.firstName, lastName: users.lastName })
    .from(closures)
    .leftJoin(users, eq(users.id, closures.createdBy))
    .where(id === undefined ? undefined : eq(closures.id, id))
    .orderBy(desc(closures.fromDate), desc(closures.id));
}

export async function insertClosure(db: Database, closure: typeof closures.$inferInsert) {
  const [row] = await db.insert(closures).values(closure).returning();
  return row!;
}

export async function deleteClosure(db: Database, id: number) {
  const [row] = await db.delete(closures).where(eq(closures.id, id)).returning();
  return row;
}

/** What a closure covers: its courts, dates (inclusive) and hours (null for the whole day). */
export type ClosureExtent = Pick<
  ClosureRow,
  'courts' | 'fromDate' | 'toDate' | 'fromHour' | 'toHour'
>;

/**
 * The bookings a closure cancels: holding a slot it covers, in a status that may be cancelled (an
 * arrived booking has been played and stays). The preview counts these and the save cancels them.
 */
function cancellableUnder(db: Database, closure: ClosureExtent) {
  const held = db
    .selectDistinct({ id: courtSlotHolds.bookingId })
    .from(courtSlotHolds)
    .where(
      and(
        inArray(courtSlotHolds.court, closure.courts),
        gte(courtSlotHolds.date, closure.fromDate),
        lte(courtSlotHolds.date, closure.toDate),
        gte(courtSlotHolds.hour, closure.fromHour ?? 0),
        sql`${courtSlotHolds.hour} < ${closure.toHour ?? 24}`,
      ),
    );
  return and(
    inArray(bookings.id, held),
    inArray(bookings.status, [...BOOKING_TRANSITIONS['closure-cancel'].from]),
  );
}

/**
 * What the preview needs of each booking a closure would cancel: whether it took money (its
 * ledger's money in, net of undone entries), which its cancellation owes back.
 */
export function listCancellableUnder(db: Database, closure: ClosureExtent) {
  return db
    .select({
      id: bookings.id,
      // What the ledger holds as paid, the one rule every booking read uses.
      paid: sql<boolean>`coalesce(${bookingLedgerPaid}, 0) > 0`,
    })
    .from(bookings)
    .where(cancellableUnder(db, closure));
}

/**
 * The next `limit` bookings the closure cancels, locked for the change (ordered by id, so two
 * changes lock them in the same order).
 */
export function lockCancellableUnder(db: Database, closure: ClosureExtent, limit: number) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(cancellableUnder(db, closure))
    .orderBy(asc(bookings.id))
    .limit(limit)
    .for('update');
}

/** The closure, locked so that one batch of its cancellations runs at a time. */
export async function lockClosure(db: Database, id: number) {
  const [row] = await db.select().from(closures).where(eq(closures.id, id)).for('update');
  return row;
}

export async function addCancelledCount(db: Database, id: number, count: number) {
  await db
    .update(closures)
    .set({ cancelledBookings: sql`${closures.cancelledBookings} + ${count}` })
    .where(eq(closures.id, id));
}

/** Whether a booking under the closure is still to be cancelled (see the closures' timed job). */
export async function hasCancellableUnder(db: Database, closure: ClosureExtent) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(cancellableUnder(db, closure))
    .limit(1);
  return rows.length > 0;
}

import { and, asc, count, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { bookingColumns } from '../bookings/bookings.repo';

/** What advances by transfer read and write (docs/payments.md#transfers). */

/** Bookings whose transfer waits for staff: still held, not yet accepted. */
const toCheck = () =>
  and(
    isNotNull(bookings.transferBy),
    eq(bookings.status, 'Pending'),
    eq(bookings.paymentStatus, 'UnPaid'),
  );

export function listTransfersToCheck(db: Database) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .where(toCheck())
    .orderBy(asc(bookings.transferBy));
}

export async function countTransfersToCheck(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(bookings).where(toCheck());
  return row?.count ?? 0;
}

/** The ids of transfer holds whose time is up, oldest first. */
export async function listOverdueTransfers(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(isNotNull(bookings.transferBy), lt(bookings.transferBy, now)))
    .orderBy(asc(bookings.transferBy))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The booking no longer waits for its transfer (accepted, or ended some other way). */
export async function clearTransferBy(db: Database, id: number): Promise<void> {
  await db.update(bookings).set({ transferBy: null }).where(eq(bookings.id, id));
}

/**
 * When the customer last sent the receipt (kept in `transfer_receipts`), and until when the
 * booking now holds for staff to check it.
 */
export async function setReceiptAt(
  db: Database,
  bookingId: number,
  at: Date,
  transferBy: Date,
): Promise<void> {
  await db
    .update(bookings)
    .set({ transferReceiptAt: at, transferBy })
    .where(eq(bookings.id, bookingId));
}

import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings } from '../../../db/schema';
import type { BookingRow } from '../bookings.repo';

/** The booking waiting for this checkout, locked for the change, if any. */
export async function lockBookingByCheckout(
  tx: Database,
  checkoutId: string,
): Promise<BookingRow | undefined> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.checkoutSessionId, checkoutId))
    .for('update');
  return booking;
}

/** The booking of this checkout, if any, as it is now. */
export async function findBookingByCheckout(
  db: Database,
  checkoutId: string,
): Promise<BookingRow | undefined> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.checkoutSessionId, checkoutId));
  return booking;
}

/** The checkouts of card bookings made before `madeBefore` and still waiting for their advance. */
export async function overdueBookingCheckouts(db: Database, madeBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ sessionId: bookings.checkoutSessionId })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'Pending'),
        eq(bookings.paymentStatus, 'UnPaid'),
        isNotNull(bookings.checkoutSessionId),
        lt(bookings.createdAt, madeBefore),
      ),
    );
  return rows.flatMap((row) => (row.sessionId === null ? [] : [row.sessionId]));
}

/** Up to `limit` bookings whose card advance is due back, oldest first. */
export async function bookingRefundsDue(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.refundStatus, 'due'))
    .orderBy(asc(bookings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The booking, if its advance is due back. */
export async function findBookingWithRefundDue(
  db: Database,
  id: number,
): Promise<BookingRow | undefined> {
  const [due] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.refundStatus, 'due')));
  return due;
}

/** Records the advance given back, once: false when it was recorded already. */
export async function markBookingRefunded(
  tx: Database,
  id: number,
  refundReference: string,
  refundedAt: Date,
): Promise<boolean> {
  const done = await tx
    .update(bookings)
    .set({ refundStatus: 'refunded', refundReference, refundedAt })
    .where(and(eq(bookings.id, id), eq(bookings.refundStatus, 'due')))
    .returning({ id: bookings.id });
  return done.length === 1;
}

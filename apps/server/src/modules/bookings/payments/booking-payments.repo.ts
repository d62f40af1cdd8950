import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings } from '../../../db/schema';
import { bookingColumns, type BookingRow } from '../bookings.repo';

/** The booking waiting for this checkout, locked for the change, if any. */
export async function lockBookingByCheckout(
  tx: Database,
  checkoutId: string,
): Promise<BookingRow | undefined> {
  const [booking] = await tx
    .select(bookingColumns)
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
    .select(bookingColumns)
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
        // A payment short of what was asked came: the checkout is over (card-advance-short).
        isNull(bookings.cardPaidAt),
        lt(bookings.createdAt, madeBefore),
      ),
    );
  return rows.flatMap((row) => (row.sessionId === null ? [] : [row.sessionId]));
}

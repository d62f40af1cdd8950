import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, orders, transferReceipts } from '../../db/schema';

/** Whose receipt: a booking's advance or a café order's (docs/payments.md#transfers). */
export type ReceiptOwner = { bookingId: number } | { orderId: number };

const ownedBy = (owner: ReceiptOwner) =>
  'bookingId' in owner
    ? eq(transferReceipts.bookingId, owner.bookingId)
    : eq(transferReceipts.orderId, owner.orderId);

/** Keeps the receipt, replacing one sent before. */
export async function saveReceipt(
  db: Database,
  owner: ReceiptOwner,
  receipt: { contentType: string; data: Buffer },
): Promise<void> {
  await db
    .insert(transferReceipts)
    .values({ ...owner, ...receipt })
    .onConflictDoUpdate({
      target: 'bookingId' in owner ? transferReceipts.bookingId : transferReceipts.orderId,
      set: receipt,
    });
}

export async function findReceipt(db: Database, owner: ReceiptOwner) {
  const [row] = await db
    .select({ contentType: transferReceipts.contentType, data: transferReceipts.data })
    .from(transferReceipts)
    .where(ownedBy(owner));
  return row;
}

/**
 * Deletes the receipts of bookings and orders cancelled unpaid (their transfer lapsed or was
 * rejected) before `before`: nothing was taken, so nothing needs the picture as evidence. A
 * receipt whose transfer was accepted stays with its payment. Answers how many went.
 */
export async function deleteStaleReceipts(db: Database, before: Date): Promise<number> {
  const staleBookings = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'Booking Cancelled'),
        eq(bookings.paymentStatus, 'UnPaid'),
        lt(bookings.updatedAt, before),
      ),
    );
  const staleOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Cancelled'),
        eq(orders.paymentStatus, 'unpaid'),
        lt(orders.cancelledAt, before),
      ),
    );
  const byBooking = await db
    .delete(transferReceipts)
    .where(inArray(transferReceipts.bookingId, staleBookings))
    .returning({ id: transferReceipts.id });
  const byOrder = await db
    .delete(transferReceipts)
    .where(inArray(transferReceipts.orderId, staleOrders))
    .returning({ id: transferReceipts.id });
  return byBooking.length + byOrder.length;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transferReceipts } from '../../db/schema';

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

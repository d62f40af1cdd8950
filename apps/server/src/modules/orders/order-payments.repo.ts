import { TRANSFER_METHODS } from '@padel/contracts';
import { and, asc, eq, isNotNull, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderRow } from './orders.repo';

/** The order waiting for this checkout, locked for the change, if any. */
export async function lockOrderByCheckout(
  tx: Database,
  checkoutId: string,
): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkoutId))
    .for('update');
  return order;
}

/** The order of this checkout, if any, as it is now. */
export async function findOrderByCheckout(
  db: Database,
  checkoutId: string,
): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.checkoutSessionId, checkoutId));
  return order;
}

/** Keeps the checkout a card order is paid through. */
export async function setOrderCheckout(db: Database, id: number, checkoutId: string) {
  await db.update(orders).set({ checkoutSessionId: checkoutId }).where(eq(orders.id, id));
}

/** Removes an order that never was (its checkout could not start). */
export async function deleteOrder(db: Database, id: number) {
  await db.delete(orders).where(eq(orders.id, id));
}

/** The checkouts of card orders placed before `placedBefore` and still awaiting payment. */
export async function overdueOrderCheckouts(db: Database, placedBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ sessionId: orders.checkoutSessionId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Awaiting payment'),
        isNotNull(orders.checkoutSessionId),
        lt(orders.createdAt, placedBefore),
      ),
    );
  return rows.flatMap((row) => (row.sessionId === null ? [] : [row.sessionId]));
}

/** Up to `limit` orders whose payment is due back, oldest first. */
export async function orderRefundsDue(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    // A transfer's money is given back by staff, never asked of the provider.
    .where(
      and(
        eq(orders.refundStatus, 'due'),
        or(isNull(orders.paidMethod), notInArray(orders.paidMethod, [...TRANSFER_METHODS])),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The order, if its payment is due back. */
export async function findOrderWithRefundDue(
  db: Database,
  id: number,
): Promise<OrderRow | undefined> {
  const [due] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.refundStatus, 'due')));
  return due;
}

/** Records the payment given back, once: false when it was recorded already. */
export async function markOrderRefunded(
  tx: Database,
  id: number,
  refundReference: string,
  refundedAt: Date,
): Promise<boolean> {
  const done = await tx
    .update(orders)
    .set({ refundStatus: 'refunded', refundReference, refundedAt })
    .where(and(eq(orders.id, id), eq(orders.refundStatus, 'due')))
    .returning({ id: orders.id });
  return done.length === 1;
}

import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { orderColumns, type OrderRow } from './orders.repo';

/** The order waiting for this checkout, locked for the change, if any. */
export async function lockOrderByCheckout(
  tx: Database,
  checkoutId: string,
): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select(orderColumns)
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
  const [order] = await db
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkoutId));
  return order;
}

/** Keeps the checkout a card order is paid through, and what it asked (PKR). */
export async function setOrderCheckout(
  db: Database,
  id: number,
  checkoutId: string,
  amount: number,
) {
  await db
    .update(orders)
    .set({ checkoutSessionId: checkoutId, checkoutAmount: amount })
    .where(eq(orders.id, id));
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

import { and, asc, count, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { orderColumns, type OrderRow } from '../orders/orders.repo';

/** What café orders paid by transfer read and write (docs/payments.md#transfers). */

/** Orders whose transfer waits for staff: placed, not yet accepted, rejected or lapsed. */
const toCheck = () =>
  and(
    isNotNull(orders.transferBy),
    eq(orders.status, 'Awaiting payment'),
    eq(orders.paymentStatus, 'unpaid'),
  );

export function listOrderTransfersToCheck(db: Database): Promise<OrderRow[]> {
  return db.select(orderColumns).from(orders).where(toCheck()).orderBy(asc(orders.transferBy));
}

export async function countOrderTransfersToCheck(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(orders).where(toCheck());
  return row?.count ?? 0;
}

/** The ids of orders by transfer whose time is up, oldest first. */
export async function listOverdueOrderTransfers(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.transferBy), lt(orders.transferBy, now)))
    .orderBy(asc(orders.transferBy))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The order of the customer's own link, locked for a change when asked. */
export function findOrderByToken(db: Database, token: string, options: { lock: boolean }) {
  const query = db.select(orderColumns).from(orders).where(eq(orders.accessToken, token));
  return (options.lock ? query.for('update') : query).then((rows) => rows[0]);
}

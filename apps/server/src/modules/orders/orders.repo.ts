import { KITCHEN_ORDER_STATUSES, type RefundSummary } from '@padel/contracts';
import { and, desc, eq, getTableColumns, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { orderRefundSummary } from '../ledger/refunds.repo';

/**
 * An order as the services read it: its row, and what it owes or gave back, summed from its
 * refunds (docs/payments.md#refunds).
 */
export const orderColumns = { ...getTableColumns(orders), refund: orderRefundSummary };
export type OrderRow = typeof orders.$inferSelect & { refund: RefundSummary | null };
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export async function insertOrder(
  db: Database,
  order: NewOrder,
  items: NewOrderItem[],
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning(orderColumns);
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}

export interface OrderListFilter {
  status?: OrderRow['status'];
  /** `open`: the counter's open tabs, unpaid and not cancelled (docs/cafe.md#paid-and-collected). */
  tab?: 'open';
  before?: number;
  limit: number;
}

export function listOrderRows(db: Database, filter: OrderListFilter): Promise<OrderRow[]> {
  // Without a status this is the kitchen's list: nothing awaiting a card payment or expired unpaid.
  const conditions: SQL[] = [
    filter.status
      ? eq(orders.status, filter.status)
      : inArray(orders.status, KITCHEN_ORDER_STATUSES),
  ];
  if (filter.tab === 'open') {
    conditions.push(
      eq(orders.source, 'counter'),
      eq(orders.paymentStatus, 'unpaid'),
      ne(orders.status, 'Cancelled'),
    );
  }
  if (filter.before) conditions.push(lt(orders.id, filter.before));
  return db
    .select(orderColumns)
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.id))
    .limit(filter.limit);
}

export function findOrderRow(db: Database, id: number, options: { lock: boolean }) {
  const query = db.select(orderColumns).from(orders).where(eq(orders.id, id));
  return (options.lock ? query.for('update') : query).then((rows) => rows[0]);
}

export async function itemsOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, OrderItemRow[]>();
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id);
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export async function markOrderSent(db: Database, id: number, sentAt: Date): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ status: 'Sent', sentAt, collectedAt: sentAt })
    .where(eq(orders.id, id))
    .returning(orderColumns);
  return row!;
}

export async function updateOrder(
  db: Database,
  id: number,
  values: Partial<NewOrder>,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(eq(orders.id, id))
    .returning(orderColumns);
  return row!;
}

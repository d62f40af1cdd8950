import { KITCHEN_ORDER_STATUSES, type RefundSummary } from '@padel/contracts';
import { and, desc, eq, getTableColumns, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { orderLedgerPaid, orderRefundSummary } from '../ledger/refunds.repo';

/**
 * An order as the services read it: its row, what it owes or gave back, summed from its refunds
 * (docs/payments.md#refunds), and what the ledger holds as paid for it.
 */
export const orderColumns = {
  ...getTableColumns(orders),
  refund: orderRefundSummary,
  ledgerPaid: orderLedgerPaid,
};
export type OrderRow = typeof orders.$inferSelect & {
  refund: RefundSummary | null;
  ledgerPaid: number | null;
};
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

/** What changes with an order other than its status and payment, which only transitions write. */
export type OrderPatch = Omit<Partial<NewOrder>, 'status' | 'paymentStatus'>;

/** A change of the order's row other than its status and payment (a receipt, a hold's end). */
export function updateOrder(db: Database, id: number, values: OrderPatch): Promise<OrderRow> {
  return writeOrderTransition(db, id, values);
}

/** The row's write of a transition, status included: apply-order-transition.service.ts's only. */
export async function writeOrderTransition(
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

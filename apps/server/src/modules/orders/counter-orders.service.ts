import {
  COUNTER_ORDER_MESSAGES,
  MAX_ORDER_TOTAL,
  ORDER_MESSAGES,
  orderTotals,
  type CheckedCounterOrderRequest,
  type CounterOrderQuote,
  type CounterQuoteOrderRequest,
  type DeskOrderMethod,
  type OrderPlaced,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { Till } from '../ledger/till.service';
import { applyOrderTransition, lockOrderForTransition } from './apply-order-transition.service';
import { recordOrderMoney } from './order-ledger.service';
import { orderOwedOf, toOrder } from './order.view';
import { findOrderRow, insertOrder, itemsOfOrders } from './orders.repo';
import { fail, priceLines } from './orders.service';

/**
 * The café counter (docs/cafe.md#counter-orders, docs/till.md#counter-orders): staff take an order
 * for a table or a name at the stored prices, paid now at the desk or kept as an open tab, and
 * record any order's payment and hand-over later. Money moves only through the till, in the
 * transaction of the change.
 */

export interface CounterContext {
  db: Database;
  till: Till;
}

/** The lines at the stored prices and their total; a total above the most is refused. */
async function priced(db: Database, items: CounterQuoteOrderRequest['items']) {
  const lines = await priceLines(db, items, 'productId');
  const { total } = orderTotals(
    lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
    'pickup',
    0,
  );
  if (total > MAX_ORDER_TOTAL) fail(COUNTER_ORDER_MESSAGES.totalTooLarge, 'items');
  return { lines, total };
}

/** What these lines cost now: the price the New order screen shows before it is taken. */
export async function quoteCounterOrder(
  db: Database,
  request: CounterQuoteOrderRequest,
): Promise<CounterOrderQuote> {
  const { lines, total } = await priced(db, request.items);
  return {
    items: lines.map((line) => ({
      productId: line.productId!,
      name: line.productName,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.unitPrice * line.quantity,
    })),
    total,
  };
}

/**
 * Takes a counter order: priced by the server (a `total` that differs is refused), in the
 * kitchen's list at once, and when paid now its money in the ledger in the same transaction.
 */
export async function takeCounterOrder(
  { db, till }: CounterContext,
  adminId: number,
  request: CheckedCounterOrderRequest,
  now: Date,
): Promise<OrderPlaced> {
  const { lines, total } = await priced(db, request.items);
  if (request.total !== undefined && request.total !== null && request.total !== total) {
    fail(COUNTER_ORDER_MESSAGES.totalMismatch, 'total');
  }
  const paidNow = request.payment === 'tab' ? null : request.payment;
  const order = await db.transaction(async (tx) => {
    const row = await insertOrder(
      tx,
      {
        source: 'counter',
        customerName: request.name ?? '',
        customerNumber: null,
        tableNumber: request.tableNumber,
        notes: request.notes,
        // Handed over at the counter or a table: never a delivery, so no delivery fee.
        deliveryType: 'pickup',
        paymentMethod: request.payment === 'card-desk' ? 'card' : 'cash',
        status: 'Pending',
        subtotal: total,
        deliveryFee: 0,
        totalPrice: total,
        ...(paidNow
          ? { paymentStatus: 'paid', paidMethod: paidNow, paidAt: now, paidAmount: total }
          : {}),
      },
      lines,
    );
    // Made already paid, so no transition: its money goes in through the order ledger all the same.
    if (paidNow) {
      await recordOrderMoney(
        tx,
        till,
        row.id,
        { method: paidNow, amount: total },
        { type: 'admin', id: adminId },
      );
    }
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'take-counter-order',
      entity: 'order',
      entityId: row.id,
      after: {
        total,
        lines: lines.length,
        payment: request.payment,
        ...(request.tableNumber === null ? {} : { tableNumber: request.tableNumber }),
        ...(request.name === null ? {} : { name: request.name }),
      },
    });
    const items = await itemsOfOrders(tx, [row.id]);
    return toOrder(row, items.get(row.id) ?? []);
  });
  return { message: COUNTER_ORDER_MESSAGES.taken, order };
}

/**
 * Staff take an order's money at the desk, once (docs/cafe.md#paid-and-collected): an open tab, or
 * a cash order paid on pickup or delivery. The row lock makes a second payment a 409.
 */
export async function recordOrderPayment(
  { db, till }: CounterContext,
  adminId: number,
  id: number,
  method: DeskOrderMethod,
  now: Date,
): Promise<OrderPlaced> {
  const order = await db.transaction(async (tx) => {
    const current = await lockOrderForTransition(tx, id, 'desk-payment');
    // What it still owes: the total, or the rest after a transfer that brought less
    // (docs/payments.md#transfers).
    const amount = orderOwedOf(current);
    const paid = await applyOrderTransition(
      tx,
      current,
      'desk-payment',
      { type: 'admin', id: adminId },
      {
        paidMethod: method,
        paidAt: now,
        paidAmount: amount,
        // A counter order's spec field says how it was paid; an online order keeps the customer's.
        ...(current.source === 'counter'
          ? { paymentMethod: method === 'card-desk' ? ('card' as const) : ('cash' as const) }
          : {}),
      },
      { till, money: { method, amount }, audit: { method, amount } },
    );
    const items = await itemsOfOrders(tx, [id]);
    return toOrder(paid, items.get(id) ?? []);
  });
  return { message: COUNTER_ORDER_MESSAGES.paid, order };
}

/**
 * A pickup or counter order is handed over (docs/cafe.md#paid-and-collected): out of the kitchen's
 * pending orders (`Sent`, as Mark as Sent leaves a delivery) and collected now. Paid or not: an
 * open tab stays open until it is paid.
 */
export async function markCollected(
  db: Database,
  adminId: number,
  id: number,
  now: Date,
): Promise<OrderPlaced> {
  const order = await db.transaction(async (tx) => {
    const current = await findOrderRow(tx, id, { lock: true });
    if (!current) throw new NotFoundError(ORDER_MESSAGES.notFound);
    // A delivery is sent, never collected: said before whatever its status would say.
    if (current.deliveryType === 'deliver') {
      throw new ConflictError(COUNTER_ORDER_MESSAGES.collectDelivery);
    }
    const collected = await applyOrderTransition(
      tx,
      current,
      'collect',
      { type: 'admin', id: adminId },
      { sentAt: now, collectedAt: now },
      { audit: { collectedAt: now.toISOString() } },
    );
    const items = await itemsOfOrders(tx, [id]);
    return toOrder(collected, items.get(id) ?? []);
  });
  return { message: COUNTER_ORDER_MESSAGES.collected, order };
}

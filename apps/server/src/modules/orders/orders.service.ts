import {
  MAX_ORDER_TOTAL,
  ORDER_MESSAGES,
  orderTotals,
  type CheckedOrderInput,
  type Order,
  type OrderCancelRequest,
  type OrderPlaced,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { currentTime } from '../../lib/clock';
import { BadRequestError } from '../../lib/errors';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import { recordAudit } from '../audit/audit.repo';
import { refundAsked } from '../ledger/owe-back.service';
import type { Till } from '../ledger/till.service';
import { findProductsForOrder } from '../menu/menu.repo';
import { productThumbnailUrl } from '../menu/menu.service';
import type { Notifier } from '../notifications/notifier.service';
import type { VenueSettingsStore } from '../settings/venue-settings.service';
import type { CheckoutSettings } from '../payments/checkout.service';
import { refundSoon } from '../payments/refunds.service';
import { applyOrderTransition, lockOrderForTransition } from './apply-order-transition.service';
import { startOrderCheckout } from './order-checkout.service';
import { toOrder } from './order.view';
import { newTransferOrder, type OrderTransferSettings } from './new-transfer-order.service';
import { deleteOrder } from './order-payments.repo';
import { orderRefunds } from './order-refunds.service';
import {
  insertOrder,
  itemsOfOrders,
  listOrderRows,
  type NewOrderItem,
  type OrderListFilter,
} from './orders.repo';

export interface OrderSettings extends OrderTransferSettings {
  /** The delivery fee is a venue setting (see docs/venue-settings.md#settings). */
  venueSettings: Pick<VenueSettingsStore, 'current'>;
  /** Card payment, when a payment provider is configured (see docs/payments.md#card-payments). */
  checkout: CheckoutSettings | undefined;
}

export const fail = (message: string, path: string): never => {
  throw new BadRequestError(message, 'VALIDATION_FAILED', [{ path: `body.${path}`, message }]);
};

/**
 * The order's lines at the stored prices (see docs/cafe.md#order-totals): the client's names and
 * prices are only what the customer saw, and a total that differs from ours is refused rather than
 * charged.
 */
export async function priceLines(
  db: Database,
  items: readonly { productId: number; quantity: number; name?: string | undefined }[],
  idField: string,
): Promise<NewOrderItem[]> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const products = new Map((await findProductsForOrder(db, ids)).map((p) => [p.id, p]));
  return items.map((item, index) => {
    const product = products.get(item.productId);
    if (!product || product.hidden) {
      const name = item.name?.trim() || product?.name || 'A product in your cart';
      return fail(`${name} is no longer available.`, `items.${index}.${idField}`);
    }
    return {
      productId: product.id,
      productName: product.name,
      productCategory: product.category,
      productImage: product.imageId === null ? null : productThumbnailUrl(product.imageId),
      unitPrice: product.price,
      quantity: item.quantity,
    };
  });
}

/**
 * Places an order at the stored prices; only a placed order counts against the limits (see
 * docs/security.md#abuse-limits).
 */
export async function placeOrder(
  db: Database,
  notifier: Notifier,
  settings: OrderSettings,
  input: CheckedOrderInput,
  ip: string,
): Promise<OrderPlaced> {
  if (input.paymentMethod === 'card' && !settings.checkout) {
    fail(ORDER_MESSAGES.cardUnavailable, 'paymentMethod');
  }
  const lines = await priceLines(
    db,
    input.items.map((item) => ({
      productId: item.Product_ID,
      quantity: item.Product_Quantity,
      name: item.Product_Name,
    })),
    'Product_ID',
  );
  const { deliveryType, paymentMethod } = input;
  const { deliveryFee } = await settings.venueSettings.current();
  const totals = orderTotals(
    lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
    deliveryType,
    deliveryFee,
  );
  if (totals.total > MAX_ORDER_TOTAL) fail(ORDER_MESSAGES.totalTooLarge, 'items');
  if (input.total_Price !== undefined && input.total_Price !== null) {
    if (input.total_Price !== totals.total) fail(ORDER_MESSAGES.totalMismatch, 'total_Price');
  }
  // By transfer: held out of the kitchen until staff accept it (docs/payments.md#transfers).
  const transfer =
    paymentMethod === 'transfer'
      ? await newTransferOrder(settings, input.transferMethod, currentTime())
      : undefined;
  const email = input.customer_Email?.trim();
  const order = await db.transaction(async (tx) => {
    await consumeRateLimits(tx, abuseRules.order(input.customer_Number, ip), LIMIT_MESSAGES.order);
    const row = await insertOrder(
      tx,
      {
        customerName: input.customer_Name!.trim(),
        customerNumber: input.customer_Number,
        customerEmail: email ? email.toLowerCase() : null,
        customerAddress: deliveryType === 'deliver' ? input.customer_Address!.trim() : null,
        deliveryType,
        paymentMethod,
        // A card order reaches the kitchen only once its payment is verified (order-payable.service.ts).
        status: paymentMethod === 'card' ? 'Awaiting payment' : 'Pending',
        subtotal: totals.subtotal,
        deliveryFee: totals.deliveryFee,
        totalPrice: totals.total,
        ...transfer,
      },
      lines,
    );
    await recordAudit(tx, {
      actor: { type: 'customer' },
      action: 'place-order',
      entity: 'order',
      entityId: row.id,
      after: { total: row.totalPrice, deliveryType, lines: lines.length },
    });
    const items = await itemsOfOrders(tx, [row.id]);
    const placed = toOrder(row, items.get(row.id) ?? []);
    // A card order's messages wait for its payment (see docs/payments.md#webhook).
    if (paymentMethod === 'cash') await notifier.orderReceived(tx, placed);
    if (transfer) await notifier.orderAwaitingTransfer(tx, placed, transfer);
    return placed;
  });
  if (paymentMethod === 'card' && settings.checkout) {
    try {
      const checkoutUrl = await startOrderCheckout(db, settings.checkout, {
        id: order.id,
        total: order.total_Price,
        email: order.customer_Email,
      });
      return { message: ORDER_MESSAGES.placed, order, checkoutUrl };
    } catch (error) {
      // No payment page, no order: the customer is told to try again and nothing waits unpaid.
      await deleteOrder(db, order.id);
      throw error;
    }
  }
  if (transfer) return { message: ORDER_MESSAGES.placed, order, accessToken: transfer.accessToken };
  return { message: ORDER_MESSAGES.placed, order };
}

export async function listOrders(db: Database, filter: OrderListFilter): Promise<Order[]> {
  const rows = await listOrderRows(db, filter);
  const items = await itemsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, items.get(row.id) ?? []));
}

/**
 * Pending -> Sent, once: the row lock makes two admins' clicks give one success and one 409. Sent
 * is handed over: a delivery counts as delivered (docs/cafe.md#paid-and-collected).
 */
export async function markSent(db: Database, adminId: number, id: number, now: Date) {
  const row = await db.transaction(async (tx) => {
    const current = await lockOrderForTransition(tx, id, 'send');
    const actor = { type: 'admin', id: adminId } as const;
    return applyOrderTransition(tx, current, 'send', actor, { sentAt: now, collectedAt: now });
  });
  const items = await itemsOfOrders(db, [id]);
  return { message: 'Order marked as sent.', order: toOrder(row, items.get(id) ?? []) };
}

export interface CancelOrderContext {
  db: Database;
  notifier: Notifier;
  /** Writes the money handed back for an order paid at the desk (docs/till.md#ledger). */
  till: Till;
  /** The payment provider, for a card-paid order's refund; without one it stays due. */
  checkout: CheckoutSettings | undefined;
}

/**
 * Staff cancel a pending order with a reason (see docs/cafe.md#cancelling-an-order): audited,
 * the customer told, and a card payment marked for refund in the same transaction; the refund
 * is asked of the provider once that has committed (payments/refunds.service.ts). A sent, cancelled,
 * expired or still unpaid card order answers 409 with why.
 */
export async function cancelOrder(
  ctx: CancelOrderContext,
  user: { id: number; role: string },
  id: number,
  request: OrderCancelRequest,
  now: Date,
) {
  const adminId = user.id;
  const { cancelReason } = request;
  const order = await ctx.db.transaction(async (tx) => {
    const current = await lockOrderForTransition(tx, id, 'cancel');
    const cancelled = await applyOrderTransition(
      tx,
      current,
      'cancel',
      { type: 'admin', id: adminId },
      { cancelReason, cancelledAt: now },
      {
        notifier: ctx.notifier,
        // What it took is owed back by the way it came, as a booking's is (docs/payments.md#refunds).
        oweBack: refundAsked(true, request, user.role),
        audit: { cancelReason },
      },
    );
    const items = await itemsOfOrders(tx, [id]);
    return toOrder(cancelled, items.get(id) ?? []);
  });
  if (order.refund?.status === 'due') refundSoon(ctx, orderRefunds, [order.id]);
  return { message: ORDER_MESSAGES.cancelled, order };
}

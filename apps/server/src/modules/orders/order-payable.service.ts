import { PAYMENT_MESSAGES, type CheckoutStatus } from '@padel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { currentTime } from '../../lib/clock';
import { recordAudit } from '../audit/audit.repo';
import { oweBack } from '../ledger/owe-back.service';
import type { Till } from '../ledger/till.service';
import type { Notifier } from '../notifications/notifier.service';
import type { Payable } from '../payments/payables.types';
import type { CheckoutState } from '../payments/payment-provider.adapter';
import {
  findOrderByCheckout,
  lockOrderByCheckout,
  overdueOrderCheckouts,
} from './order-payments.repo';
import { orderRefunds } from './order-refunds.service';
import { updateOrder, type OrderRow } from './orders.repo';
import { orderById } from './orders.service';

/**
 * What becomes of a card order its payment reached: `kitchen` (paid, still awaiting: it goes to
 * the kitchen), `short` (paid less than its checkout asked: cancelled, docs/payments.md#amount-asked)
 * or `gone` (it no longer stands: its checkout was ended first).
 */
function outcomeOf(order: OrderRow, paid: number): 'kitchen' | 'short' | 'gone' {
  if (order.status !== 'Awaiting payment') return 'gone';
  return paid < (order.checkoutAmount ?? order.totalPrice) ? 'short' : 'kitchen';
}

/**
 * A card order is paid: it becomes `paid` and, still awaiting, goes to the kitchen with its
 * messages. The provider's amount counts only for what the checkout asked
 * (docs/payments.md#amount-asked): less cancels the order and owes its money back, more owes the
 * excess back. Paid for an order that no longer stands (its checkout was ended first): the money is
 * recorded and goes back.
 */
async function recordPayment(
  tx: Database,
  { notifier, till }: { notifier: Notifier; till: Till },
  order: OrderRow,
  checkout: CheckoutState,
  log: FastifyBaseLogger,
) {
  if (order.paymentStatus === 'paid') return;
  const paid = checkout.amountPaid;
  const asked = order.checkoutAmount ?? order.totalPrice;
  // The money came in, whatever becomes of the order: one ledger row (docs/till.md#ledger).
  await till.record(tx, {
    orderId: order.id,
    kind: 'order',
    method: 'card-online',
    amount: paid,
    reference: checkout.paymentReference,
    actor: { type: 'system' },
  });
  const outcome = outcomeOf(order, paid);
  const now = currentTime();
  const status =
    outcome === 'kitchen'
      ? ('Pending' as const)
      : outcome === 'short'
        ? ('Cancelled' as const)
        : order.status;
  await updateOrder(tx, order.id, {
    paymentStatus: 'paid',
    paidMethod: 'card-online',
    paidAt: now,
    paidAmount: paid,
    paymentReference: checkout.paymentReference,
    status,
    ...(outcome === 'short'
      ? { cancelReason: PAYMENT_MESSAGES.paidLessThanAsked, cancelledAt: now }
      : {}),
  });
  const owner = { orderId: order.id, checkoutId: order.checkoutSessionId };
  // Money for an order that no longer stands is owed back, to the card (docs/payments.md#refunds);
  // so is what came above what was asked.
  if (outcome !== 'kitchen') await oweBack(tx, owner, { policy: true }, now);
  else if (paid > asked) {
    await oweBack(
      tx,
      owner,
      {
        policy: false,
        parts: [{ method: 'card-online', amount: paid - asked }],
        reason: PAYMENT_MESSAGES.paidMoreThanAsked,
        mayOverride: true,
      },
      now,
    );
  }
  await recordAudit(tx, {
    actor: { type: 'system' },
    action: 'card-payment',
    entity: 'order',
    entityId: order.id,
    before: { status: order.status, paymentStatus: order.paymentStatus },
    after: { status, paymentStatus: 'paid', amount: paid, asked },
  });
  if (outcome === 'kitchen') await notifier.orderReceived(tx, await orderById(tx, order.id));
  else if (outcome === 'short') {
    await notifier.orderCancelled(tx, await orderById(tx, order.id));
    log.warn(
      { orderId: order.id, paid, asked },
      'a card payment paid less than its order; refunding it',
    );
  } else
    log.warn(
      { orderId: order.id },
      'a card payment arrived for an order that no longer stands; refunding it',
    );
  if (outcome === 'kitchen' && paid > asked) {
    log.warn({ orderId: order.id, paid, asked }, 'a card payment paid more than its order');
  }
}

/**
 * A card order still awaiting its checkout when it ended unpaid becomes `Expired`: it never
 * reaches the kitchen, and its customer, who was told nothing yet, is told nothing.
 */
async function expire(tx: Database, order: OrderRow) {
  if (order.status !== 'Awaiting payment' || order.paymentStatus !== 'unpaid') return;
  await updateOrder(tx, order.id, { status: 'Expired' });
  await recordAudit(tx, {
    actor: { type: 'system' },
    action: 'order-expired',
    entity: 'order',
    entityId: order.id,
    before: { status: order.status },
    after: { status: 'Expired', reason: PAYMENT_MESSAGES.notCompleted },
  });
}

/** What the result page may say of an order's checkout; its number is no key to anything. */
function orderCheckoutStatus(order: OrderRow): CheckoutStatus {
  return {
    kind: 'order',
    status:
      order.paymentStatus === 'paid'
        ? 'paid'
        : order.status === 'Awaiting payment'
          ? 'pending'
          : 'expired',
    orderId: order.id,
  };
}

/**
 * Café orders as something paid for by card (docs/payments.md#card-payments). Registered with the
 * payments module by the order routes.
 */
export function orderPayable(notifier: Notifier, till: Till): Payable {
  return {
    ...orderRefunds,
    async paid(tx, checkout, log) {
      const order = await lockOrderByCheckout(tx, checkout.id);
      if (!order) return false;
      await recordPayment(tx, { notifier, till }, order, checkout, log);
      return true;
    },
    async expired(tx, checkout) {
      const order = await lockOrderByCheckout(tx, checkout.id);
      if (!order) return false;
      await expire(tx, order);
      return true;
    },
    overdueCheckouts: overdueOrderCheckouts,
    async checkoutStatus(db, checkoutId) {
      const order = await findOrderByCheckout(db, checkoutId);
      return order && orderCheckoutStatus(order);
    },
  };
}

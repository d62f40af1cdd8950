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
 * A card order is paid: it becomes `paid` and, still awaiting, goes to the kitchen with its
 * messages. Paid for an order that no longer stands (its checkout was ended first): the money is
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
  // The money came in, whatever becomes of the order: one ledger row (docs/till.md#ledger).
  await till.record(tx, {
    orderId: order.id,
    kind: 'order',
    method: 'card-online',
    amount: checkout.amountPaid,
    reference: checkout.paymentReference,
    actor: { type: 'system' },
  });
  const stillOpen = order.status === 'Awaiting payment';
  await updateOrder(tx, order.id, {
    paymentStatus: 'paid',
    paidMethod: 'card-online',
    paidAt: currentTime(),
    paidAmount: checkout.amountPaid,
    paymentReference: checkout.paymentReference,
    ...(stillOpen ? { status: 'Pending' as const } : {}),
  });
  // Money for an order that no longer stands is owed back, to the card (docs/payments.md#refunds).
  if (!stillOpen) {
    await oweBack(
      tx,
      { orderId: order.id, checkoutId: order.checkoutSessionId },
      { policy: true },
      currentTime(),
    );
  }
  await recordAudit(tx, {
    actor: { type: 'system' },
    action: 'card-payment',
    entity: 'order',
    entityId: order.id,
    before: { status: order.status, paymentStatus: order.paymentStatus },
    after: {
      status: stillOpen ? 'Pending' : order.status,
      paymentStatus: 'paid',
      amount: checkout.amountPaid,
    },
  });
  if (stillOpen) await notifier.orderReceived(tx, await orderById(tx, order.id));
  else
    log.warn(
      { orderId: order.id },
      'a card payment arrived for an order that no longer stands; refunding it',
    );
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

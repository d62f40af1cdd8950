import { orderTransitionRefusal, PAYMENT_MESSAGES, type CheckoutStatus } from '@padel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { currentTime } from '../../lib/clock';
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
import { applyOrderTransition } from './apply-order-transition.service';
import type { OrderRow } from './orders.repo';

/**
 * Which transition a card payment makes (docs/payments.md#amount-asked): to the kitchen when the
 * order still awaits it and it paid what was asked or more; cancelled when it paid less; and money
 * for an order that no longer stands (its checkout ended first) is only recorded.
 */
function transitionFor(order: OrderRow, paid: number) {
  if (order.status !== 'Awaiting payment') return 'card-paid-late' as const;
  return paid < (order.checkoutAmount ?? order.totalPrice)
    ? ('card-paid-short' as const)
    : ('card-paid' as const);
}

/**
 * A card order is paid: it becomes `paid` and, still awaiting, goes to the kitchen with its
 * messages. The provider's amount counts only for what the checkout asked
 * (docs/payments.md#amount-asked): less cancels the order and owes its money back, more owes the
 * excess back. Paid for an order that no longer stands: the money is recorded and goes back.
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
  const name = transitionFor(order, paid);
  const now = currentTime();
  await applyOrderTransition(
    tx,
    order,
    name,
    { type: 'system' },
    {
      paidMethod: 'card-online',
      paidAt: now,
      paidAmount: paid,
      paymentReference: checkout.paymentReference,
      ...(name === 'card-paid-short'
        ? { cancelReason: PAYMENT_MESSAGES.paidLessThanAsked, cancelledAt: now }
        : {}),
    },
    {
      till,
      // The money came in, whatever becomes of the order: one ledger row (docs/till.md#ledger).
      money: { method: 'card-online', amount: paid, reference: checkout.paymentReference },
      // Nobody is told of money for an order that no longer stands; it only goes back.
      notifier,
      // Money for an order that no longer stands, or paid short, is owed back to the card
      // (docs/payments.md#refunds); so is what came above what was asked.
      oweBack:
        name !== 'card-paid'
          ? { policy: true }
          : paid > asked
            ? {
                policy: false,
                parts: [{ method: 'card-online', amount: paid - asked }],
                reason: PAYMENT_MESSAGES.paidMoreThanAsked,
                mayOverride: true,
              }
            : undefined,
      audit: { amount: paid, asked },
    },
  );
  if (name !== 'card-paid' || paid > asked) {
    log.warn({ orderId: order.id, paid, asked, name }, 'a card payment not as asked; owed back');
  }
}

/**
 * A card order still awaiting its checkout when it ended unpaid becomes `Expired`: it never
 * reaches the kitchen, and its customer, who was told nothing yet, is told nothing.
 */
async function expire(tx: Database, order: OrderRow) {
  if (orderTransitionRefusal('checkout-expired', order)) return;
  await applyOrderTransition(
    tx,
    order,
    'checkout-expired',
    { type: 'system' },
    {},
    {
      audit: { reason: PAYMENT_MESSAGES.notCompleted },
    },
  );
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

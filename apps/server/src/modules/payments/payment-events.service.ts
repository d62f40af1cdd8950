import { PAYMENT_MESSAGES } from '@padel/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { bookings, orders, paymentEvents } from '../../db/schema';
import { recordAudit } from '../audit/audit.repo';
import { updateBooking, type BookingRow } from '../bookings/bookings.repo';
import { cancelBooking } from '../bookings/cancel-booking';
import type { Notifier } from '../notifications/notifier';
import { orderById } from '../orders/orders.service';
import type { CheckoutState } from './payment-provider';
import { currentTime } from '../../lib/clock';

export interface PaymentContext {
  db: Database;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

/**
 * Records an event by the provider's id, in the transaction that applies it: answers false when
 * it was applied before, so a redelivered event changes nothing (see docs/payments.md#webhook).
 */
async function firstTime(tx: Database, event: { id: string; type: string }): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

/** The booking waiting for this checkout, locked for the change, if any. */
async function lockBookingByCheckout(tx: Database, checkoutId: string) {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.checkoutSessionId, checkoutId))
    .for('update');
  return booking;
}

/**
 * A checkout is paid: a card booking's advance is recorded (50%Paid, PayViaCard, the amount,
 * when, the provider's reference) and its customer and staff get the "booking received" they
 * waited for; a card order becomes `paid` and its messages go out. A booking cancelled meanwhile
 * (its hold ended first) keeps its cancellation; the money it received is recorded and refunded.
 */
async function applyPaid(tx: Database, ctx: PaymentContext, checkout: CheckoutState) {
  const booking = await lockBookingByCheckout(tx, checkout.id);
  if (booking) {
    if (booking.cardPaidAt !== null) return;
    const payment = {
      cardPaymentAmount: checkout.amountPaid,
      cardPaidAt: currentTime(),
      cardPaymentReference: checkout.paymentReference,
      checkoutUrl: null,
    };
    const stillHeld = booking.status !== 'Booking Cancelled';
    const after = await updateBooking(tx, booking.id, {
      ...payment,
      ...(stillHeld
        ? { paymentStatus: '50%Paid', paymentType: 'PayViaCard' }
        : // Money for a booking that no longer stands goes back (see docs/payments.md#refunds).
          { refundStatus: 'due', refundAmount: checkout.amountPaid }),
    });
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'card-payment',
      entity: 'booking',
      entityId: booking.id,
      before: { PaymentStatus: booking.paymentStatus },
      after: { PaymentStatus: after.paymentStatus, amount: checkout.amountPaid },
    });
    if (stillHeld) await ctx.notifier.booking(tx, 'booking-received', after);
    else
      ctx.log.warn(
        { bookingId: booking.id },
        'a card advance arrived for a cancelled booking; refunding it',
      );
    return;
  }
  const order = await lockOrderByCheckout(tx, checkout.id);
  if (!order || order.paymentStatus === 'paid') return;
  // Paid while still awaiting: the order goes to the kitchen. Paid for an order that no longer
  // stands (its checkout was ended first): the money is recorded and goes back.
  const stillOpen = order.status === 'Awaiting payment';
  await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt: currentTime(),
      paidAmount: checkout.amountPaid,
      paymentReference: checkout.paymentReference,
      ...(stillOpen
        ? { status: 'Pending' as const }
        : { refundStatus: 'due' as const, refundAmount: checkout.amountPaid }),
    })
    .where(eq(orders.id, order.id));
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
  if (stillOpen) await ctx.notifier.orderReceived(tx, await orderById(tx, order.id));
  else
    ctx.log.warn(
      { orderId: order.id },
      'a card payment arrived for an order that no longer stands; refunding it',
    );
}

/** The order waiting for this checkout, locked for the change, if any. */
async function lockOrderByCheckout(tx: Database, checkoutId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkoutId))
    .for('update');
  return order;
}

/**
 * A checkout ended unpaid: the booking waiting for it is cancelled with "Payment not completed"
 * and its slots are free at once (a freed café table goes to the queue); its customer is told.
 * A card order still awaiting it becomes `Expired`: it never reaches the kitchen, and its
 * customer, who was told nothing yet, is told nothing.
 */
async function applyExpired(tx: Database, ctx: PaymentContext, checkout: CheckoutState) {
  const booking = await lockBookingByCheckout(tx, checkout.id);
  if (booking) {
    if (booking.status !== 'Pending' || booking.paymentStatus !== 'UnPaid') return;
    await cancelUnpaid(tx, booking, ctx.notifier);
    return;
  }
  const order = await lockOrderByCheckout(tx, checkout.id);
  if (!order || order.status !== 'Awaiting payment' || order.paymentStatus !== 'unpaid') return;
  await tx.update(orders).set({ status: 'Expired' }).where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actor: { type: 'system' },
    action: 'order-expired',
    entity: 'order',
    entityId: order.id,
    before: { status: order.status },
    after: { status: 'Expired', reason: PAYMENT_MESSAGES.notCompleted },
  });
}

/**
 * Cancels a booking whose card advance never came, with "Payment not completed": its slots are
 * free at once (a café table goes to the queue) and, when `notifier` is given, its customer is
 * told. Also used when no checkout could be opened (card-checkout.service.ts).
 */
export async function cancelUnpaid(tx: Database, booking: BookingRow, notifier?: Notifier) {
  await cancelBooking(tx, booking, {
    reason: PAYMENT_MESSAGES.notCompleted,
    actor: { type: 'system' },
    notifier,
  });
}

/**
 * Applies what the provider says of a checkout, once: by event (`eventId`, from the webhook) or
 * by the worker's own look when the hold ends (no event id; the row locks make it idempotent).
 */
export async function applyCheckoutState(
  ctx: PaymentContext,
  checkout: CheckoutState,
  eventId?: { id: string; type: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (eventId && !(await firstTime(tx, eventId))) return;
    if (checkout.paid) await applyPaid(tx, ctx, checkout);
    else if (checkout.status === 'expired') await applyExpired(tx, ctx, checkout);
  });
}

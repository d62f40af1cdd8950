import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { bookings, orders } from '../../db/schema';
import { recordAudit } from '../audit/audit.repo';
import type { TimedJob } from '../notifications/worker';
import type { PaymentProvider } from './payment-provider';
import { currentTime } from '../../lib/clock';

export interface RefundContext {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** How many due refunds one round of the worker takes on. */
const REFUNDS_PER_ROUND = 20;

/**
 * Gives back a cancelled booking's card advance (see docs/payments.md#refunds). The refund was
 * marked due with the cancellation, in its transaction; this asks the provider, with one
 * idempotency key per booking so a retry or a second process makes the same single refund, and
 * records it. A provider that is away leaves it due for the worker's next round.
 */
export async function settleRefund(ctx: RefundContext, bookingId: number): Promise<void> {
  const [due] = await ctx.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.refundStatus, 'due')));
  if (!due) return;
  if (!due.cardPaymentReference || !due.refundAmount) {
    ctx.log.error({ bookingId }, 'a refund is due but the payment has no provider reference');
    return;
  }
  const refund = await ctx.provider.refund({
    paymentReference: due.cardPaymentReference,
    amount: due.refundAmount,
    idempotencyKey: `booking-${bookingId}-refund`,
  });
  await ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(bookings)
      .set({ refundStatus: 'refunded', refundReference: refund.id, refundedAt: currentTime() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.refundStatus, 'due')))
      .returning({ id: bookings.id });
    if (done.length === 0) return;
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'refund',
      entity: 'booking',
      entityId: bookingId,
      before: { refund: 'due' },
      after: { refund: 'refunded', amount: due.refundAmount, reference: refund.id },
    });
  });
}

/** Settles refunds now, after the change that made them due has committed; failures wait. */
export async function settleRefundsNow(ctx: RefundContext, bookingIds: number[]): Promise<void> {
  for (const id of bookingIds) {
    await settleRefund(ctx, id).catch((error: unknown) =>
      ctx.log.warn({ err: error, bookingId: id }, 'a refund could not be made yet; it is retried'),
    );
  }
}

/**
 * Starts the refunds a committed change made due, without holding its answer back: the provider
 * may be slow, and the worker's round picks up whatever does not go through now. Without a
 * provider configured they stay due (and the admin detail says so).
 */
export function refundSoon(
  ctx: {
    db: Database;
    checkout: { provider: PaymentProvider; log: FastifyBaseLogger } | undefined;
  },
  bookingIds: number[],
): void {
  if (!ctx.checkout || bookingIds.length === 0) return;
  void settleRefundsNow({ db: ctx.db, ...ctx.checkout }, bookingIds);
}

/**
 * Gives back a cancelled café order's card payment, as settleRefund does a booking's advance:
 * marked due with the cancellation, asked of the provider with one idempotency key per order,
 * then recorded. An order paid before its payment's reference was kept has it read from its
 * checkout.
 */
export async function settleOrderRefund(ctx: RefundContext, orderId: number): Promise<void> {
  const [due] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.refundStatus, 'due')));
  if (!due) return;
  const reference =
    due.paymentReference ??
    (due.checkoutSessionId
      ? (await ctx.provider.getCheckout(due.checkoutSessionId)).paymentReference
      : null);
  if (!reference || !due.refundAmount) {
    ctx.log.error({ orderId }, 'a refund is due but the payment has no provider reference');
    return;
  }
  const refund = await ctx.provider.refund({
    paymentReference: reference,
    amount: due.refundAmount,
    idempotencyKey: `order-${orderId}-refund`,
  });
  await ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(orders)
      .set({ refundStatus: 'refunded', refundReference: refund.id, refundedAt: currentTime() })
      .where(and(eq(orders.id, orderId), eq(orders.refundStatus, 'due')))
      .returning({ id: orders.id });
    if (done.length === 0) return;
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'refund',
      entity: 'order',
      entityId: orderId,
      before: { refund: 'due' },
      after: { refund: 'refunded', amount: due.refundAmount, reference: refund.id },
    });
  });
}

/** Settles order refunds now, after the change that made them due has committed. */
export async function settleOrderRefundsNow(ctx: RefundContext, orderIds: number[]) {
  for (const id of orderIds) {
    await settleOrderRefund(ctx, id).catch((error: unknown) =>
      ctx.log.warn({ err: error, orderId: id }, 'a refund could not be made yet; it is retried'),
    );
  }
}

/** refundSoon for café orders (a cancelled card-paid order, see docs/cafe.md#cancelling-an-order). */
export function refundOrdersSoon(
  ctx: {
    db: Database;
    checkout: { provider: PaymentProvider; log: FastifyBaseLogger } | undefined;
  },
  orderIds: number[],
): void {
  if (!ctx.checkout || orderIds.length === 0) return;
  void settleOrderRefundsNow({ db: ctx.db, ...ctx.checkout }, orderIds);
}

/** The worker's round: every refund still due, a booking's or an order's, is asked for again. */
export function refundJob(ctx: RefundContext): TimedJob {
  return {
    name: 'refunds',
    async run() {
      const due = await ctx.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.refundStatus, 'due'))
        .orderBy(asc(bookings.id))
        .limit(REFUNDS_PER_ROUND);
      await settleRefundsNow(
        ctx,
        due.map((row) => row.id),
      );
      const dueOrders = await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.refundStatus, 'due'))
        .orderBy(asc(orders.id))
        .limit(REFUNDS_PER_ROUND);
      await settleOrderRefundsNow(
        ctx,
        dueOrders.map((row) => row.id),
      );
    },
  };
}

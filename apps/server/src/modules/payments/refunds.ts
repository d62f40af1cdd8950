import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
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

/** The worker's round: every refund still due is asked for again. */
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
    },
  };
}

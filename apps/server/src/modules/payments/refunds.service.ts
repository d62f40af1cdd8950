import { PAYMENT_MESSAGES, type MovementMethod, type RefundRecordRequest } from '@padel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { currentTime } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { Till } from '../ledger/till.service';
import type { Notifier } from '../notifications/notifier.service';
import type { TimedJob } from '../notifications/worker.job';
import type { Refundable } from './payables.types';
import type { PaymentProvider } from './payment-provider.adapter';

export interface RefundContext {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** The ledger the money given back is written into (docs/till.md#ledger). */
  till: Till;
  /** Tells the customer the refund is done, in its transaction (docs/notifications.md#refunded). */
  notifier: Notifier;
}

/**
 * The customer's "refunded" message, written in the transaction of the refund's ledger row: it
 * goes out if and only if the refund is recorded (docs/notifications.md#pipeline).
 */
async function tellRefunded(
  tx: Database,
  notifier: Notifier,
  refundable: Refundable,
  id: number,
  refund: { amount: number; method: MovementMethod; at: Date },
): Promise<void> {
  const recipient = await refundable.refundRecipient(tx, id);
  if (!recipient) return;
  await notifier.refunded(tx, `${refundable.kind}-refunded`, { ...recipient, ...refund });
}

/** How many due refunds of each kind one round of the worker takes on. */
const REFUNDS_PER_ROUND = 20;

/**
 * Gives back a cancelled booking's card advance or a cancelled order's payment (see
 * docs/payments.md#refunds). The refund was marked due with the cancellation, in its transaction;
 * this asks the provider, with one idempotency key per booking or order so a retry or a second
 * process makes the same single refund, and records it. A payment kept without its reference has
 * it read from its checkout. A provider that is away leaves it due for the worker's next round.
 */
export async function settleRefund(
  ctx: RefundContext,
  refundable: Refundable,
  id: number,
): Promise<void> {
  // A provider that cannot refund leaves it due for staff (docs/payments.md#refunds-by-hand).
  if (!ctx.provider.refunds) return;
  const due = await refundable.dueRefund(ctx.db, id);
  if (!due || due.byHand) return;
  const reference =
    due.paymentReference ??
    (due.checkoutId ? (await ctx.provider.getCheckout(due.checkoutId)).paymentReference : null);
  if (!reference || !due.amount) {
    ctx.log.error(
      { [`${refundable.kind}Id`]: id },
      'a refund is due but the payment has no provider reference',
    );
    return;
  }
  const refund = await ctx.provider.refund({
    paymentReference: reference,
    amount: due.amount,
    idempotencyKey: `${refundable.kind}-${id}-refund`,
  });
  await ctx.db.transaction(async (tx) => {
    const at = currentTime();
    if (!(await refundable.markRefunded(tx, id, refund.id, at))) return;
    // The money left the venue now: one ledger row, in the change that records it.
    await ctx.till.record(tx, {
      ...(refundable.kind === 'booking' ? { bookingId: id } : { orderId: id }),
      kind: 'refund',
      method: 'card-online',
      amount: due.amount,
      reference: refund.id,
      actor: { type: 'system' },
    });
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'refund',
      entity: refundable.kind,
      entityId: id,
      before: { refund: 'due' },
      after: { refund: 'refunded', amount: due.amount, reference: refund.id },
    });
    await tellRefunded(tx, ctx.notifier, refundable, id, {
      amount: due.amount,
      method: 'card-online',
      at,
    });
  });
}

/** Settles refunds now, after the change that made them due has committed; failures wait. */
export async function settleRefundsNow(
  ctx: RefundContext,
  refundable: Refundable,
  ids: number[],
): Promise<void> {
  for (const id of ids) {
    await settleRefund(ctx, refundable, id).catch((error: unknown) =>
      ctx.log.warn(
        { err: error, [`${refundable.kind}Id`]: id },
        'a refund could not be made yet; it is retried',
      ),
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
    checkout:
      | { provider: PaymentProvider; log: FastifyBaseLogger; till: Till; notifier: Notifier }
      | undefined;
  },
  refundable: Refundable,
  ids: number[],
): void {
  if (!ctx.checkout || ids.length === 0) return;
  void settleRefundsNow({ db: ctx.db, ...ctx.checkout }, refundable, ids);
}

/** The worker's round: every refund still due, of every kind, is asked for again. */
export function refundJob(ctx: RefundContext, refundables: readonly Refundable[]): TimedJob {
  return {
    name: 'refunds',
    async run() {
      for (const refundable of refundables) {
        await settleRefundsNow(
          ctx,
          refundable,
          await refundable.refundsDue(ctx.db, REFUNDS_PER_ROUND),
        );
      }
    },
  };
}

/**
 * Staff record a refund due they paid back themselves (docs/payments.md#refunds-by-hand): where
 * the card provider cannot refund (or none is configured), or the money came by a transfer, the
 * refund stays due until then. Marks
 * it refunded with the staff's reference, writes the ledger's refund row by the method they used
 * and audits it, in one transaction; a refund the provider makes is never recorded by hand.
 */
export async function recordRefundByHand(
  ctx: { db: Database; till: Till; notifier: Notifier; provider: PaymentProvider | undefined },
  refundable: Refundable,
  id: number,
  request: RefundRecordRequest,
  adminId: number,
): Promise<void> {
  const noneDue = () => new ConflictError(PAYMENT_MESSAGES.noRefundDue, 'NO_REFUND_DUE');
  const due = await refundable.dueRefund(ctx.db, id);
  if (ctx.provider?.refunds && !due?.byHand) {
    throw new ConflictError(PAYMENT_MESSAGES.refundByProvider, 'REFUND_BY_PROVIDER');
  }
  if (!due || !due.amount) throw noneDue();
  const actor = { type: 'admin', id: adminId } as const;
  await ctx.db.transaction(async (tx) => {
    const at = currentTime();
    // Another member of staff recorded it first: nothing is written twice.
    if (!(await refundable.markRefunded(tx, id, request.reference, at))) throw noneDue();
    await ctx.till.record(tx, {
      ...(refundable.kind === 'booking' ? { bookingId: id } : { orderId: id }),
      kind: 'refund',
      method: request.method,
      amount: due.amount,
      reference: request.reference,
      actor,
    });
    await recordAudit(tx, {
      actor,
      action: 'refund',
      entity: refundable.kind,
      entityId: id,
      before: { refund: 'due' },
      after: {
        refund: 'refunded',
        amount: due.amount,
        method: request.method,
        reference: request.reference,
      },
    });
    await tellRefunded(tx, ctx.notifier, refundable, id, {
      amount: due.amount,
      method: request.method,
      at,
    });
  });
}

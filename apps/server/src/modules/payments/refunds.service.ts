import {
  PAYMENT_MESSAGES,
  REFUND_MESSAGES,
  type MovementMethod,
  type RefundRecordRequest,
} from '@padel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { currentTime } from '../../lib/clock';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { MovementActor, Till } from '../ledger/till.service';
import type { Notifier } from '../notifications/notifier.service';
import type { TimedJob } from '../notifications/worker.job';
import {
  dueRefundsBy,
  dueRefundsOf,
  lockDueRefund,
  markRefundMade,
  type RefundRow,
} from '../ledger/refunds.repo';
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

/** How many due card refunds one round of the worker takes on. */
const REFUNDS_PER_ROUND = 20;

/** The owner of a refund: its booking's or its order's id, as the ledger keeps it. */
const ownerOf = (refund: RefundRow) =>
  refund.bookingId !== null ? { bookingId: refund.bookingId } : { orderId: refund.orderId! };
const ownerIdOf = (refund: RefundRow) => refund.bookingId ?? refund.orderId!;
const kindOf = (refund: RefundRow): Refundable['kind'] =>
  refund.bookingId !== null ? 'booking' : 'order';

/**
 * Marks a refund due made, in one transaction with its ledger row, its audit and the customer's
 * message: false when it was no longer due (made by another process or member of staff first).
 */
async function makeRefund(
  tx: Database,
  ctx: { till: Till; notifier: Notifier },
  refundable: Refundable,
  refundId: number,
  made: { method: MovementMethod; reference: string; actor: MovementActor },
): Promise<boolean> {
  const due = await lockDueRefund(tx, refundId);
  if (!due) return false;
  const at = currentTime();
  // The money left the venue now: one ledger row, in the change that records it.
  const row = await ctx.till.record(tx, {
    ...ownerOf(due),
    seriesId: due.seriesId,
    kind: 'refund',
    method: made.method,
    amount: due.amount,
    reference: made.reference,
    actor: made.actor,
  });
  await markRefundMade(tx, due.id, { reference: made.reference, at, movementId: row.id });
  await recordAudit(tx, {
    actor: made.actor,
    action: 'refund',
    entity: refundable.kind,
    entityId: ownerIdOf(due),
    before: { refund: 'due', method: due.method, amount: due.amount },
    after: {
      refund: 'refunded',
      amount: due.amount,
      method: made.method,
      reference: made.reference,
    },
  });
  await tellRefunded(tx, ctx.notifier, refundable, ownerIdOf(due), {
    amount: due.amount,
    method: made.method,
    at,
  });
  return true;
}

/**
 * Gives back a card payment online through the provider (see docs/payments.md#refunds): the refund
 * was owed with the cancellation, in its transaction; this asks the provider, with one idempotency
 * key per refund so a retry or a second process makes the same single refund, and records it. A
 * payment kept without its reference has it read from its checkout. A provider that is away leaves
 * it due for the worker's next round.
 */
export async function settleRefund(
  ctx: RefundContext,
  refundable: Refundable,
  refund: RefundRow,
): Promise<void> {
  // A provider that cannot refund leaves it due for staff (docs/payments.md#refunds-by-hand).
  if (!ctx.provider.refunds || refund.method !== 'card-online' || refund.status !== 'due') return;
  const reference =
    refund.paymentReference ??
    (refund.checkoutId
      ? (await ctx.provider.getCheckout(refund.checkoutId)).paymentReference
      : null);
  if (!reference) {
    ctx.log.error(
      { [`${refundable.kind}Id`]: ownerIdOf(refund), refundId: refund.id },
      'a refund is due but the payment has no provider reference',
    );
    return;
  }
  const made = await ctx.provider.refund({
    paymentReference: reference,
    amount: refund.amount,
    idempotencyKey: `${refundable.kind}-${ownerIdOf(refund)}-refund-${refund.id}`,
  });
  await ctx.db.transaction((tx) =>
    makeRefund(tx, ctx, refundable, refund.id, {
      method: 'card-online',
      reference: made.id,
      actor: { type: 'system' },
    }),
  );
}

/** Settles the card refunds due on these bookings or orders now; failures wait for the worker. */
export async function settleRefundsNow(
  ctx: RefundContext,
  refundable: Refundable,
  ownerIds: number[],
): Promise<void> {
  for (const id of ownerIds) {
    const owner = refundable.kind === 'booking' ? { bookingId: id } : { orderId: id };
    for (const refund of await dueRefundsOf(ctx.db, owner)) {
      await settleRefund(ctx, refundable, refund).catch((error: unknown) =>
        ctx.log.warn(
          { err: error, [`${refundable.kind}Id`]: id, refundId: refund.id },
          'a refund could not be made yet; it is retried',
        ),
      );
    }
  }
}

/**
 * Starts the card refunds a committed change made due, without holding its answer back: the
 * provider may be slow, and the worker's round picks up whatever does not go through now. Without a
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
  ownerIds: number[],
): void {
  if (!ctx.checkout || ownerIds.length === 0) return;
  void settleRefundsNow({ db: ctx.db, ...ctx.checkout }, refundable, ownerIds);
}

/** The worker's round: every card refund still due, of every kind, is asked for again. */
export function refundJob(ctx: RefundContext, refundables: readonly Refundable[]): TimedJob {
  return {
    name: 'refunds',
    async run() {
      if (!ctx.provider.refunds) return;
      for (const refund of await dueRefundsBy(ctx.db, 'card-online', REFUNDS_PER_ROUND)) {
        const refundable = refundables.find((one) => one.kind === kindOf(refund));
        if (!refundable) continue;
        await settleRefund(ctx, refundable, refund).catch((error: unknown) =>
          ctx.log.warn(
            { err: error, refundId: refund.id },
            'a refund could not be made yet; it is retried',
          ),
        );
      }
    },
  };
}

/**
 * Which of a booking's or an order's refunds due staff record: the one named, else the only one,
 * else the one owed back by the method they paid it back by (409 when that still leaves a choice).
 */
function chosenRefund(due: readonly RefundRow[], request: RefundRecordRequest): RefundRow {
  const noneDue = () => new ConflictError(PAYMENT_MESSAGES.noRefundDue, 'NO_REFUND_DUE');
  if (request.refundId !== undefined) {
    const named = due.find((refund) => refund.id === request.refundId);
    if (!named) throw noneDue();
    return named;
  }
  if (due.length === 0) throw noneDue();
  if (due.length === 1) return due[0]!;
  const byMethod = due.filter((refund) => refund.method === request.method);
  if (byMethod.length === 1) return byMethod[0]!;
  throw new BadRequestError(REFUND_MESSAGES.choose, 'REFUND_CHOICE_REQUIRED');
}

/**
 * Staff record a refund due they paid back themselves (docs/payments.md#refunds-by-hand): cash,
 * a card at the desk, a transfer's money, or a card payment online the provider cannot refund.
 * Marks it made with the staff's reference, writes the ledger's refund row by the method they used
 * and audits it, in one transaction; a refund the provider makes is never recorded by hand, and
 * one refund is recorded once (409 NO_REFUND_DUE the second time).
 */
export async function recordRefundByHand(
  ctx: { db: Database; till: Till; notifier: Notifier; provider: PaymentProvider | undefined },
  refundable: Refundable,
  id: number,
  request: RefundRecordRequest,
  adminId: number,
): Promise<void> {
  const owner = refundable.kind === 'booking' ? { bookingId: id } : { orderId: id };
  const refund = chosenRefund(await dueRefundsOf(ctx.db, owner), request);
  if (ctx.provider?.refunds && refund.method === 'card-online') {
    throw new ConflictError(PAYMENT_MESSAGES.refundByProvider, 'REFUND_BY_PROVIDER');
  }
  const recorded = await ctx.db.transaction((tx) =>
    makeRefund(tx, ctx, refundable, refund.id, {
      method: request.method,
      reference: request.reference,
      actor: { type: 'admin', id: adminId },
    }),
  );
  // Another member of staff recorded it first: nothing is written twice.
  if (!recorded) throw new ConflictError(PAYMENT_MESSAGES.noRefundDue, 'NO_REFUND_DUE');
}

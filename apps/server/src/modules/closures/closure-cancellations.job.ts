import { setTimeout } from 'node:timers/promises';
import { venueNow } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { AuditEntry } from '../audit/audit.repo';
import { bookingRefunds } from '../bookings/payments/booking-refunds.service';
import { cancelBooking } from '../bookings/cancel-booking.service';
import type { Notifier } from '../notifications/notifier.service';
import type { TimedJob } from '../notifications/worker.job';
import type { CheckoutSettings } from '../payments/checkout.service';
import { refundSoon } from '../payments/refunds.service';
import { listClosuresFrom } from '../settings/settings.repo';
import {
  addCancelledCount,
  hasCancellableUnder,
  lockCancellableUnder,
  lockClosure,
} from './closures.repo';

/**
 * A batch is one transaction of at most this many cancellations, ended sooner once it has run
 * BATCH_BUDGET_MS: the reads and bookings queued behind it (all of them, on the embedded
 * database) wait one batch, not the whole closure, however slow the machine
 * (docs/decisions/026-bounded-closures.md).
 */
export const CANCELS_PER_BATCH = 50;
export const BATCH_BUDGET_MS = 50;
/**
 * The pause between batches. The embedded database runs on this thread and answers without I/O,
 * so a batch holds the whole process; a request needs a few turns of the event loop between its
 * queries and its answer, which this gives it before the next batch (a single turn let a read
 * wait four batches in apps/server/bench/closures.ts).
 */
export const BATCH_PAUSE_MS = 20;

export interface CancellationContext {
  db: Database;
  notifier: Notifier;
  checkout: CheckoutSettings | undefined;
}

/**
 * One batch: the closure's next bookings are cancelled with its reason, their customers told and
 * their card advances marked for refund, and the closure's count raised, all in one transaction.
 * The closure is locked first, so one batch of it runs at a time (the save's, or the worker's);
 * a closure removed meanwhile cancels no more.
 */
async function cancelNextBatch(
  ctx: CancellationContext,
  closureId: number,
  actor: AuditEntry['actor'],
) {
  return ctx.db.transaction(async (tx) => {
    const started = performance.now();
    const closure = await lockClosure(tx, closureId);
    if (!closure) return { complete: true, cancelled: [] };
    const batch = await lockCancellableUnder(tx, closure, CANCELS_PER_BATCH);
    const cancelled = [];
    for (const booking of batch) {
      cancelled.push(
        await cancelBooking(tx, booking, {
          transition: 'closure-cancel',
          reason: closure.reason,
          actor,
          notifier: ctx.notifier,
          refund: { policy: true },
        }),
      );
      // At least one per batch, so it always gets on; the rest stay locked until this commits,
      // and the next batch takes them.
      if (performance.now() - started >= BATCH_BUDGET_MS) break;
    }
    if (cancelled.length > 0) await addCancelledCount(tx, closure.id, cancelled.length);
    const complete = batch.length < CANCELS_PER_BATCH && cancelled.length === batch.length;
    return { complete, cancelled };
  });
}

/**
 * Cancels every booking under the closure, batch after batch, and starts each batch's refunds
 * once it has committed; answers how many this call cancelled. The closure is already saved, so
 * no new booking lands under it meanwhile.
 */
export async function cancelBookingsUnder(
  ctx: CancellationContext,
  closureId: number,
  actor: AuditEntry['actor'],
): Promise<number> {
  let total = 0;
  for (;;) {
    const { complete, cancelled } = await cancelNextBatch(ctx, closureId, actor);
    total += cancelled.length;
    refundSoon(
      ctx,
      bookingRefunds,
      cancelled.filter((booking) => booking.refund?.status === 'due').map((booking) => booking.id),
    );
    if (complete) return total;
    await setTimeout(BATCH_PAUSE_MS);
  }
}

/**
 * The worker's round: a save that stopped midway (the database went away, the process was
 * killed) left bookings under its closure; they are cancelled now, by whichever process runs the
 * round first (docs/venue-settings.md#closures).
 */
export function closureCancellationsJob(
  ctx: CancellationContext & { timeZone: string; now: () => Date },
): TimedJob {
  return {
    name: 'closure cancellations',
    async run() {
      const today = venueNow(ctx.timeZone, ctx.now()).date;
      for (const closure of await listClosuresFrom(ctx.db, today)) {
        if (await hasCancellableUnder(ctx.db, closure)) {
          await cancelBookingsUnder(ctx, closure.id, { type: 'system' });
        }
      }
    },
  };
}

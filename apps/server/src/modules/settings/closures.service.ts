import type { closureRequestSchema } from '@padel/contracts';
import { canTakeAction, VENUE_RULE_MESSAGES, venueNow, type Closure } from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { cancelBooking } from '../bookings/cancel-booking';
import type { Notifier } from '../notifications/notifier';
import type { CheckoutSettings } from '../payments/card-checkout.service';
import { refundSoon } from '../payments/refunds';
import {
  deleteClosure,
  insertClosure,
  listAllClosures,
  lockBookingsUnder,
  setCancelledCount,
  type ClosureRow,
} from './settings.repo';
import { closureSpan, type VenueSettingsStore } from './venue-settings.service';

export interface ClosureContext {
  db: Database;
  store: VenueSettingsStore;
  notifier: Notifier;
  checkout: CheckoutSettings | undefined;
  timeZone: string;
  now: () => Date;
}

function toClosure(row: ClosureRow, createdBy: string | null): Closure {
  return {
    ...closureSpan(row),
    cancelledBookings: row.cancelledBookings,
    createdAt: row.createdAt.toISOString(),
    createdBy,
  };
}

export async function listClosures(db: Database, id?: number): Promise<Closure[]> {
  const rows = await listAllClosures(db, id);
  return rows.map(({ closure, firstName, lastName }) =>
    toClosure(closure, firstName === null ? null : `${firstName} ${lastName}`.trim()),
  );
}

/**
 * POST /api/closures (see docs/venue-settings.md#closures): the courts close, and every live
 * booking holding a slot they cover is cancelled with the closure's reason, its customer told
 * and its card advance refunded. It holds the settings row exclusively, so no booking can be made
 * under the closure while it is being made.
 */
export async function createClosure(
  ctx: ClosureContext,
  request: z.output<typeof closureRequestSchema>,
  adminId: number,
) {
  const today = venueNow(ctx.timeZone, ctx.now()).date;
  if (request.to < today) {
    const message = 'The closure has already ended. Please choose today or a later date.';
    throw new BadRequestError(message, 'CLOSURE_PAST', [{ path: 'body.to', message }]);
  }
  const { closure, cancelled } = await ctx.db.transaction(async (tx) => {
    await ctx.store.lock(tx);
    const made = await insertClosure(tx, {
      fromDate: request.from,
      toDate: request.to,
      courts: request.courts,
      fromHour: request.fromHour ?? null,
      toHour: request.toHour ?? null,
      reason: request.reason,
      createdBy: adminId,
    });
    const covered = await lockBookingsUnder(tx, made);
    const cancelled = [];
    for (const booking of covered) {
      // An arrived booking has been played (or is being); the closure does not rewrite it.
      if (!canTakeAction('cancel', booking.status)) continue;
      cancelled.push(
        await cancelBooking(tx, booking, {
          reason: request.reason,
          actor: { type: 'admin', id: adminId },
          notifier: ctx.notifier,
          refundAdvance: true,
        }),
      );
    }
    const closure = await setCancelledCount(tx, made.id, cancelled.length);
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'create',
      entity: 'closure',
      entityId: closure.id,
      after: { ...closureSpan(closure), cancelledBookings: cancelled.map((b) => b.id) },
    });
    return { closure, cancelled };
  });
  refundSoon(
    ctx,
    cancelled.filter((booking) => booking.refundStatus === 'due').map((booking) => booking.id),
  );
  const [withName] = await listClosures(ctx.db, closure.id);
  return {
    message: VENUE_RULE_MESSAGES.closureCreated(cancelled.length),
    cancelledBookings: cancelled.length,
    closure: withName ?? toClosure(closure, null),
  };
}

/** DELETE /api/closures/{id}: the courts open again; what it cancelled stays cancelled. */
export async function removeClosure(db: Database, id: number, adminId: number) {
  await db.transaction(async (tx) => {
    const removed = await deleteClosure(tx, id);
    if (!removed) throw new NotFoundError(VENUE_RULE_MESSAGES.closureNotFound);
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'delete',
      entity: 'closure',
      entityId: id,
      before: closureSpan(removed),
    });
  });
  return { message: VENUE_RULE_MESSAGES.closureDeleted };
}

import type { closureRequestSchema } from '@padel/contracts';
import {
  closureRangeProblems,
  VENUE_RULE_MESSAGES,
  venueNow,
  type Closure,
  type ClosurePreview,
} from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { cancelBookingsUnder, type CancellationContext } from './closure-cancellations.job';
import type { ClosureRow } from '../settings/settings.repo';
import { closureSpan, type VenueSettingsStore } from '../settings/venue-settings.service';
import {
  deleteClosure,
  insertClosure,
  listAllClosures,
  listCancellableUnder,
  type ClosureExtent,
} from './closures.repo';

export interface ClosureContext extends CancellationContext {
  store: VenueSettingsStore;
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

type ClosureRequest = z.output<typeof closureRequestSchema>;

/** The closure's dates must lie from today to CLOSURE_DAYS_AHEAD days ahead: 400 otherwise. */
function refuseOutOfRange(ctx: ClosureContext, request: ClosureRequest) {
  const today = venueNow(ctx.timeZone, ctx.now()).date;
  const problems = closureRangeProblems(request, today);
  if (problems.length === 0) return;
  throw new BadRequestError(
    VENUE_RULE_MESSAGES.closureOutOfRange,
    'CLOSURE_OUT_OF_RANGE',
    problems.map(({ path, message }) => ({ path: `body.${path}`, message })),
  );
}

const extentOf = (request: ClosureRequest): ClosureExtent => ({
  courts: request.courts,
  fromDate: request.from,
  toDate: request.to,
  fromHour: request.fromHour ?? null,
  toHour: request.toHour ?? null,
});

/**
 * POST /api/closures/preview: what saving the closure would cancel now, counted as the save
 * cancels (the same bookings, the same refund rule), so staff see it before they confirm.
 */
export async function previewClosure(
  ctx: ClosureContext,
  request: ClosureRequest,
): Promise<ClosurePreview> {
  refuseOutOfRange(ctx, request);
  const affected = await listCancellableUnder(ctx.db, extentOf(request));
  return { bookings: affected.length, paid: affected.filter((booking) => booking.paid).length };
}

/**
 * POST /api/closures (see docs/venue-settings.md#closures): the courts close, and every live
 * booking holding a slot they cover is cancelled with the closure's reason, its customer told
 * and its card advance refunded.
 *
 * The closure is saved first, on its own, holding the settings row exclusively: a booking under
 * way finishes before it (and is then cancelled below), and every booking after it sees the
 * closure and is refused. The bookings are then cancelled in short batches, so no read waits for
 * more than one; if the save stops midway, the worker cancels the rest
 * (docs/decisions/026-bounded-closures.md).
 */
export async function createClosure(ctx: ClosureContext, request: ClosureRequest, adminId: number) {
  refuseOutOfRange(ctx, request);
  const actor = { type: 'admin', id: adminId } as const;
  const made = await ctx.db.transaction(async (tx) => {
    await ctx.store.lock(tx);
    const made = await insertClosure(tx, {
      ...extentOf(request),
      reason: request.reason,
      createdBy: adminId,
    });
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'closure',
      entityId: made.id,
      after: closureSpan(made),
    });
    return made;
  });
  const cancelledNow = await cancelBookingsUnder(ctx, made.id, actor);
  // The closure's own count: a worker's round may have cancelled some of them alongside.
  const [withName] = await listClosures(ctx.db, made.id);
  const cancelled = withName?.cancelledBookings ?? cancelledNow;
  return {
    message: VENUE_RULE_MESSAGES.closureCreated(cancelled),
    cancelledBookings: cancelled,
    closure: withName ?? toClosure({ ...made, cancelledBookings: cancelled }, null),
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

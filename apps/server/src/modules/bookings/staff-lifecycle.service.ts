import {
  BOOKING_ACTION_MESSAGES,
  BOOKING_MOVES,
  BOOKING_TIMING_MESSAGES,
  canUndoArrived,
  feeProblem,
  hasStarted,
  isAllowedFrom,
  isLateCancellation,
  LATE_CANCEL_REASON,
  type BookingMoveName,
  type lateCancelRequestSchema,
  type noShowRequestSchema,
  type TimedBooking,
} from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { refundSoon } from '../payments/refunds.service';
import type { BookingContext } from './booking-context.service';
import { bookingRefunds } from './payments/booking-refunds.service';
import { toAdminBooking } from './booking.view';
import { lockBooking, updateBooking, type BookingRow } from './bookings.repo';
import { cancelBooking } from './cancel-booking.service';

/**
 * Staff's moves that depend on the clock (docs/bookings.md#arrived, #staff-no-show,
 * #late-cancellation): undo Arrived on the booking's day, record a no-show after the start, cancel
 * late inside the cancellation window; the last two with an optional fee the customer owes
 * (docs/bookings.md#fees). The windows are the contracts' (booking-timing.ts), as the screens'.
 */

type LifecycleContext = Pick<
  BookingContext,
  'db' | 'notifier' | 'checkout' | 'now' | 'timeZone' | 'settings'
>;

const timed = (row: BookingRow): TimedBooking => ({
  status: row.status,
  selectedDate: row.selectedDate,
  hours: row.slotHours,
});

/** How a refusal names each move: 'A booking that is "…" cannot be <what>.' */
const REFUSED_AS = {
  'undo-arrived': 'taken back from arrived',
  'record-no-show': 'recorded as a no-show',
  'late-cancel': 'cancelled',
} as const satisfies Partial<Record<BookingMoveName, string>>;

/** Locks the booking for `move`: 404 when it is gone, 409 when its status refuses the move. */
async function lockFor(tx: Database, id: number, move: keyof typeof REFUSED_AS) {
  const before = await lockBooking(tx, id);
  if (!before) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
  if (!isAllowedFrom(move, before.status)) {
    throw new ConflictError(
      BOOKING_TIMING_MESSAGES.refused(before.status, REFUSED_AS[move]),
      'INVALID_TRANSITION',
    );
  }
  return before;
}

/** A fee above the booking's total answers 400 and changes nothing. */
function assertFee(fee: number, booking: BookingRow) {
  const problem = feeProblem(fee, booking.amount);
  if (problem) throw new BadRequestError(problem, 'FEE_TOO_HIGH');
}

/** POST /api/booking/{id}/undo-arrived: back to confirmed, until the end of the booking's day. */
export async function undoArrived(ctx: LifecycleContext, id: number, adminId: number) {
  const booking = await ctx.db.transaction(async (tx) => {
    const before = await lockFor(tx, id, 'undo-arrived');
    if (!canUndoArrived(timed(before), ctx.now(), ctx.timeZone)) {
      throw new ConflictError(BOOKING_TIMING_MESSAGES.undoArrivedDayOver, 'ARRIVED_DAY_OVER');
    }
    const after = await updateBooking(tx, id, { status: BOOKING_MOVES['undo-arrived'].to });
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'undo-arrived',
      entity: 'booking',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
  return { message: BOOKING_TIMING_MESSAGES.arrivedUndone, booking: toAdminBooking(booking) };
}

/** POST /api/booking/{id}/no-show: a confirmed booking that has started, with an optional fee. */
export async function recordNoShow(
  ctx: LifecycleContext,
  id: number,
  body: z.output<typeof noShowRequestSchema>,
  adminId: number,
) {
  const booking = await ctx.db.transaction(async (tx) => {
    const before = await lockFor(tx, id, 'record-no-show');
    if (!hasStarted(timed(before), ctx.now(), ctx.timeZone)) {
      throw new ConflictError(BOOKING_TIMING_MESSAGES.noShowBeforeStart, 'NOT_STARTED');
    }
    const fee = body.fee ?? 0;
    assertFee(fee, before);
    const after = await updateBooking(tx, id, {
      status: BOOKING_MOVES['record-no-show'].to,
      feeOwed: fee,
    });
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'no-show',
      entity: 'booking',
      entityId: id,
      before: { status: before.status, feeOwed: before.feeOwed },
      after: { status: after.status, feeOwed: after.feeOwed },
    });
    return after;
  });
  return { message: BOOKING_TIMING_MESSAGES.noShowRecorded, booking: toAdminBooking(booking) };
}

/**
 * POST /api/booking/{id}/late-cancel: the one cancellation (its holds freed, the customer told),
 * inside the cancellation window and before the start, with an optional fee; a card advance is
 * kept unless staff say to give it back.
 */
export async function lateCancel(
  ctx: LifecycleContext,
  id: number,
  body: z.output<typeof lateCancelRequestSchema>,
  adminId: number,
) {
  const { cancelHours } = await ctx.settings.current();
  const booking = await ctx.db.transaction(async (tx) => {
    const before = await lockFor(tx, id, 'late-cancel');
    if (!isLateCancellation(timed(before), ctx.now(), ctx.timeZone, cancelHours)) {
      throw new ConflictError(BOOKING_TIMING_MESSAGES.notLate(cancelHours), 'NOT_LATE');
    }
    const fee = body.fee ?? 0;
    assertFee(fee, before);
    const actor = { type: 'admin', id: adminId } as const;
    await cancelBooking(tx, before, {
      move: 'late-cancel',
      reason: body.cancelReason?.trim() || LATE_CANCEL_REASON,
      actor,
      notifier: ctx.notifier,
      refundAdvance: body.refundAdvance ?? false,
    });
    const after = await updateBooking(tx, id, { feeOwed: fee, lateCancellation: true });
    await recordAudit(tx, {
      actor,
      action: 'late-cancel',
      entity: 'booking',
      entityId: id,
      before: { feeOwed: before.feeOwed },
      after: { lateCancellation: true, feeOwed: after.feeOwed },
    });
    return after;
  });
  // A card advance given back goes to the provider now, not at the worker's next round.
  if (booking.refundStatus === 'due') refundSoon(ctx, bookingRefunds, [booking.id]);
  return { message: BOOKING_TIMING_MESSAGES.lateCancelled, booking: toAdminBooking(booking) };
}

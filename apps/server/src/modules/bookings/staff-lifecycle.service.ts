import {
  BOOKING_TIMING_MESSAGES,
  canUndoArrived,
  feeProblem,
  hasStarted,
  isLateCancellation,
  LATE_CANCEL_REASON,
  type lateCancelRequestSchema,
  type noShowRequestSchema,
  type TimedBooking,
} from '@padel/contracts';
import type { z } from 'zod';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { refundAsked } from '../ledger/owe-back.service';
import { refundSoon } from '../payments/refunds.service';
import type { BookingContext } from './booking-context.service';
import { bookingRefunds } from './payments/booking-refunds.service';
import { toAdminBooking } from './booking.view';
import { applyTransition, feeAudit, lockForTransition } from './apply-transition.service';
import type { BookingRow } from './bookings.repo';
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

/** A fee above the booking's total answers 400 and changes nothing. */
function assertFee(fee: number, booking: BookingRow) {
  const problem = feeProblem(fee, booking.amount);
  if (problem) throw new BadRequestError(problem, 'FEE_TOO_HIGH');
}

/** POST /api/booking/{id}/undo-arrived: back to confirmed, until the end of the booking's day. */
export async function undoArrived(ctx: LifecycleContext, id: number, adminId: number) {
  const booking = await ctx.db.transaction(async (tx) => {
    const before = await lockForTransition(tx, id, 'undo-arrived');
    if (!canUndoArrived(timed(before), ctx.now(), ctx.timeZone)) {
      throw new ConflictError(BOOKING_TIMING_MESSAGES.undoArrivedDayOver, 'ARRIVED_DAY_OVER');
    }
    return applyTransition(tx, before, 'undo-arrived', { type: 'admin', id: adminId });
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
    const before = await lockForTransition(tx, id, 'record-no-show');
    if (!hasStarted(timed(before), ctx.now(), ctx.timeZone)) {
      throw new ConflictError(BOOKING_TIMING_MESSAGES.noShowBeforeStart, 'NOT_STARTED');
    }
    const fee = body.fee ?? 0;
    assertFee(fee, before);
    const actor = { type: 'admin', id: adminId } as const;
    return applyTransition(
      tx,
      before,
      'record-no-show',
      actor,
      { feeOwed: fee },
      { audit: feeAudit },
    );
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
  user: { id: number; role: string },
) {
  const adminId = user.id;
  const { cancelHours } = await ctx.settings.current();
  const booking = await ctx.db.transaction(async (tx) => {
    const before = await lockForTransition(tx, id, 'late-cancel');
    if (!isLateCancellation(timed(before), ctx.now(), ctx.timeZone, cancelHours)) {
      throw new ConflictError(BOOKING_TIMING_MESSAGES.notLate(cancelHours), 'NOT_LATE');
    }
    const fee = body.fee ?? 0;
    assertFee(fee, before);
    const actor = { type: 'admin', id: adminId } as const;
    const after = await cancelBooking(tx, before, {
      transition: 'late-cancel',
      reason: body.cancelReason?.trim() || LATE_CANCEL_REASON,
      actor,
      notifier: ctx.notifier,
      // A late cancellation keeps what was paid unless staff give it back (docs/bookings.md#late-cancellation).
      refund: refundAsked(false, body, user.role),
      lateFee: fee,
    });
    return after;
  });
  // A card advance given back goes to the provider now, not at the worker's next round.
  if (booking.refund?.status === 'due') refundSoon(ctx, bookingRefunds, [booking.id]);
  return { message: BOOKING_TIMING_MESSAGES.lateCancelled, booking: toAdminBooking(booking) };
}

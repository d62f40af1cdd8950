/**
 * Changing a booking series (docs/bookings.md#series): cancelling or moving one date, it and the
 * later ones, or every one, each through the one booking cancellation or change, in one
 * transaction, with one message to the customer for the change.
 */
import {
  addDays,
  isIsoDate,
  isAllowedFrom,
  isBookingLive,
  SERIES_CONFLICT_CODE,
  SERIES_MESSAGES,
  slotLabel,
  slotRanges,
  weekdayOf,
  type BookingChangeInput,
  type Court,
  type ErrorCode,
  type SeriesAnswer,
  type SeriesCancelInput,
  type SeriesMoveInput,
} from '@padel/contracts';
import type { Database } from '../../../db/client';
import {
  BadRequestError,
  ConflictError,
  isUniqueViolation,
  NotFoundError,
} from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repo';
import type { SeriesChange, SeriesDatePlace } from '../../notifications/messages/series-facts';
import type { BookingContext } from '../booking-context.service';
import { listSeriesBookings, lockSeries, updateSeries } from './booking-series.repo';
import { lockBooking, type BookingRow } from '../bookings.repo';
import { cancelBooking } from '../cancel-booking.service';
import { refusalError } from '../booking-refusals.rules';
import { tryChangeLockedBooking } from '../change-booking.service';
import { factsOf, hoursOf, lastDateOf } from './series-dates.rules';
import { seriesAnswer } from './series-reads.service';

/**
 * The series, locked, and the bookings a change of `scope` from `bookingId` applies to: that one,
 * it and the later ones, or every one, each still live (pending or confirmed, not over).
 */
async function scopeOf(
  ctx: BookingContext,
  tx: Database,
  id: number,
  request: { bookingId: number; scope: 'one' | 'following' | 'all' },
) {
  const series = await lockSeries(tx, id);
  if (!series) throw new NotFoundError(SERIES_MESSAGES.notFound);
  const bookings = await listSeriesBookings(tx, id);
  const named = bookings.find((row) => row.id === request.bookingId);
  if (!named) throw new NotFoundError(SERIES_MESSAGES.bookingNotInSeries);
  const live = (row: BookingRow) =>
    isBookingLive(
      { status: row.status, selectedDate: row.selectedDate, hours: row.slotHours },
      ctx.now(),
      ctx.timeZone,
    );
  const targets =
    request.scope === 'one'
      ? [named]
      : bookings.filter(
          (row) => live(row) && (request.scope === 'all' || row.selectedDate >= named.selectedDate),
        );
  if (targets.length === 0 || (request.scope === 'one' && !live(named))) {
    throw new ConflictError(SERIES_MESSAGES.nothingToChange, 'NOTHING_TO_CHANGE');
  }
  return { series, bookings, targets };
}

/** Where a booking is played, as a series change names it to the customer. */
const placeOf = (row: BookingRow): SeriesDatePlace => ({
  selectedDate: row.selectedDate,
  selectedCourt: row.selectedCourt,
  slotHours: row.slotHours,
});

/**
 * POST /api/booking-series/{id}/cancel: the bookings of the scope cancelled in one transaction,
 * each through the one cancellation (staff's cancel move) without its own message; the customer
 * gets one message for the change. Cancelling every date cancels the series.
 */
export async function cancelSeries(
  ctx: BookingContext,
  id: number,
  request: SeriesCancelInput,
  adminId: number,
): Promise<SeriesAnswer> {
  await ctx.db.transaction(async (tx) => {
    const { series, bookings, targets } = await scopeOf(ctx, tx, id, request);
    const reason = request.reason ?? SERIES_MESSAGES.defaultCancelReason;
    const cancelled = new Map<number, BookingRow>();
    for (const target of targets) {
      const before = (await lockBooking(tx, target.id))!;
      cancelled.set(
        before.id,
        await cancelBooking(tx, before, {
          transition: 'cancel',
          reason,
          actor: { type: 'admin', id: adminId },
          refund: { policy: true },
        }),
      );
    }
    const after = bookings.map((row) => cancelled.get(row.id) ?? row);
    const anyLeft = after.some((row) => isAllowedFrom('cancel', row.status));
    const updated = await updateSeries(tx, id, anyLeft ? {} : { status: 'cancelled' });
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'cancel',
      entity: 'series',
      entityId: id,
      before: { status: series.status },
      after: {
        status: updated.status,
        scope: request.scope,
        bookingIds: [...cancelled.keys()],
        cancelReason: reason,
      },
    });
    const change: SeriesChange = {
      what: 'cancelled',
      dates: targets.map((row) => ({ before: placeOf(row), after: null })),
      reason,
    };
    await ctx.notifier.series(
      tx,
      'series-changed',
      factsOf(updated, after, updated.skipped),
      change,
    );
  });
  return seriesAnswer(ctx, id);
}

/** Where a move was taking a booking when it was refused. */
interface MoveTarget {
  date: string;
  court: Court;
  hours: number[];
}

/** The venue's refusals of one date that, besides a 409, refuse the whole move naming it. */
const CLOSED_ON_DATE: readonly ErrorCode[] = ['COURT_CLOSED', 'VENUE_CLOSED'];

/** A move refused on one date: the whole move is refused naming that date (409). */
const dateConflict = (target: MoveTarget, message: string) =>
  new ConflictError(SERIES_MESSAGES.conflict(target.date, message), SERIES_CONFLICT_CODE);

/** A move whose slot on one date another booking held meanwhile (the holds' unique key). */
function moveConflict(error: unknown, target: MoveTarget | undefined): unknown {
  if (!target || !isUniqueViolation(error)) return error;
  const hours = slotRanges(target.hours.map(slotLabel)).join(', ');
  return dateConflict(target, SERIES_MESSAGES.taken(target.court, hours));
}

/**
 * POST /api/booking-series/{id}/move: the bookings of the scope moved to another court, other
 * hours and/or a few days over, each through the booking change (its rules, holds, new price unless
 * the series has a fixed one, audit), all in one transaction: a conflict on any date answers 409
 * and changes nothing. The customer gets one message for the change.
 */
export async function moveSeries(
  ctx: BookingContext,
  id: number,
  request: SeriesMoveInput,
  adminId: number,
): Promise<SeriesAnswer> {
  let moving: MoveTarget | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      const { series, bookings, targets } = await scopeOf(ctx, tx, id, request);
      const moved = new Map<number, { before: BookingRow; after: BookingRow }>();
      for (const target of targets) {
        const shiftedDate = request.shiftDays
          ? addDays(target.selectedDate, request.shiftDays)
          : undefined;
        // A shift is a generated date: it stays within DATE_BOUNDS as a typed one does.
        if (shiftedDate !== undefined && !isIsoDate(shiftedDate)) {
          const message = SERIES_MESSAGES.shiftBeyondBounds(target.selectedDate);
          throw new BadRequestError(message, 'DATE_OUT_OF_RANGE', [
            { path: 'body.shiftDays', message },
          ]);
        }
        const change: BookingChangeInput = {
          selectedDate: shiftedDate,
          selectedSlots: request.selectedSlots,
          selectedCourt: request.selectedCourt,
          numberOfGuests: undefined,
          customerName: undefined,
          phoneNumber: undefined,
          email: undefined,
          keepPrice: series.fixedPrice !== null,
        };
        const to: MoveTarget = {
          date: change.selectedDate ?? target.selectedDate,
          court: request.selectedCourt ?? target.selectedCourt!,
          hours: request.selectedSlots ? hoursOf(request.selectedSlots) : target.slotHours,
        };
        moving = to;
        // The series' fixed price was agreed when it was made (docs/prices.md#owner-prices).
        const by = { adminId, notify: false, mayUnderprice: true };
        const changed = await tryChangeLockedBooking(ctx, tx, target.id, change, by);
        if (changed.ok) {
          moved.set(target.id, changed.value);
          continue;
        }
        const { refusal } = changed;
        // A date already where the move asks (moved alone before) stays as it is.
        if (refusal.code === 'NOTHING_TO_CHANGE') continue;
        const onDate = refusal.status === 409 || CLOSED_ON_DATE.includes(refusal.code);
        throw onDate ? dateConflict(to, refusal.message) : refusalError(refusal);
      }
      moving = undefined;
      const after = bookings.map((row) => moved.get(row.id)?.after ?? row);
      const wholeRhythm = request.scope !== 'one';
      const first = targets[0]!;
      const shifted = addDays(first.selectedDate, request.shiftDays);
      const updated = await updateSeries(tx, id, {
        ...(wholeRhythm
          ? {
              court: request.selectedCourt ?? series.court,
              slotHours: request.selectedSlots ? hoursOf(request.selectedSlots) : series.slotHours,
              weekday: weekdayOf(shifted),
            }
          : {}),
        endDate: lastDateOf(after, series.skipped, series.startDate),
      });
      await recordAudit(tx, {
        actor: { type: 'admin', id: adminId },
        action: 'move',
        entity: 'series',
        entityId: id,
        before: { selectedCourt: series.court, selectedSlots: series.slotHours.map(slotLabel) },
        after: {
          scope: request.scope,
          selectedCourt: updated.court,
          selectedSlots: updated.slotHours.map(slotLabel),
          shiftDays: request.shiftDays,
          bookingIds: [...moved.keys()],
        },
      });
      const change: SeriesChange = {
        what: 'moved',
        dates: [...moved.values()].map(({ before, after: now }) => ({
          before: placeOf(before),
          after: placeOf(now),
        })),
        reason: null,
      };
      await ctx.notifier.series(
        tx,
        'series-changed',
        factsOf(updated, after, updated.skipped),
        change,
      );
    });
  } catch (error) {
    throw moveConflict(error, moving);
  }
  return seriesAnswer(ctx, id);
}

import {
  addDays,
  BOOKING_MESSAGES,
  closureCovers,
  formatHour12,
  HOURS,
  isAllowedFrom,
  isBookingLive,
  isOpenAt,
  quotePadel,
  requestedSeriesDates,
  SERIES_CONFLICT_CODE,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  seriesDates,
  slotHour,
  slotLabel,
  slotRanges,
  venueNow,
  walkInPaymentState,
  weekdayOf,
  type BookingChangeInput,
  type Court,
  type CustomerSeries,
  type SeriesAnswer,
  type SeriesCancelInput,
  type SeriesConflict,
  type SeriesInput,
  type SeriesMoveInput,
  type SeriesOccurrence,
  type SeriesPreview,
  type SeriesSummary,
  type SeriesStatus,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import {
  AppError,
  BadRequestError,
  ConflictError,
  isUniqueViolation,
  NotFoundError,
} from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { listClosuresOn } from '../settings/settings.repo';
import { closureSpan } from '../settings/venue-settings.service';
import type { SeriesChange, SeriesFacts } from '../notifications/messages/series-facts';
import type { TimedJob } from '../notifications/worker';
import { longDate } from '../notifications/messages/venue';
import type { BookingContext } from './booking-context';
import {
  courtHoldsOn,
  findSeries,
  insertSeries,
  listSeries,
  listSeriesBookings,
  listSeriesDueRenewal,
  lockSeries,
  nextSeriesDates,
  updateSeries,
  type SeriesRow,
} from './booking-series.repo';
import { findBookingByToken, lockBooking, type BookingRow } from './bookings.repo';
import { openDeadline } from './customer-cancel.service';
import { cancelBooking } from './cancel-booking';
import { changeLockedBooking } from './change-booking.service';
import { placeBooking } from './place-booking';
import { assertNotPast } from './venue-rules';

/**
 * Booking series (docs/bookings.md#series, ADR 037): a regular's game every N weeks, booked by
 * staff in one go. Every date is a normal booking made through the walk-in's placement (its holds,
 * rules and audit), linked by `seriesId`; the customer gets one message for the whole series.
 */

const hoursOf = (labels: readonly string[]) =>
  labels.map((label) => slotHour(label)!).sort((a, b) => a - b);

/** What is wrong with one date of a series, or null when it can be booked. */
interface DateCheck {
  date: string;
  amount: number;
  conflict: SeriesConflict | null;
  message: string | null;
}

/** The place and customer of a series, as a request asks for it or as it is stored. */
interface SeriesPlace {
  court: Court;
  hours: number[];
  fixedPrice: number | null;
}

/**
 * Each date checked as the walk-in's placement would check it (docs/venue-settings.md#enforcement):
 * the venue open at every hour (a closed day reads "closed", closed hours "outside-hours"), no
 * closure on the court, no hour held by another booking; priced by the venue's prices on that date,
 * or the series' fixed price. `own` are the bookings whose holds do not count (a renewal's).
 */
async function checkDates(
  ctx: BookingContext,
  db: Database,
  place: SeriesPlace,
  dates: string[],
): Promise<DateCheck[]> {
  const holds = await courtHoldsOn(db, place.court, dates);
  const checks: DateCheck[] = [];
  for (const date of dates) {
    const { settings, closures } = await ctx.settings.forBooking(db, date);
    const amount = place.fixedPrice ?? quotePadel(settings.prices, date, place.hours).total;
    const check = (conflict: SeriesConflict | null, message: string | null) =>
      checks.push({ date, amount, conflict, message });
    const closedHours = place.hours.filter((hour) => !isOpenAt(settings.openingHours, date, hour));
    const closure = closures.find((span) =>
      place.hours.some((hour) => closureCovers(span, place.court, date, hour)),
    );
    const taken = holds.find((hold) => hold.date === date && place.hours.includes(hold.hour));
    if (closure) check('closed', SERIES_MESSAGES.closedBy(closure.reason));
    else if (closedHours.length > 0) {
      const dayClosed = HOURS.every((hour) => !isOpenAt(settings.openingHours, date, hour));
      if (dayClosed) check('closed', SERIES_MESSAGES.closed);
      else check('outside-hours', SERIES_MESSAGES.outsideHours);
    } else if (taken) {
      check('taken', SERIES_MESSAGES.taken(place.court, formatHour12(taken.hour)));
    } else check(null, null);
  }
  return checks;
}

/** POST /api/booking-series/preview: every date as create would find it; nothing is written. */
export async function previewSeries(
  ctx: BookingContext,
  input: SeriesInput,
): Promise<SeriesPreview> {
  const dates = requestedSeriesDates(input);
  const hours = hoursOf(input.selectedSlots);
  assertNotPast(ctx, input.startDate, hours);
  const place = { court: input.selectedCourt, hours, fixedPrice: input.fixedPrice };
  const checks = await checkDates(ctx, ctx.db, place, dates);
  const bookable = checks.filter((check) => check.conflict === null);
  return {
    occurrences: checks.map((check) => ({ ...check, selectedSlots: input.selectedSlots })),
    bookable: bookable.length,
    conflicts: checks.length - bookable.length,
    total: bookable.reduce((sum, check) => sum + check.amount, 0),
  };
}

/** A refusal of the placement itself (a race the check did not see) as a date's conflict. */
function placementConflict(error: unknown): { conflict: SeriesConflict; message: string } | null {
  if (!(error instanceof AppError)) return null;
  if (error instanceof ConflictError) return { conflict: 'taken', message: error.message };
  if (error.code === 'COURT_CLOSED') return { conflict: 'closed', message: error.message };
  if (error.code === 'VENUE_CLOSED') return { conflict: 'outside-hours', message: error.message };
  return null;
}

type Skipped = SeriesRow['skipped'][number];

/**
 * Books `dates` for the series inside the caller's transaction: each free date through the
 * walk-in's placement (in a savepoint of its own), confirmed, in-person, linked to the series and
 * paid as the series is. A date found taken, closed or outside the hours — before placing it, or
 * by the placement itself when another booking took it a moment before — is skipped, or with
 * `stop` ends the series before it (409 when it is the first date).
 */
async function bookDates(
  ctx: BookingContext,
  tx: Database,
  series: SeriesRow,
  dates: string[],
  how: { onConflict: 'skip' | 'stop'; adminId: number },
): Promise<{ booked: BookingRow[]; skipped: Skipped[] }> {
  const place = { court: series.court, hours: series.slotHours, fixedPrice: series.fixedPrice };
  const checks = await checkDates(ctx, tx, place, dates);
  const paid = walkInPaymentState(
    series.payment === 'up-front' ? series.upFrontPayment! : 'PayLater',
  );
  const inTransaction: BookingContext = { ...ctx, db: tx };
  const booked: BookingRow[] = [];
  const skipped: Skipped[] = [];
  for (const [index, check] of checks.entries()) {
    let problem = check.conflict ? { conflict: check.conflict, message: check.message! } : null;
    if (!problem) {
      try {
        const { row } = await placeBooking(
          inTransaction,
          {
            bookingType: 'Padel',
            selectedDate: check.date,
            selectedSlots: series.slotHours.map(slotLabel),
            selectedCourt: series.court,
            customerName: series.customerName,
            email: series.email,
            phoneNumber: series.phoneNumber,
            numberOfGuests: series.numberOfGuests,
            customer_instruction: series.customerInstruction,
            unit_amount: null,
            amount: null,
          },
          { kind: 'admin', id: how.adminId },
          {
            move: 'series',
            paymentType: paid.paymentType,
            paymentStatus: paid.PaymentStatus,
            remainingPaymentType: paid.remaining_paymentType,
            visit: null,
            seriesId: series.id,
            fixedAmount: series.fixedPrice ?? undefined,
            // Paid up front: recorded as a payment, as a walk-in's, so it can be undone.
            audit: async (db, booking) => {
              if (paid.PaymentStatus === 'UnPaid') return;
              await recordAudit(db, {
                actor: { type: 'admin', id: how.adminId },
                action: 'payment',
                entity: 'booking',
                entityId: booking.id,
                before: {
                  PaymentStatus: 'UnPaid',
                  remaining_paymentType: null,
                  paymentType: 'PayLater',
                },
                after: paid,
              });
            },
          },
        );
        booked.push(row);
        continue;
      } catch (error) {
        problem = placementConflict(error);
        if (!problem) throw error;
      }
    }
    if (how.onConflict === 'stop') {
      if (index === 0) {
        throw new ConflictError(
          SERIES_MESSAGES.firstDateConflict(problem.message),
          SERIES_CONFLICT_CODE,
        );
      }
      break;
    }
    skipped.push({ date: check.date, reason: problem.conflict, message: problem.message });
  }
  return { booked, skipped };
}

/** The last date a series covers: its latest booking or skipped date. */
const lastDateOf = (bookings: BookingRow[], skipped: Skipped[], fallback: string) =>
  [...bookings.map((row) => row.selectedDate), ...skipped.map((skip) => skip.date)].reduce(
    (last, date) => (date > last ? date : last),
    fallback,
  );

/** What the series' message says of it: the dates given, booked or not, in order. */
function factsOf(series: SeriesRow, bookings: BookingRow[], skipped: Skipped[]): SeriesFacts {
  const live = bookings.filter((row) => isAllowedFrom('cancel', row.status));
  const dates = [
    ...live.map((row) => ({
      date: row.selectedDate,
      accessToken: row.accessToken,
      skipped: null,
      amount: row.amount,
    })),
    ...skipped.map((skip) => ({
      date: skip.date,
      accessToken: null,
      skipped: skip.message ?? skip.reason,
      amount: 0,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return {
    id: series.id,
    customerName: series.customerName,
    email: series.email,
    phoneNumber: series.phoneNumber,
    selectedCourt: series.court,
    slotHours: series.slotHours,
    everyWeeks: series.everyWeeks,
    dates,
    paidUpFront: series.payment === 'up-front',
    renewBy: series.renewBy,
    createdAt: series.createdAt,
    updatedAt: series.updatedAt,
  };
}

/**
 * POST /api/booking-series: the series and every bookable date in one transaction, audited, and
 * one message to the customer listing every date with the calendar file (RRULE and EXDATEs). A
 * request with no bookable date at all answers 409.
 */
export async function createSeries(
  ctx: BookingContext,
  input: SeriesInput,
  adminId: number,
): Promise<SeriesAnswer> {
  const dates = requestedSeriesDates(input);
  const hours = hoursOf(input.selectedSlots);
  assertNotPast(ctx, input.startDate, hours);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertSeries(tx, {
      court: input.selectedCourt,
      slotHours: hours,
      weekday: weekdayOf(input.startDate),
      everyWeeks: input.everyWeeks,
      startDate: input.startDate,
      endDate: dates.at(-1)!,
      customerName: input.customerName,
      phoneNumber: input.phoneNumber,
      email: input.email,
      numberOfGuests: input.numberOfGuests,
      customerInstruction: input.customer_instruction,
      fixedPrice: input.fixedPrice,
      payment: input.payment,
      upFrontPayment: input.upFrontPayment,
      createdBy: adminId,
    });
    const { booked, skipped } = await bookDates(ctx, tx, created, dates, {
      onConflict: input.onConflict,
      adminId,
    });
    if (booked.length === 0) {
      throw new ConflictError(SERIES_MESSAGES.noneBookable, SERIES_CONFLICT_CODE);
    }
    const endDate = lastDateOf(booked, skipped, input.startDate);
    const series = await updateSeries(tx, created.id, { skipped, endDate, renewBy: endDate });
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'create',
      entity: 'series',
      entityId: series.id,
      after: {
        selectedCourt: series.court,
        selectedSlots: input.selectedSlots,
        everyWeeks: series.everyWeeks,
        startDate: series.startDate,
        endDate: series.endDate,
        payment: series.payment,
        fixedPrice: series.fixedPrice,
        bookingIds: booked.map((row) => row.id),
        skipped: skipped.map((skip) => `${skip.date} ${skip.reason}`),
      },
    });
    await ctx.notifier.series(tx, 'series-booked', factsOf(series, booked, skipped));
    return series.id;
  });
  return seriesAnswer(ctx, id);
}

/** A series' status as staff read it: an active series whose last date has passed has ended. */
function statusOf(series: SeriesRow, today: string): SeriesStatus {
  if (series.status === 'cancelled') return 'cancelled';
  return series.endDate < today ? 'ended' : 'active';
}

const seriesFieldsOf = (series: SeriesRow, today: string) => ({
  id: series.id,
  selectedCourt: series.court,
  selectedSlots: series.slotHours.map(slotLabel),
  weekday: series.weekday,
  everyWeeks: series.everyWeeks,
  startDate: series.startDate,
  endDate: series.endDate,
  customerName: series.customerName,
  phoneNumber: series.phoneNumber,
  email: series.email,
  numberOfGuests: series.numberOfGuests,
  fixedPrice: series.fixedPrice,
  payment: series.payment,
  status: statusOf(series, today),
  renewBy: series.renewBy,
});

/**
 * The series' dates: each booking (a cancelled one reads as skipped "closed" when a closure
 * covers it, else "cancelled"), and each date skipped when it was made.
 */
async function occurrencesOf(
  ctx: BookingContext,
  series: SeriesRow,
  bookings: BookingRow[],
): Promise<SeriesOccurrence[]> {
  const occurrences: SeriesOccurrence[] = [];
  for (const row of bookings) {
    const cancelled = row.status === 'Booking Cancelled';
    let closedBy: string | undefined;
    if (cancelled && row.selectedCourt) {
      const closures = (await listClosuresOn(ctx.db, row.selectedDate)).map(closureSpan);
      closedBy = closures.find((span) =>
        row.slotHours.some((hour) =>
          closureCovers(span, row.selectedCourt!, row.selectedDate, hour),
        ),
      )?.reason;
    }
    occurrences.push({
      date: row.selectedDate,
      bookingId: row.id,
      status: row.status,
      amount: row.amount,
      skipped: cancelled ? (closedBy !== undefined ? 'closed' : 'cancelled') : null,
      message: cancelled ? (row.cancelReason ?? null) : null,
    });
  }
  for (const skip of series.skipped) {
    occurrences.push({
      date: skip.date,
      bookingId: null,
      status: null,
      amount: 0,
      skipped: skip.reason as SeriesOccurrence['skipped'],
      message: skip.message,
    });
  }
  return occurrences.sort((a, b) => a.date.localeCompare(b.date));
}

/** What reading series needs of the app: its database and the venue's clock. */
export type SeriesReader = Pick<BookingContext, 'db' | 'timeZone' | 'now'>;

const todayOf = (ctx: SeriesReader) => venueNow(ctx.timeZone, ctx.now()).date;

/** GET /api/booking-series/{id}: the series with every date. */
export async function seriesAnswer(ctx: BookingContext, id: number): Promise<SeriesAnswer> {
  const series = await findSeries(ctx.db, id);
  if (!series) throw new NotFoundError(SERIES_MESSAGES.notFound);
  const bookings = await listSeriesBookings(ctx.db, id);
  return {
    ...seriesFieldsOf(series, todayOf(ctx)),
    occurrences: await occurrencesOf(ctx, series, bookings),
  };
}

/** Whether the series' last date is close: time to ask the customer about renewal. */
const renewalDue = (series: SeriesRow, today: string) =>
  statusOf(series, today) === 'active' &&
  series.endDate <= addDays(today, SERIES_LIMITS.renewalNoticeDays);

/**
 * GET /api/booking-series: the series of a status (all when left out), with their next date; one
 * customer's (by their phone written 03XXXXXXXXX) for their profile (docs/customers.md#series).
 */
export async function seriesList(
  ctx: SeriesReader,
  filter: { status?: SeriesStatus; phone?: string },
): Promise<SeriesSummary[]> {
  const today = todayOf(ctx);
  const rows = await listSeries(ctx.db, today, filter);
  const next = await nextSeriesDates(
    ctx.db,
    rows.map((row) => row.id),
    today,
  );
  return rows.map((series) => ({
    ...seriesFieldsOf(series, today),
    nextDate: next.get(series.id) ?? null,
    renewalDue: renewalDue(series, today),
  }));
}

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

const whenOf = (row: Pick<BookingRow, 'selectedDate' | 'slotHours' | 'selectedCourt'>) =>
  `${longDate(row.selectedDate)}, ${slotRanges(row.slotHours.map(slotLabel)).join(', ')}, ${row.selectedCourt}`;

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
          move: 'cancel',
          reason,
          actor: { type: 'admin', id: adminId },
          refundAdvance: true,
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
      lines: targets.map((row) => `${whenOf(row)}: cancelled`),
      reason,
    };
    await ctx.notifier.series(tx, 'series-changed', factsOf(updated, after, []), change);
  });
  return seriesAnswer(ctx, id);
}

/** Where a move was taking a booking when it was refused. */
interface MoveTarget {
  date: string;
  court: Court;
  hours: number[];
}

/** A move refused on one date: the whole move is refused naming that date (409). */
function moveConflict(error: unknown, target: MoveTarget | undefined): unknown {
  const closed =
    error instanceof BadRequestError && ['COURT_CLOSED', 'VENUE_CLOSED'].includes(error.code);
  const refused = error instanceof AppError && error.statusCode === 409;
  const taken = isUniqueViolation(error);
  if (!target || !(closed || refused || taken)) return error;
  const message = taken
    ? SERIES_MESSAGES.taken(target.court, slotRanges(target.hours.map(slotLabel)).join(', '))
    : (error as AppError).message;
  return new ConflictError(SERIES_MESSAGES.conflict(target.date, message), SERIES_CONFLICT_CODE);
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
        const change: BookingChangeInput = {
          selectedDate: request.shiftDays
            ? addDays(target.selectedDate, request.shiftDays)
            : undefined,
          selectedSlots: request.selectedSlots,
          selectedCourt: request.selectedCourt,
          numberOfGuests: undefined,
          customerName: undefined,
          phoneNumber: undefined,
          email: undefined,
          keepPrice: series.fixedPrice !== null,
        };
        moving = {
          date: change.selectedDate ?? target.selectedDate,
          court: request.selectedCourt ?? target.selectedCourt!,
          hours: request.selectedSlots ? hoursOf(request.selectedSlots) : target.slotHours,
        };
        try {
          const by = { adminId, notify: false };
          moved.set(target.id, await changeLockedBooking(ctx, tx, target.id, change, by));
        } catch (error) {
          // A date already where the move asks (moved alone before) stays as it is.
          if (error instanceof BadRequestError && error.code === 'NOTHING_TO_CHANGE') continue;
          throw error;
        }
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
        lines: [...moved.values()].map(
          ({ before, after: now }) => `${whenOf(before)} is now ${whenOf(now)}`,
        ),
        reason: null,
      };
      await ctx.notifier.series(tx, 'series-changed', factsOf(updated, after, []), change);
    });
  } catch (error) {
    throw moveConflict(error, moving);
  }
  return seriesAnswer(ctx, id);
}

/**
 * POST /api/booking-series/{id}/renew: the series goes on after its last date, every N weeks,
 * through `endDate` or for `count` dates (at most SERIES_LIMITS.maxOccurrences); taken or closed
 * dates are skipped. The customer gets one message with the new dates.
 */
export async function renewSeries(
  ctx: BookingContext,
  id: number,
  request: { count?: number | null; endDate?: string | null },
  adminId: number,
): Promise<SeriesAnswer> {
  await ctx.db.transaction(async (tx) => {
    const series = await lockSeries(tx, id);
    if (!series) throw new NotFoundError(SERIES_MESSAGES.notFound);
    if (series.status === 'cancelled') {
      throw new ConflictError(SERIES_MESSAGES.notActive, 'SERIES_NOT_ACTIVE');
    }
    const today = todayOf(ctx);
    let first = addDays(series.endDate, 7 * series.everyWeeks);
    while (first < today) first = addDays(first, 7 * series.everyWeeks);
    if (request.endDate && request.endDate < first) {
      throw new BadRequestError(SERIES_MESSAGES.endBeforeStart, 'BAD_REQUEST', [
        { path: 'body.endDate', message: SERIES_MESSAGES.endBeforeStart },
      ]);
    }
    const dates = seriesDates(
      first,
      series.everyWeeks,
      request.endDate ? { endDate: request.endDate } : { count: request.count ?? 1 },
    );
    if (dates.length > SERIES_LIMITS.maxOccurrences) {
      throw new BadRequestError(SERIES_MESSAGES.tooMany, 'BAD_REQUEST', [
        { path: 'body.endDate', message: SERIES_MESSAGES.tooMany },
      ]);
    }
    assertNotPast(ctx, dates[0]!, series.slotHours);
    const { booked, skipped } = await bookDates(ctx, tx, series, dates, {
      onConflict: 'skip',
      adminId,
    });
    if (booked.length === 0) {
      throw new ConflictError(SERIES_MESSAGES.noneBookable, SERIES_CONFLICT_CODE);
    }
    const endDate = lastDateOf(booked, skipped, series.endDate);
    const updated = await updateSeries(tx, id, {
      status: 'active',
      endDate,
      renewBy: endDate,
      renewalSentAt: null,
      skipped: [...series.skipped, ...skipped],
    });
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'renew',
      entity: 'series',
      entityId: id,
      before: { endDate: series.endDate },
      after: {
        endDate,
        bookingIds: booked.map((row) => row.id),
        skipped: skipped.map((skip) => `${skip.date} ${skip.reason}`),
      },
    });
    await ctx.notifier.series(tx, 'series-booked', factsOf(updated, booked, skipped));
  });
  return seriesAnswer(ctx, id);
}

/**
 * GET /api/my-booking/{token}/series: the customer's series, reached by one of its bookings'
 * links, with its dates not yet over and whether each may still be cancelled by them (through
 * that date's own cancel, docs/venue-settings.md#customer-cancel). 404 when the booking is not
 * part of a series.
 */
export async function customerSeries(ctx: BookingContext, token: string): Promise<CustomerSeries> {
  const booking = await findBookingByToken(ctx.db, token);
  if (!booking) throw new NotFoundError(BOOKING_MESSAGES.bookingNotFound);
  const series = booking.seriesId === null ? undefined : await findSeries(ctx.db, booking.seriesId);
  if (!series) throw new NotFoundError(SERIES_MESSAGES.notInSeries);
  const { cancelHours } = await ctx.settings.current();
  const today = todayOf(ctx);
  const bookings = await listSeriesBookings(ctx.db, series.id);
  const upcoming = [];
  for (const row of bookings) {
    if (row.selectedDate < today) continue;
    upcoming.push({
      date: row.selectedDate,
      status: row.status,
      token: row.accessToken,
      canCancel: (await openDeadline(ctx, row, cancelHours)) !== null,
    });
  }
  return {
    seriesId: series.id,
    selectedCourt: series.court,
    selectedSlots: series.slotHours.map(slotLabel),
    everyWeeks: series.everyWeeks,
    upcoming,
  };
}

/**
 * The renewal message (docs/bookings.md#series): once per series, when its last date is within
 * SERIES_LIMITS.renewalNoticeDays, the customer is told it ends and that the same hours are kept
 * for them until `renewBy`. Marking the series and writing the message are one transaction, and
 * the series are taken locked (skipping those another process holds): each is told once.
 */
export function seriesRenewalJob(ctx: BookingContext): TimedJob {
  return {
    name: 'series renewal',
    async run() {
      const today = todayOf(ctx);
      await ctx.db.transaction(async (tx) => {
        const due = await listSeriesDueRenewal(
          tx,
          today,
          addDays(today, SERIES_LIMITS.renewalNoticeDays),
        );
        for (const series of due) {
          const marked = await updateSeries(tx, series.id, { renewalSentAt: ctx.now() });
          const upcoming = (await listSeriesBookings(tx, series.id)).filter(
            (row) => row.selectedDate >= today,
          );
          await ctx.notifier.series(tx, 'series-renewal', factsOf(marked, upcoming, []));
        }
      });
    },
  };
}

/**
 * Making a booking series (docs/bookings.md#series, ADR 037): a regular's game every N weeks,
 * booked by staff in one go. Every date is a normal booking made through the walk-in's placement
 * (its holds, rules and audit), linked by `seriesId`; the customer gets one message for the whole
 * series.
 */
import {
  deskPaymentOf,
  requestedSeriesDates,
  SERIES_CONFLICT_CODE,
  SERIES_MESSAGES,
  weekdayOf,
  type SeriesAnswer,
  type SeriesInput,
  type SeriesPreview,
} from '@padel/contracts';
import { ConflictError } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repo';
import type { BookingContext } from '../booking-context.service';
import { insertSeries, updateSeries } from './booking-series.repo';
import { bookDates, checkDates } from './book-series-dates.service';
import { factsOf, hoursOf, lastDateOf } from './series-dates.rules';
import { seriesAnswer } from './series-reads.service';
import { assertNotPast } from '../venue.rules';

/** POST /api/booking-series/preview: every date as create would find it; nothing is written. */
export async function previewSeries(
  ctx: BookingContext,
  input: SeriesInput,
): Promise<SeriesPreview> {
  const dates = requestedSeriesDates(input);
  const hours = hoursOf(input.selectedSlots);
  assertNotPast(ctx, input.startDate, hours);
  const place = {
    court: input.selectedCourt,
    hours,
    fixedPrice: input.fixedPrice,
    phoneNumber: input.phoneNumber,
  };
  const checks = await checkDates(ctx, ctx.db, place, dates);
  const bookable = checks.filter((check) => check.conflict === null);
  return {
    occurrences: checks.map(({ date, amount, conflict, message }) => ({
      date,
      amount,
      conflict,
      message,
      selectedSlots: input.selectedSlots,
    })),
    bookable: bookable.length,
    conflicts: checks.length - bookable.length,
    total: bookable.reduce((sum, check) => sum + check.amount, 0),
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
      paidBy: deskPaymentOf(input.upFrontPayment ?? 'PayLater', input),
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

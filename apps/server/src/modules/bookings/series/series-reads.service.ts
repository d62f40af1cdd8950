/**
 * Reading booking series (docs/bookings.md#series): one series with every date for staff, the
 * list of series (also one customer's, for their profile), and the customer's own series page.
 */
import {
  addDays,
  BOOKING_MESSAGES,
  closureCovers,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  slotLabel,
  type CustomerSeries,
  type SeriesAnswer,
  type SeriesOccurrence,
  type SeriesStatus,
  type SeriesSummary,
} from '@padel/contracts';
import { NotFoundError } from '../../../lib/errors';
import { listClosuresOn } from '../../settings/settings.repo';
import { closureSpan } from '../../settings/venue-settings.service';
import type { BookingContext } from '../booking-context.service';
import {
  findSeries,
  listSeries,
  listSeriesBookings,
  nextSeriesDates,
  type SeriesRow,
} from './booking-series.repo';
import { findBookingByToken, type BookingRow } from '../bookings.repo';
import { openDeadline } from '../customer-cancel.service';
import { todayOf, type SeriesReader } from './series-dates.rules';

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
  upFrontPayment: series.payment === 'up-front' ? series.upFrontPayment : null,
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
      selectedCourt: row.selectedCourt,
      selectedSlots: row.slotHours.map(slotLabel),
    });
  }
  for (const skip of series.skipped) {
    occurrences.push({
      date: skip.date,
      bookingId: null,
      status: null,
      amount: 0,
      skipped: skip.reason,
      message: skip.message,
      selectedCourt: null,
      selectedSlots: [],
    });
  }
  return occurrences.sort((a, b) => a.date.localeCompare(b.date));
}
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

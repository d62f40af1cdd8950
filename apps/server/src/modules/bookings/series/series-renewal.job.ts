/**
 * Renewing a booking series (docs/bookings.md#series): staff book its next dates, and a timed job
 * tells the customer once when its last date is near, keeping the same hours for them until
 * `renewBy`.
 */
import {
  addDays,
  deskOnlineProblems,
  deskOnlineValue,
  deskPaymentOf,
  SERIES_CONFLICT_CODE,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  seriesDates,
  seriesDatesInBounds,
  type DeskOnline,
  type SeriesAnswer,
} from '@padel/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repo';
import type { TimedJob } from '../../notifications/worker.job';
import type { BookingContext } from '../booking-context.service';
import {
  listSeriesBookings,
  listSeriesDueRenewal,
  lockSeries,
  updateSeries,
  type SeriesRow,
} from './booking-series.repo';
import { assertRenewalPrice, mayGiveOwnerPrices } from '../owner-prices.rules';
import { bookDates } from './book-series-dates.service';
import { factsOf, lastDateOf, todayOf } from './series-dates.rules';
import { seriesAnswer } from './series-reads.service';
import { assertNotPast } from '../venue.rules';

/**
 * How a renewal's dates are paid: as the series is. Paid up front online, the request names the
 * method and the reference of the transfer that paid them (docs/payments.md#paid-online), else 400.
 */
function renewalPaidBy(series: SeriesRow, request: DeskOnline) {
  const upFront = series.payment === 'up-front' ? series.upFrontPayment : null;
  const online = upFront === 'PayViaOnline';
  const [problem] = deskOnlineProblems(online, request);
  if (problem) {
    throw new BadRequestError(problem.message, 'VALIDATION_FAILED', [
      { path: `body.${problem.field}`, message: problem.message },
    ]);
  }
  return deskPaymentOf(upFront ?? 'PayLater', deskOnlineValue(online, request));
}

/**
 * POST /api/booking-series/{id}/renew: the series goes on after its last date, every N weeks,
 * through `endDate` or for `count` dates (at most SERIES_LIMITS.maxOccurrences); taken or closed
 * dates are skipped. The customer gets one message with the new dates. At a fixed price below the
 * venue's prices only the owner renews (403 OWNER_APPROVAL_NEEDED for staff).
 */
export async function renewSeries(
  ctx: BookingContext,
  id: number,
  request: { count?: number | null; endDate?: string | null } & DeskOnline,
  admin: { id: number; role: string },
): Promise<SeriesAnswer> {
  const adminId = admin.id;
  await ctx.db.transaction(async (tx) => {
    const series = await lockSeries(tx, id);
    if (!series) throw new NotFoundError(SERIES_MESSAGES.notFound);
    if (series.status === 'cancelled') {
      throw new ConflictError(SERIES_MESSAGES.notActive, 'SERIES_NOT_ACTIVE');
    }
    const paidBy = renewalPaidBy(series, request);
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
    if (!seriesDatesInBounds(dates)) {
      throw new BadRequestError(SERIES_MESSAGES.beyondLastDate, 'DATE_OUT_OF_RANGE', [
        {
          path: request.endDate ? 'body.endDate' : 'body.count',
          message: SERIES_MESSAGES.beyondLastDate,
        },
      ]);
    }
    assertNotPast(ctx, dates[0]!, series.slotHours);
    // A fixed price below the venue's prices is the owner's (docs/prices.md#owner-prices).
    await assertRenewalPrice(ctx, tx, series, dates, mayGiveOwnerPrices(admin.role));
    const { booked, skipped } = await bookDates(ctx, tx, series, dates, {
      onConflict: 'skip',
      adminId,
      paidBy,
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

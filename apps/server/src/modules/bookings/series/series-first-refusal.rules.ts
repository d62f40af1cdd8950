import {
  COURTS,
  perCourt,
  SERIES_MESSAGES,
  venueNow,
  weekdayOf,
  type BookingRequestValue,
  type Court,
} from '@padel/contracts';
import type { Database } from '../../../db/client';
import type { BookingContext } from '../booking-context.service';
import { listSeriesKeeping, type SeriesRow } from './booking-series.repo';
import { conflict } from '../booking-refusals.rules';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Whether `series` keeps its court and hours on `date`: one of its weeks after its last date. */
const keepsDate = (series: SeriesRow, date: string) =>
  daysBetween(series.endDate, date) % (7 * series.everyWeeks) === 0;

/**
 * First refusal (docs/bookings.md#series): until a series' `renewBy`, its court and hours on the
 * weeks after its last date are kept for its customer. Someone else's online booking of them is
 * refused (409, a taken slot to the booking form, in words of its own); staff, and the regular's own phone number, may still book them.
 */
export async function assertNotKeptForRegular(
  ctx: Pick<BookingContext, 'timeZone' | 'now'>,
  tx: Database,
  input: Pick<
    BookingRequestValue,
    'bookingType' | 'selectedCourt' | 'selectedDate' | 'phoneNumber'
  >,
  hours: number[],
): Promise<void> {
  if (input.bookingType !== 'Padel' || !input.selectedCourt) return;
  const today = venueNow(ctx.timeZone, ctx.now()).date;
  const date = input.selectedDate;
  const keeping = await listSeriesKeeping(tx, [input.selectedCourt], weekdayOf(date), today, date);
  const kept = keeping.some(
    (series) =>
      series.phoneNumber !== input.phoneNumber &&
      keepsDate(series, date) &&
      series.slotHours.some((hour) => hours.includes(hour)),
  );
  if (kept) throw conflict(input, 'SLOT_TAKEN', SERIES_MESSAGES.keptForRegular);
}

/**
 * The hours of each court kept for a regular on `date` (first refusal, above): the public
 * availability shows them booked, so nobody picks an hour the booking would then refuse.
 */
export async function keptHoursOn(
  ctx: Pick<BookingContext, 'db' | 'timeZone' | 'now'>,
  date: string,
): Promise<Record<Court, number[]>> {
  const today = venueNow(ctx.timeZone, ctx.now()).date;
  const keeping = await listSeriesKeeping(ctx.db, COURTS, weekdayOf(date), today, date);
  const kept = keeping.filter((series) => keepsDate(series, date));
  return perCourt((court) =>
    kept.filter((series) => series.court === court).flatMap((series) => series.slotHours),
  );
}

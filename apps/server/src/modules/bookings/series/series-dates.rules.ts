/**
 * What the booking series files share (docs/bookings.md#series): a request's hours, the venue's
 * today, the last date a series covers, and what the series' message says of it.
 */
import { isAllowedFrom, slotHour, venueNow } from '@padel/contracts';
import type { SeriesFacts } from '../../notifications/messages/series-facts';
import type { BookingContext } from '../booking-context.service';
import type { SeriesRow } from './booking-series.repo';
import type { BookingRow } from '../bookings.repo';

export const hoursOf = (labels: readonly string[]) =>
  labels.map((label) => slotHour(label)!).sort((a, b) => a - b);

export type Skipped = SeriesRow['skipped'][number];

/** The last date a series covers: its latest booking or skipped date. */
export const lastDateOf = (bookings: BookingRow[], skipped: Skipped[], fallback: string) =>
  [...bookings.map((row) => row.selectedDate), ...skipped.map((skip) => skip.date)].reduce(
    (last, date) => (date > last ? date : last),
    fallback,
  );

/**
 * What the series' message says of it: the dates given, in order. A booking not cancelled is
 * booked (an arrived or missed one too: its date stays in the calendar); a cancelled one is not,
 * nor is a date skipped when it was made.
 */
export function factsOf(
  series: SeriesRow,
  bookings: BookingRow[],
  skipped: Skipped[],
): SeriesFacts {
  const dates = [
    ...bookings.map((row) => {
      const cancelled = row.status === 'Booking Cancelled';
      return {
        date: row.selectedDate,
        selectedCourt: row.selectedCourt ?? series.court,
        slotHours: row.slotHours,
        accessToken: isAllowedFrom('cancel', row.status) ? row.accessToken : null,
        skipped: cancelled ? ('cancelled' as const) : null,
        closureReason: null,
        amount: cancelled ? 0 : row.amount,
      };
    }),
    ...skipped.map((skip) => ({
      date: skip.date,
      selectedCourt: series.court,
      slotHours: series.slotHours,
      accessToken: null,
      skipped: skip.reason,
      closureReason: skip.closureReason ?? null,
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

/** What reading series needs of the app: its database and the venue's clock. */
export type SeriesReader = Pick<BookingContext, 'db' | 'timeZone' | 'now'>;

export const todayOf = (ctx: SeriesReader) => venueNow(ctx.timeZone, ctx.now()).date;

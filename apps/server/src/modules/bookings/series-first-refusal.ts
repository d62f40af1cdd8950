import { SERIES_MESSAGES, venueNow, weekdayOf, type BookingRequestValue } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { BookingContext } from './booking-context';
import { listSeriesKeeping } from './booking-series.repo';
import { conflict } from './booking-refusals';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

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
  const keeping = await listSeriesKeeping(tx, input.selectedCourt, weekdayOf(date), today, date);
  const kept = keeping.some(
    (series) =>
      series.phoneNumber !== input.phoneNumber &&
      daysBetween(series.endDate, date) % (7 * series.everyWeeks) === 0 &&
      series.slotHours.some((hour) => hours.includes(hour)),
  );
  if (kept) throw conflict(input, 'SLOT_TAKEN', SERIES_MESSAGES.keptForRegular);
}

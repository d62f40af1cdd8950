import { addDays, SERIES_LIMITS, venueNow, type Attention } from '@padel/contracts';
import type { Database } from '../../db/client';
import { pendingBookingsByDate, pendingOrderCount, seriesEndingCount } from './attention.repo';

/**
 * What waits for staff (docs/screens.md#attention-counts): online bookings pending per date from today
 * on, café orders not yet sent, and booking series ending within SERIES_LIMITS.renewalNoticeDays
 * (docs/bookings.md#series). It reads bookings and orders, so it sits above both.
 */
export async function attention(
  db: Database,
  { timeZone, now }: { timeZone: string; now: () => Date },
): Promise<Attention> {
  const today = venueNow(timeZone, now()).date;
  const [pendingBookings, pendingOrders, seriesEndingSoon] = await Promise.all([
    pendingBookingsByDate(db, today),
    pendingOrderCount(db),
    seriesEndingCount(db, today, addDays(today, SERIES_LIMITS.renewalNoticeDays)),
  ]);
  return { pendingBookings, pendingOrders, seriesEndingSoon };
}

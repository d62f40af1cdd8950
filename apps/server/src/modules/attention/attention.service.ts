import { venueNow, type Attention } from '@padel/contracts';
import type { Database } from '../../db/client';
import { pendingBookingsByDate, pendingOrderCount } from './attention.repo';

/**
 * What waits for staff (docs/screens.md#attention-counts): online bookings pending per date from today
 * on, and café orders not yet sent. It reads bookings and orders, so it sits above both.
 */
export async function attention(
  db: Database,
  { timeZone, now }: { timeZone: string; now: () => Date },
): Promise<Attention> {
  const today = venueNow(timeZone, now()).date;
  const [pendingBookings, pendingOrders] = await Promise.all([
    pendingBookingsByDate(db, today),
    pendingOrderCount(db),
  ]);
  return { pendingBookings, pendingOrders };
}

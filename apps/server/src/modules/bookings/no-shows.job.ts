import { addDays, slotHasEnded, venueNow, type VenueNow } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TimedJob } from '../notifications/worker.job';
import { applyTransition, mayApply } from './apply-transition.service';
import { lockBooking } from './bookings.repo';
import { confirmedBookingsBetween } from './no-shows.repo';

/** Bookings read per round trip: short transactions, so public reads never wait long. */
const BATCH = 100;
/**
 * How far back a round looks: enough to catch up after a stopped worker, without rewriting the
 * history of bookings that ended before no-shows were recorded (docs/bookings.md#no-show).
 */
export const NO_SHOW_LOOKBACK_DAYS = 7;

/** Whether the last slot of a booking has ended at `now` (venue time). */
export function bookingHasEnded(now: VenueNow, booking: { date: string; hours: number[] }) {
  return slotHasEnded(now, booking.date, Math.max(...booking.hours));
}

/**
 * Marks `No-show` every confirmed booking whose last slot has ended with nobody marking it arrived
 * (docs/bookings.md#no-show): a record only, nobody is told, the booking keeps its past slots.
 */
export function noShowJob(db: Database, now: Clock, timeZone: string): TimedJob {
  return {
    name: 'no-shows',
    async run() {
      const at = venueNow(timeZone, now());
      let after = 0;
      for (;;) {
        const dates = { from: addDays(at.date, -NO_SHOW_LOOKBACK_DAYS), today: at.date };
        const batch = await confirmedBookingsBetween(db, dates, { after, limit: BATCH });
        const ended = batch.filter((booking) => bookingHasEnded(at, booking));
        if (ended.length > 0) {
          await db.transaction(async (tx) => {
            for (const { id } of ended) await markNoShow(tx, id);
          });
        }
        if (batch.length < BATCH) return;
        after = batch.at(-1)!.id;
      }
    },
  };
}

async function markNoShow(tx: Database, id: number): Promise<void> {
  const before = await lockBooking(tx, id);
  // Marked arrived or cancelled since it was listed: nothing to do.
  if (!before || !mayApply('no-show', before)) return;
  await applyTransition(tx, before, 'no-show', { type: 'system' });
}

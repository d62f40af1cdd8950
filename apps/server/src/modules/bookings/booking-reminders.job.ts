import { addDays, venueInstant, venueNow } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { Notifier } from '../notifications/notifier.service';
import type { TimedJob } from '../notifications/worker.job';
import { bookingsToRemind, markReminded } from './booking-reminders.repo';

/**
 * The reminder `REMINDER_HOURS` before a confirmed booking starts (see
 * docs/notifications.md#reminders). Marking `reminderSent` and writing the message are one
 * transaction, and the mark is conditional: with several processes each booking is reminded once.
 */
export function reminderJob(options: {
  db: Database;
  notifier: Notifier;
  timeZone: string;
  reminderHours: number;
  now: () => Date;
}): TimedJob {
  const { db, notifier, timeZone, reminderHours, now } = options;
  return {
    name: 'booking reminders',
    async run() {
      const at = now();
      const today = venueNow(timeZone, at).date;
      const candidates = await bookingsToRemind(
        db,
        today,
        addDays(today, Math.ceil(reminderHours / 24) + 1),
      );
      for (const booking of candidates) {
        const start = venueInstant(booking.date, Math.min(...booking.hours), timeZone);
        const untilStart = start.getTime() - at.getTime();
        if (untilStart <= 0 || untilStart > reminderHours * 3_600_000) continue;
        await db.transaction(async (tx) => {
          const marked = await markReminded(tx, booking.id);
          if (marked) await notifier.booking(tx, 'booking-reminder', marked);
        });
      }
    },
  };
}

import { addDays, venueInstant, venueNow } from '@padel/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import type { Notifier } from './notifier';
import type { TimedJob } from './worker';

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
      const candidates = await db
        .select({ id: bookings.id, date: bookings.selectedDate, hours: bookings.slotHours })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'Booking Confirmed'),
            eq(bookings.reminderSent, false),
            gte(bookings.selectedDate, today),
            lte(bookings.selectedDate, addDays(today, Math.ceil(reminderHours / 24) + 1)),
          ),
        );
      for (const booking of candidates) {
        const start = venueInstant(booking.date, Math.min(...booking.hours), timeZone);
        const untilStart = start.getTime() - at.getTime();
        if (untilStart <= 0 || untilStart > reminderHours * 3_600_000) continue;
        await db.transaction(async (tx) => {
          const [marked] = await tx
            .update(bookings)
            .set({ reminderSent: true, updatedAt: sql`now()` })
            .where(
              and(
                eq(bookings.id, booking.id),
                eq(bookings.reminderSent, false),
                eq(bookings.status, 'Booking Confirmed'),
              ),
            )
            .returning();
          if (marked) await notifier.booking(tx, 'booking-reminder', marked);
        });
      }
    },
  };
}

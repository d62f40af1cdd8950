import { venueNow } from '@padel/contracts';
import type { Database } from '../../db/client';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import type { Notifier } from '../notifications/notifier.service';
import { upcomingBookingsOf } from './find-my-booking.repo';

/**
 * E-mails an address the links of its upcoming bookings (see
 * docs/notifications.md#find-my-booking). Every request counts against the limits, whether or not
 * there are any, so it neither tells a stranger who books here nor floods a mailbox.
 */
export async function sendBookingLinks(
  ctx: { db: Database; notifier: Notifier; timeZone: string; now: () => Date },
  email: string,
  ip: string,
): Promise<void> {
  const today = venueNow(ctx.timeZone, ctx.now()).date;
  await ctx.db.transaction(async (tx) => {
    await consumeRateLimits(tx, abuseRules.findMyBooking(email, ip), LIMIT_MESSAGES.findMyBooking);
    const upcoming = await upcomingBookingsOf(tx, email, today);
    if (upcoming.length > 0) await ctx.notifier.findMyBooking(tx, email, upcoming);
  });
}

import {
  FIND_MY_BOOKING_MESSAGE,
  findMyBookingRequestSchema,
  apiErrorSchema,
  messageSchema,
  venueNow,
} from '@padel/contracts';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { consumeRateLimits } from '../../lib/rate-limit';
import type { BookingRow } from './bookings.repo';

/** The most links one e-mail lists: a customer's own upcoming bookings are far fewer. */
const MAX_LINKS = 20;

/** Bookings of an address from today on that still stand (pending or confirmed), soonest first. */
function upcomingBookingsOf(db: Database, email: string, today: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(sql`lower(${bookings.email})`, email.toLowerCase()),
        gte(bookings.selectedDate, today),
        inArray(bookings.status, ['Pending', 'Booking Confirmed']),
      ),
    )
    .orderBy(asc(bookings.selectedDate), asc(bookings.id))
    .limit(MAX_LINKS);
}

/**
 * POST /api/find-my-booking (see docs/notifications.md#find-my-booking): e-mails an address the
 * links of its upcoming bookings. The answer is the same whether or not there are any, and every
 * request counts against the limits, so it neither tells a stranger who books here nor floods a
 * mailbox.
 */
export const findMyBookingRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, { config, now }) => {
  app.post(
    '/find-my-booking',
    {
      schema: {
        tags: ['bookings'],
        summary: 'E-mail the links of my upcoming bookings; the same answer for any address',
        body: findMyBookingRequestSchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      const today = venueNow(config.venueTimezone, now()).date;
      await app.db.transaction(async (tx) => {
        await consumeRateLimits(
          tx,
          abuseRules.findMyBooking(email, request.ip),
          LIMIT_MESSAGES.findMyBooking,
        );
        const upcoming = await upcomingBookingsOf(tx, email, today);
        if (upcoming.length > 0) await app.notifier.findMyBooking(tx, email, upcoming);
      });
      return { message: FIND_MY_BOOKING_MESSAGE };
    },
  );
};

import {
  FIND_MY_BOOKING_MESSAGE,
  findMyBookingRequestSchema,
  apiErrorSchema,
  messageSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { sendBookingLinks } from './find-my-booking.service';

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
      await sendBookingLinks(
        { db: app.db, notifier: app.notifier, timeZone: config.venueTimezone, now },
        request.body.email,
        request.ip,
      );
      return { message: FIND_MY_BOOKING_MESSAGE };
    },
  );
};

import {
  bookingExportPageQuerySchema,
  bookingExportQuerySchema,
  bookingListSchema,
  TOTAL_COUNT_HEADER,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { sendWorkbook } from '../../lib/xlsx-export';
import { BOOKING_ROUTE_ERRORS as errors } from './admin-booking-parts.routes';
import { exportPage } from './admin-bookings.service';
import { exportBookings } from './bookings-export.service';

/**
 * The bookings export (see docs/bookings.md#export): one page as JSON, or all as bookings.xlsx; the
 * owner's (docs/accounts.md#roles).
 */
export const adminBookingExportRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  app.get(
    '/get-booking',
    {
      // Every customer's details at once: the owner's (docs/accounts.md#roles).
      config: { capability: 'exports' },
      schema: {
        tags: ['admin bookings'],
        summary:
          'One page of the bookings dated from `from` to `to` (inclusive; all when left out), newest date first',
        description: `A JSON array of the page's bookings; the number of all of them is in the ${TOTAL_COUNT_HEADER} header. bookings.xlsx holds them all at once.`,
        querystring: bookingExportPageQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { bookings, total } = await exportPage(app.db, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(bookings);
    },
  );

  app.get(
    '/get-booking/bookings.xlsx',
    {
      config: { capability: 'exports' },
      schema: {
        tags: ['admin bookings'],
        summary:
          'The bookings dated from `from` to `to` (inclusive; all when left out) as bookings.xlsx',
        description:
          'Sheets Bookings (the field names) and Readable, streamed as they are written.',
        querystring: bookingExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        'bookings.xlsx',
        exportBookings(app.db, request.query, options.config.venueTimezone),
      ),
  );
};

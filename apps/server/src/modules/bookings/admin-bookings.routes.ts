import {
  bookingListQuerySchema,
  bookingListSchema,
  dateParamSchema,
  nextBookingDateSchema,
  invoiceSchema,
  scheduleSchema,
  TOTAL_COUNT_HEADER,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  adminId,
  bookingParams,
  BOOKING_ROUTE_ERRORS as errors,
} from './admin-booking-parts.routes';
import { bookingDetail, bookingList, nextDayWithBookings } from './admin-bookings.service';
import { bookingContext } from './booking-context.service';
import { invoiceFor } from './invoice.service';
import { scheduleFor } from './schedule.service';
import { adminBookingChangeRoutes } from './admin-booking-changes.routes';
import { adminBookingExportRoutes } from './admin-booking-exports.routes';
import { walkInRoutes } from './walk-in.routes';
import { bookingSeriesRoutes } from './series/booking-series.routes';
import { bookingLifecycleRoutes } from './booking-lifecycle.routes';

/**
 * Admin booking management (see docs/api.md#calls), registered behind the admin guard (see
 * docs/accounts.md#admin-calls): the day's list, a booking's detail, the schedule and the
 * invoice here; changes, exports and walk-ins in their own files.
 */
export const adminBookingRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  await app.register(adminBookingChangeRoutes, options);
  await app.register(adminBookingExportRoutes, options);
  await app.register(walkInRoutes, options);
  await app.register(bookingSeriesRoutes, options);
  await app.register(bookingLifecycleRoutes, options);
  const ctx = bookingContext(app, options);

  app.get(
    '/get-booking-list/:date',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['admin bookings'],
        summary: "One page of a day's bookings, or a name search across days",
        description: `A JSON array of the page's bookings; the number of all matching bookings is in the ${TOTAL_COUNT_HEADER} header.`,
        params: dateParamSchema,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { bookings, total } = await bookingList(ctx, request.params.date, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(bookings);
    },
  );

  app.get(
    '/bookings/next-date/:date',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['admin bookings'],
        summary: 'The first later day that has a booking (or null), for an empty day of the list',
        params: dateParamSchema,
        response: { 200: nextBookingDateSchema, ...errors },
      },
    },
    async (request) => nextDayWithBookings(app.db, request.params.date),
  );

  app.get(
    '/bookings/:id',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['admin bookings'],
        summary: 'A booking for the detail screen (a list of one)',
        params: bookingParams,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request) => bookingDetail(app.db, request.params.id),
  );

  app.get(
    '/schedule/:date',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['admin bookings'],
        summary: 'The schedule board of a day: held court slots and table occupancy per hour',
        params: dateParamSchema,
        response: { 200: scheduleSchema, ...errors },
      },
    },
    async (request) => scheduleFor(app.db, request.params.date),
  );

  app.post(
    '/bookings/:id/invoice',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['admin bookings'],
        summary: "The booking's invoice number (made at first print, then kept) and QR link",
        params: bookingParams,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request) =>
      invoiceFor(
        app.db,
        request.params.id,
        options.config.publicBookingUrl,
        adminId(request),
        options.now,
      ),
  );
};

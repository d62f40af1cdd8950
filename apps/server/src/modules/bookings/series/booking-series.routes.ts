import {
  apiErrorSchema,
  idParamsSchema,
  seriesAnswerSchema,
  seriesCancelRequestSchema,
  seriesListQuerySchema,
  seriesListSchema,
  seriesMoveRequestSchema,
  seriesPreviewSchema,
  seriesRenewRequestSchema,
  seriesRequestSchema,
  staffCapability,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import { assertSeriesPrice } from '../owner-prices.rules';
import { adminId, BOOKING_ROUTE_ERRORS as errors } from '../admin-booking-parts.routes';
import { bookingContext } from '../booking-context.service';
import { cancelSeries, moveSeries } from './change-series.service';
import { createSeries, previewSeries } from './create-series.service';
import { seriesAnswer, seriesList } from './series-reads.service';
import { renewSeries } from './series-renewal.job';

const seriesParams = idParamsSchema('The series id');

/**
 * Booking series (see docs/bookings.md#series): staff book a regular's weekly game, read it, and
 * cancel, move or renew its dates. Registered behind the admin guard; every call is run-the-day's,
 * the capability of the moves it makes.
 */
export const bookingSeriesRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);
  const capability = staffCapability('series', 'cancel');
  const conflict = { 409: apiErrorSchema };

  app.post(
    '/booking-series/preview',
    {
      config: { capability },
      schema: {
        tags: ['admin bookings'],
        summary:
          'The dates a series would book, each priced and with its conflict; nothing is written',
        body: seriesRequestSchema,
        response: { 200: seriesPreviewSchema, ...errors },
      },
    },
    async (request) => previewSeries(ctx, request.body),
  );

  app.post(
    '/booking-series',
    {
      config: { changes: ['bookings'], capability },
      schema: {
        tags: ['admin bookings'],
        summary:
          'Book a series: every free date a confirmed in-person booking, in one transaction (201)',
        description:
          "onConflict skip: taken, closed or outside-hours dates are skipped and listed; stop: the series ends before the first conflict (409 SERIES_CONFLICT when it is the first date). One message to the customer for the whole series. A fixedPrice below the venue's prices for the customer is the owner's: staff get 403 OWNER_APPROVAL_NEEDED and may ask (POST /api/approvals).",
        body: seriesRequestSchema,
        response: { 201: seriesAnswerSchema, ...errors, ...conflict },
      },
    },
    async (request, reply) => {
      // A fixed price below the venue's prices is the owner's (docs/prices.md#owner-prices).
      await assertSeriesPrice(ctx, request.body, request.user!.role);
      const made = await createSeries(ctx, request.body, adminId(request));
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/booking-series',
    {
      config: { capability },
      schema: {
        tags: ['admin bookings'],
        summary: 'The booking series, of a status when given, with their next date',
        querystring: seriesListQuerySchema,
        response: { 200: seriesListSchema, ...errors },
      },
    },
    async (request) => seriesList(ctx, { status: request.query.status }),
  );

  app.get(
    '/booking-series/:id',
    {
      config: { capability },
      schema: {
        tags: ['admin bookings'],
        summary: 'A booking series with every date: booked, or skipped and why',
        params: seriesParams,
        response: { 200: seriesAnswerSchema, ...errors },
      },
    },
    async (request) => seriesAnswer(ctx, request.params.id),
  );

  app.post(
    '/booking-series/:id/cancel',
    {
      config: { changes: ['bookings'], capability },
      schema: {
        tags: ['admin bookings'],
        summary: 'Cancel one date, it and the following ones, or all dates of a series',
        params: seriesParams,
        body: seriesCancelRequestSchema,
        response: { 200: seriesAnswerSchema, ...errors },
      },
    },
    async (request) => cancelSeries(ctx, request.params.id, request.body, adminId(request)),
  );

  app.post(
    '/booking-series/:id/move',
    {
      config: { changes: ['bookings'], capability },
      schema: {
        tags: ['admin bookings'],
        summary: 'Move one date, it and the following ones, or all dates of a series',
        description:
          'To another court, other hours and/or shiftDays over; all in one transaction: a conflict on any date answers 409 SERIES_CONFLICT and changes nothing.',
        params: seriesParams,
        body: seriesMoveRequestSchema,
        response: { 200: seriesAnswerSchema, ...errors },
      },
    },
    async (request) => moveSeries(ctx, request.params.id, request.body, adminId(request)),
  );

  app.post(
    '/booking-series/:id/renew',
    {
      config: { changes: ['bookings'], capability },
      schema: {
        tags: ['admin bookings'],
        summary: 'Continue a series after its last date, for count dates or through endDate',
        params: seriesParams,
        body: seriesRenewRequestSchema,
        response: { 200: seriesAnswerSchema, ...errors },
      },
    },
    async (request) => renewSeries(ctx, request.params.id, request.body, request.user!),
  );
};

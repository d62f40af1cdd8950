import {
  apiErrorSchema,
  redirectionSourceSchema,
  SOURCE_CATEGORIES,
  sourcesQuerySchema,
  visitRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { recordVisit, visitsBetween } from './sources.service';

/** Visit sources: recorded by the booking site, analysed by admins (PRODUCT D12). */
export const sourcesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  app.post(
    '/visit-source',
    {
      schema: {
        tags: ['sources'],
        summary: 'Record where a booking-site session came from (first page view only)',
        body: visitRequestSchema,
        response: {
          200: z.object({ recorded: z.boolean(), source: z.enum(SOURCE_CATEGORIES) }),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => recordVisit(app.db, request.body, request.ip),
  );

  app.get(
    '/utm-sources',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['sources'],
        summary:
          'Visits by source in a date range (venue dates), with the bookings they led to (admin)',
        security: [{ bearer: [] }],
        querystring: sourcesQuerySchema,
        response: { 200: z.array(redirectionSourceSchema) },
      },
    },
    async (request) =>
      visitsBetween(app.db, { ...request.query, timeZone: options.config.venueTimezone }),
  );
};

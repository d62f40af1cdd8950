import { redirectionSourceListSchema, sourcesQuerySchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { visitsBetween } from './sources.service';

/**
 * Where bookings came from, for admins (see docs/sources.md#recording; registered behind the admin
 * guard).
 */
export const sourcesAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/utm-sources',
    {
      schema: {
        tags: ['sources'],
        summary:
          'Visits by source in a date range (venue dates), with the bookings they led to (admin)',
        querystring: sourcesQuerySchema,
        response: { 200: redirectionSourceListSchema },
      },
    },
    async (request) => visitsBetween(app.db, { ...request.query, timeZone: config.venueTimezone }),
  );
};

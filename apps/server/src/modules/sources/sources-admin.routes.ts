import {
  apiErrorSchema,
  redirectionSourceListSchema,
  sourcesQuerySchema,
  sourcesSummaryQuerySchema,
  sourcesSummarySchema,
  TOTAL_COUNT_HEADER,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { summaryBetween, visitsBetween } from './sources.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Where bookings came from, for admins (see docs/sources.md#analytics; registered behind the admin
 * guard).
 */
export const sourcesAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/utm-sources',
    {
      config: { capability: 'sources' },
      schema: {
        tags: ['sources'],
        summary:
          'Visits by source in a date range (venue dates), newest first, with the bookings they led to (admin)',
        description: `A JSON array of the page's visits; the number of all matching visits is in the ${TOTAL_COUNT_HEADER} header.`,
        querystring: sourcesQuerySchema,
        response: { 200: redirectionSourceListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { visits, total } = await visitsBetween(app.db, {
        ...request.query,
        timeZone: config.venueTimezone,
      });
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(visits);
    },
  );

  app.get(
    '/utm-sources/summary',
    {
      config: { capability: 'sources' },
      schema: {
        tags: ['sources'],
        summary:
          'Visits, bookings and revenue in a period of venue dates: in all, per category and per day (admin)',
        querystring: sourcesSummaryQuerySchema,
        response: { 200: sourcesSummarySchema, ...errors },
      },
    },
    async (request) => summaryBetween(app.db, { ...request.query, timeZone: config.venueTimezone }),
  );
};

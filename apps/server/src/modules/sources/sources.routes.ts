import { apiErrorSchema, SOURCE_CATEGORIES, visitRequestSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordVisit } from './sources.service';

/**
 * Visit sources, recorded by the booking site (see docs/sources.md#analytics); admins analyse them
 * elsewhere.
 */
export const sourcesRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

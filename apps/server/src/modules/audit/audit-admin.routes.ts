import {
  apiErrorSchema,
  auditListSchema,
  auditQuerySchema,
  TOTAL_COUNT_HEADER,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { auditLog } from './audit.service';

/**
 * The audit log (see docs/operations.md#audit-log), behind the admin guard: every change, newest
 * first, filtered by record, who, what and venue dates; a booking's history is the log of that
 * booking.
 */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/audit-log',
    {
      config: { capability: 'audit-log' },
      schema: {
        tags: ['audit'],
        summary: 'Who changed what and when, newest first (admin)',
        description: `A JSON array; the number of all matching entries is in the ${TOTAL_COUNT_HEADER} header.`,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { entries, total } = await auditLog(app.db, request.query, config.venueTimezone);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(entries);
    },
  );
};

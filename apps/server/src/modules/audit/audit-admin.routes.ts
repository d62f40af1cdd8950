import {
  addDays,
  apiErrorSchema,
  auditListSchema,
  auditQuerySchema,
  TOTAL_COUNT_HEADER,
  venueInstant,
  type AuditEntry,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { listAuditEntries } from './audit.repo';

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
      schema: {
        tags: ['audit'],
        summary: 'Who changed what and when, newest first (admin)',
        description: `A JSON array; the number of all matching entries is in the ${TOTAL_COUNT_HEADER} header.`,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { from, to, page, pageSize, ...filter } = request.query;
      const zone = config.venueTimezone;
      const { rows, total } = await listAuditEntries(app.db, {
        ...filter,
        since: from === undefined ? undefined : venueInstant(from, 0, zone),
        until: to === undefined ? undefined : venueInstant(addDays(to, 1), 0, zone),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const entries: AuditEntry[] = rows.map(({ entry, firstName, lastName }) => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        actor: {
          type: entry.actorType,
          id: entry.actorId,
          name: firstName === null ? null : `${firstName} ${lastName}`.trim(),
        },
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before,
        after: entry.after,
      }));
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(entries);
    },
  );
};

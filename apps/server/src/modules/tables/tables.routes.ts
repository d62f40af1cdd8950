import { messageSchema, setTablesRequestSchema, tablesListSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTables, setTotalTables } from './tables.service';

export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tables',
    {
      config: { changes: ['bookings'] },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['tables'],
        summary: 'Set the total number of café tables (admin)',
        security: [{ bearer: [] }],
        body: setTablesRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => setTotalTables(app.db, request.user!.id, request.body.totalTables),
  );

  app.get(
    '/getTables',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['tables'],
        summary: 'The tables setting: a list of at most one record (admin)',
        security: [{ bearer: [] }],
        response: { 200: tablesListSchema },
      },
    },
    async () => listTables(app.db),
  );
};

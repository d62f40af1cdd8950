import { messageSchema, setTablesRequestSchema, tablesListSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTables, setTotalTables } from './tables.service';

/** The café tables setting (registered behind the admin guard). */
export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tables',
    {
      config: { changes: ['bookings'], capability: 'venue-settings' },
      schema: {
        tags: ['tables'],
        summary: 'Set the total number of café tables (admin)',
        body: setTablesRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => setTotalTables(app.db, request.user!.id, request.body.totalTables),
  );

  app.get(
    '/getTables',
    {
      config: { capability: 'venue-settings' },
      schema: {
        tags: ['tables'],
        summary: 'The tables setting: a list of at most one record (admin)',
        response: { 200: tablesListSchema },
      },
    },
    async () => listTables(app.db),
  );
};

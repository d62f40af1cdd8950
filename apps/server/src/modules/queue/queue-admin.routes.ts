import { queueListSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQueue } from './queue.service';

/** Who waits for a café table (registered behind the admin guard). */
export const queueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/queueBooking',
    {
      schema: {
        tags: ['queue'],
        summary: 'Customers waiting for a café table, newest first (admin)',
        response: { 200: queueListSchema },
      },
    },
    async () => listQueue(app.db),
  );
};

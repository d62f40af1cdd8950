import { queueListSchema, queueQuerySchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWorkbook } from '../../lib/xlsx-export';
import { exportQueue, listQueue } from './queue.service';

/** Who waits for a café table (registered behind the admin guard; docs/bookings.md#queue). */
export const queueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/queueBooking',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['queue'],
        summary: 'Customers waiting for a café table, newest first (admin)',
        description:
          'Optionally only dates of visit from `from` to `to` (inclusive) and names holding `search`.',
        querystring: queueQuerySchema,
        response: { 200: queueListSchema },
      },
    },
    async (request) => listQueue(app.db, request.query),
  );

  app.get(
    '/queueBooking/booking-queue.xlsx',
    {
      // The list is for staff; the spreadsheet of it is an export, the owner's.
      config: { capability: 'exports' },
      schema: {
        tags: ['queue'],
        summary: 'The queue as booking-queue.xlsx, sheet Queue, filtered as the list (admin)',
        description: 'Streamed as it is written.',
        querystring: queueQuerySchema,
      },
    },
    async (request, reply) =>
      sendWorkbook(reply, 'booking-queue.xlsx', exportQueue(app.db, request.query)),
  );
};

import {
  apiErrorSchema,
  messageSchema,
  queueEntrySchema,
  queueRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { joinQueue, listQueue } from './queue.service';

export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/queue-booking',
    {
      schema: {
        tags: ['queue'],
        summary: 'Join the queue for a day whose café tables are full',
        body: queueRequestSchema,
        response: {
          201: messageSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await joinQueue(app.db, request.body, request.ip)),
  );

  app.get(
    '/queueBooking',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['queue'],
        summary: 'Customers waiting for a café table, newest first (admin)',
        security: [{ bearer: [] }],
        response: { 200: z.array(queueEntrySchema) },
      },
    },
    async () => listQueue(app.db),
  );
};

import { apiErrorSchema, messageSchema, queueRequestSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinQueue } from './queue.service';

/** Joining the café table queue; the list of who waits is an admin call. */
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
};

import {
  apiErrorSchema,
  idParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationRetryAnswerSchema,
  TOTAL_COUNT_HEADER,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationLog, retryNotification } from './notifications-admin.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The notification log (see docs/notifications.md#log), behind the admin guard. Bodies never
 * leave the server: they may hold a customer's or a reset link.
 */
export const notificationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['notifications'],
        summary: 'The messages sent and waiting, newest first, without their bodies',
        description: `A JSON array; the number of all matching messages is in the ${TOTAL_COUNT_HEADER} header.`,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { notifications, total } = await notificationLog(app.db, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(notifications);
    },
  );

  app.post(
    '/notifications/:id/retry',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['notifications'],
        summary: 'Send a failed message again (a new day of retries)',
        params: idParamsSchema('The message id'),
        response: {
          200: notificationRetryAnswerSchema,
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => retryNotification(app.db, request.params.id),
  );
};

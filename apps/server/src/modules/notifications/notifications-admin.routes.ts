import {
  apiErrorSchema,
  attentionSchema,
  idParamsSchema,
  NOTIFICATION_MESSAGES,
  notificationListQuerySchema,
  notificationListSchema,
  notificationRetryAnswerSchema,
  TOTAL_COUNT_HEADER,
  venueNow,
  type Notification,
} from '@padel/contracts';
import { and, asc, count, eq, gte, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { bookings, orders } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import {
  findNotification,
  listNotifications,
  requeueFailed,
  type NotificationLogRow,
} from './notifications.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

const toNotification = (row: NotificationLogRow): Notification => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * The notification log and staff's attention counts (see docs/notifications.md#log), behind the
 * admin guard. Bodies never leave the server: they may hold a customer's or a reset link.
 */
export const notificationsAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, { config, now }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The messages sent and waiting, newest first, without their bodies',
        description: `A JSON array; the number of all matching messages is in the ${TOTAL_COUNT_HEADER} header.`,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { status, page, pageSize } = request.query;
      const { rows, total } = await listNotifications(app.db, {
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows.map(toNotification));
    },
  );

  app.post(
    '/notifications/:id/retry',
    {
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
    async (request) => {
      const row = await requeueFailed(app.db, request.params.id);
      if (!row) {
        if (!(await findNotification(app.db, request.params.id))) {
          throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
        }
        throw new ConflictError(NOTIFICATION_MESSAGES.notFailed, 'NOT_FAILED');
      }
      return { message: NOTIFICATION_MESSAGES.retried, notification: toNotification(row) };
    },
  );

  app.get(
    '/attention',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Online bookings pending per date from today on, and café orders not yet sent (paid or cash)',
        response: { 200: attentionSchema, ...errors },
      },
    },
    async () => {
      const today = venueNow(config.venueTimezone, now()).date;
      const [pendingBookings, [pendingOrders]] = await Promise.all([
        app.db
          .select({ date: bookings.selectedDate, count: count() })
          .from(bookings)
          .where(
            and(
              eq(bookings.status, 'Pending'),
              gte(bookings.selectedDate, today),
              // Staff entered walk-ins themselves: they are not news to the desk.
              ne(bookings.bookingSource, 'in-person'),
            ),
          )
          .groupBy(bookings.selectedDate)
          .orderBy(asc(bookings.selectedDate)),
        app.db.select({ count: count() }).from(orders).where(eq(orders.status, 'Pending')),
      ]);
      return { pendingBookings, pendingOrders: pendingOrders?.count ?? 0 };
    },
  );
};

import {
  apiErrorSchema,
  idParamsSchema,
  orderCancelRequestSchema,
  orderListQuerySchema,
  orderListSchema,
  orderPlacedSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelOrder, listOrders, markSent } from './orders.service';

const orderParams = idParamsSchema('The order id');

/** The café's order list, its Sent button and Cancel order (registered behind the admin guard). */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  app.get(
    '/get-order',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['orders'],
        summary: 'Orders, newest first (admin)',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) => listOrders(app.db, request.query),
  );

  app.patch(
    '/update-order-sent/:id',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['orders'],
        summary: 'Mark an order as sent (admin)',
        params: orderParams,
        response: { 200: orderPlacedSchema },
      },
    },
    async (request) => markSent(app.db, request.user!.id, request.params.id, now()),
  );

  app.patch(
    '/orders/:id/cancel',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel a pending order with a reason; a card payment is refunded (admin)',
        params: orderParams,
        body: orderCancelRequestSchema,
        response: {
          200: orderPlacedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      cancelOrder(
        { db: app.db, notifier: app.notifier, checkout: app.checkout, till: app.till },
        request.user!,
        request.params.id,
        request.body,
        now(),
      ),
  );
};

import {
  idParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderPlacedSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOrders, markSent } from './orders.service';

const orderParams = idParamsSchema('The order id');

/** The café's order list and its Sent button (registered behind the admin guard). */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  app.get(
    '/get-order',
    {
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
      schema: {
        tags: ['orders'],
        summary: 'Mark an order as sent (admin)',
        params: orderParams,
        response: { 200: orderPlacedSchema },
      },
    },
    async (request) => markSent(app.db, request.user!.id, request.params.id, now()),
  );
};

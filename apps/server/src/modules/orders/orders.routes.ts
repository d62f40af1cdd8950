import {
  apiErrorSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderListSchema,
  orderPlacedSchema,
  type OrderInput,
  idSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { orderReceivedMail } from './order-mail';
import { listOrders, markSent, placeOrder, type OrderSettings } from './orders.service';

const orderParams = z.object({
  id: idSchema('The order id'),
});

export const ordersRoutes: FastifyPluginAsyncZod<{ config: Config; now?: () => Date }> = async (
  app,
  options,
) => {
  const settings: OrderSettings = {
    deliveryFee: options.config.deliveryFee,
    // Card payment needs a payment provider (PRODUCT D7); none is configured yet.
    cardPayments: false,
  };
  const now = options.now ?? (() => new Date());

  app.post(
    '/add-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order; totals are computed from the stored prices',
        body: orderInputSchema,
        response: { 201: orderPlacedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(app.db, settings, request.body as OrderInput, request.ip);
      const mail = orderReceivedMail(placed.order, options.config);
      if (mail) app.sendMailInBackground(mail, 'order-received');
      return reply.code(201).send(placed);
    },
  );

  app.get(
    '/get-order',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Orders, newest first (admin)',
        security: [{ bearer: [] }],
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) => listOrders(app.db, request.query),
  );

  app.patch(
    '/update-order-sent/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Mark an order as sent (admin)',
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: orderPlacedSchema },
      },
    },
    async (request) => markSent(app.db, request.user!.id, request.params.id, now()),
  );
};

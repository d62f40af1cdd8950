import { apiErrorSchema, orderInputSchema, orderPlacedSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { orderPayable } from './order-payable.service';
import { placeOrder, type OrderSettings } from './orders.service';

/** Placing an order; the café's order list is an admin call (orders-admin.routes.ts). */
export const ordersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const settings: OrderSettings = {
    venueSettings: app.venueSettings,
    checkout: app.checkout,
    transferHoldMinutes: config.transferHoldMinutes,
  };
  // What a paid or expired card checkout means for an order (ADR 030).
  app.payables.push(orderPayable(app.notifier, app.till));

  app.post(
    '/add-order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order; totals are computed from the stored prices',
        body: orderInputSchema,
        response: {
          201: orderPlacedSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(app.db, app.notifier, settings, request.body, request.ip);
      app.metrics.orderPlaced(placed.order.deliveryType, placed.order.paymentMethod);
      return reply.code(201).send(placed);
    },
  );
};

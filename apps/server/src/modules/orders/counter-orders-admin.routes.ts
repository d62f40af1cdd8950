import {
  apiErrorSchema,
  counterOrderQuoteSchema,
  counterOrderRequestSchema,
  counterQuoteOrderRequestSchema,
  idParamsSchema,
  orderPaymentRequestSchema,
  orderPlacedSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markCollected,
  quoteCounterOrder,
  recordOrderPayment,
  takeCounterOrder,
} from './counter-orders.service';

const orderParams = idParamsSchema('The order id');
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The café counter (docs/cafe.md#counter-orders), behind the admin guard: staff take an order for a
 * table or a name, and record any order's payment at the desk and its hand-over.
 */
export const counterOrdersAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const counter = { db: app.db, till: app.till };

  app.post(
    '/counter-orders/quote',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['orders'],
        summary: 'What counter order lines cost now, at the stored prices (admin)',
        body: counterQuoteOrderRequestSchema,
        response: { 200: counterOrderQuoteSchema, ...refusals },
      },
    },
    async (request) => quoteCounterOrder(app.db, request.body),
  );

  app.post(
    '/counter-orders',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['orders'],
        summary: 'Take a counter order for a table or a name: paid now, or an open tab (admin)',
        body: counterOrderRequestSchema,
        response: { 201: orderPlacedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const taken = await takeCounterOrder(counter, request.user!.id, request.body, now());
      return reply.code(201).send(taken);
    },
  );

  app.post(
    '/orders/:id/payment',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['orders'],
        summary: "Record an order's payment at the desk, cash or card, once (admin)",
        params: orderParams,
        body: orderPaymentRequestSchema,
        response: { 200: orderPlacedSchema, ...refusals, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      recordOrderPayment(counter, request.user!.id, request.params.id, request.body.method, now()),
  );

  app.patch(
    '/orders/:id/collected',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['orders'],
        summary: 'Mark a pickup or counter order as collected (admin)',
        params: orderParams,
        response: { 200: orderPlacedSchema, ...refusals, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => markCollected(app.db, request.user!.id, request.params.id, now()),
  );
};

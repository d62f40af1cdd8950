import { idParamsSchema, refundQuoteQuerySchema, refundQuoteSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROUTE_ERRORS as errors } from '../../lib/admin-route-parts';
import { cancelQuote } from './cancel-quote.service';

const params = idParamsSchema();

/**
 * What a cancellation would give back (docs/payments.md#refunds): the server's quote, which the
 * cancel dialogs show before staff cancel a booking or an order.
 */
export const cancelQuoteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, kind] of [
    ['/booking/:id/cancel-quote', 'booking'],
    ['/orders/:id/cancel-quote', 'order'],
  ] as const) {
    app.get(
      path,
      {
        config: { capability: 'run-the-day' },
        schema: {
          tags: ['payments'],
          summary: `What cancelling the ${kind} would give back, by the way it was paid`,
          description:
            'What it took by each method (net of undone entries) and may still give back, what the policy returns (a late cancellation keeps it), and whether the caller may give back another amount (the owner).',
          params,
          querystring: refundQuoteQuerySchema,
          response: { 200: refundQuoteSchema, ...errors },
        },
      },
      async (request) =>
        cancelQuote(
          app.db,
          kind === 'booking' ? { bookingId: request.params.id } : { orderId: request.params.id },
          { late: request.query.late, role: request.user!.role },
        ),
    );
  }
};

import { apiErrorSchema, refundListQuerySchema, refundListSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRefunds } from './refunds-list.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The refunds to follow (docs/payments.md#refunds-to-follow): owner and staff run the day. */
export const refundsListAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  app.get(
    '/refunds',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['payments'],
        summary: 'Refunds due (until done) or done on a range of business days, with how',
        description:
          'Bookings’ and café orders’ refunds: what for, the amount, since when due, whether the provider or staff make it, and once done when, by which method (the ledger’s refund row) and its reference.',
        querystring: refundListQuerySchema,
        response: { 200: refundListSchema, ...errors },
      },
    },
    async (request) =>
      listRefunds(
        {
          db: app.db,
          till: app.till,
          now,
          providerRefunds: app.checkout?.provider.refunds ?? false,
        },
        request.query,
      ),
  );
};

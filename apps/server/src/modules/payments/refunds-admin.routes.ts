import {
  apiErrorSchema,
  messageSchema,
  PAYMENT_MESSAGES,
  refundRecordParamsSchema,
  refundRecordRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors';
import { recordRefundByHand } from './refunds.service';

/** Refunds staff pay back themselves (docs/payments.md#refunds-by-hand). */
export const refundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refunds/:kind/:id/record',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['payments'],
        summary: 'Records a refund due as paid back by hand: how, and its reference',
        description:
          'For a card provider that cannot refund (or none): marks the refund done, writes the ledger’s refund row and audits it.',
        params: refundRecordParamsSchema,
        body: refundRecordRequestSchema,
        response: {
          200: messageSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const refundable = app.payables.find((payable) => payable.kind === request.params.kind);
      if (!refundable) throw new NotFoundError(PAYMENT_MESSAGES.noRefundDue, 'NO_REFUND_DUE');
      await recordRefundByHand(
        { db: app.db, till: app.till, notifier: app.notifier, provider: app.checkout?.provider },
        refundable,
        request.params.id,
        request.body,
        request.user!.id,
      );
      return { message: PAYMENT_MESSAGES.refundRecorded };
    },
  );
};

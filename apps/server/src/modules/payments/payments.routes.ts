import {
  apiErrorSchema,
  checkoutParamsSchema,
  checkoutStatusSchema,
  messageSchema,
  PAYMENT_MESSAGES,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { startedCheckout } from './checkout-cookie.service';
import { checkoutStatus } from './checkout-status.service';
import { applyCheckoutState } from './payment-events.service';
import { InvalidSignature } from './payment-provider.adapter';

/**
 * The provider's webhook and the result pages' question (see docs/payments.md#webhook). Payment
 * state changes only on a verified event; the return to the success page proves nothing.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature is over the exact bytes sent: this route reads its body raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "The payment provider's events, verified by their signature and applied once",
        response: { 200: messageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const checkout = app.checkout;
      if (!checkout) throw new NotFoundError(PAYMENT_MESSAGES.cardUnavailable, 'NO_PAYMENTS');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers[checkout.provider.signatureHeader];
      let event;
      try {
        event = checkout.provider.parseEvent(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof InvalidSignature) {
          throw new BadRequestError(PAYMENT_MESSAGES.badSignature, 'BAD_SIGNATURE');
        }
        throw error;
      }
      if (event.type !== 'other') {
        await applyCheckoutState(
          { db: app.db, log: app.log, payables: app.payables },
          event.checkout,
          { id: event.id, type: event.type },
        );
      }
      return { message: PAYMENT_MESSAGES.eventApplied };
    },
  );

  app.get(
    '/payments/checkout/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Whether a checkout is paid yet, for the payment result pages; a booking's token only to the browser that started it",
        params: checkoutParamsSchema,
        response: { 200: checkoutStatusSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      checkoutStatus(
        app.db,
        app.payables,
        request.params.sessionId,
        startedCheckout(request, request.params.sessionId),
      ),
  );
};

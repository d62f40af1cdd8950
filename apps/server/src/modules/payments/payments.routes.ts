import {
  apiErrorSchema,
  checkoutParamsSchema,
  checkoutStatusSchema,
  messageSchema,
  PAYMENT_MESSAGES,
  type CheckoutStatus,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookings, orders } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { applyCheckoutState } from './payment-events.service';
import { InvalidSignature } from './payment-provider';

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
      const signature = request.headers['stripe-signature'];
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
          { db: app.db, notifier: app.notifier, log: app.log },
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
        summary: 'Whether a checkout is paid yet, for the payment result pages',
        params: checkoutParamsSchema,
        response: { 200: checkoutStatusSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request): Promise<CheckoutStatus> => {
      const { sessionId } = request.params;
      const [booking] = await app.db
        .select()
        .from(bookings)
        .where(eq(bookings.checkoutSessionId, sessionId));
      if (booking) {
        const status =
          booking.cardPaidAt !== null
            ? 'paid'
            : booking.status === 'Booking Cancelled'
              ? 'expired'
              : 'pending';
        return { kind: 'booking', status, accessToken: booking.accessToken };
      }
      const [order] = await app.db
        .select()
        .from(orders)
        .where(eq(orders.checkoutSessionId, sessionId));
      if (!order) throw new NotFoundError(PAYMENT_MESSAGES.checkoutNotFound);
      return {
        kind: 'order',
        status:
          order.paymentStatus === 'paid'
            ? 'paid'
            : order.status === 'Awaiting payment'
              ? 'pending'
              : 'expired',
        orderId: order.id,
      };
    },
  );
};

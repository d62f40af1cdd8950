import {
  apiErrorSchema,
  idParamsSchema,
  messageSchema,
  staffCapability,
  transferAcceptRequestSchema,
  transferRejectRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import { sendReceipt } from '../../transfer-receipts/receipt-image.service';
import { bookingContext } from '../booking-context.service';
import { acceptTransfer, receiptById, rejectTransfer } from './transfers.service';

const params = idParamsSchema('The booking id');
const capability = staffCapability('transfer-accept', 'transfer-reject');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff's "Transfers to check" (docs/payments.md#transfers), behind the admin guard. */
export const transfersAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);

  app.get(
    '/transfers/:id/receipt',
    {
      config: { capability },
      schema: {
        tags: ['bookings'],
        summary: "The customer's receipt of a booking's transfer; 404 when there is none",
        params,
      },
    },
    async (request, reply) => {
      const receipt = await receiptById(app.db, request.params.id);
      return sendReceipt(reply, receipt);
    },
  );

  app.post(
    '/transfers/:id/accept',
    {
      config: { capability, changes: ['bookings'] },
      schema: {
        tags: ['bookings'],
        summary:
          'Accept the transfer: the advance is recorded by its method and reference, the booking confirmed, the customer told',
        params,
        body: transferAcceptRequestSchema,
        response: { 200: messageSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      acceptTransfer(ctx, request.params.id, request.body.reference, request.user!.id),
  );

  app.post(
    '/transfers/:id/reject',
    {
      config: { capability, changes: ['bookings'] },
      schema: {
        tags: ['bookings'],
        summary: 'Reject the transfer: cancelled with the reason, slots freed, the customer told',
        params,
        body: transferRejectRequestSchema,
        response: { 200: messageSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      rejectTransfer(ctx, request.params.id, request.body.reason, request.user!.id),
  );
};

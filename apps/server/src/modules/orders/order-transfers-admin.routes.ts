import {
  apiErrorSchema,
  idParamsSchema,
  messageSchema,
  staffCapability,
  transferAcceptRequestSchema,
  transferRejectRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendReceipt } from '../transfer-receipts/receipt-image.service';
import {
  acceptOrderTransfer,
  orderReceipt,
  rejectOrderTransfer,
  type OrderTransferContext,
} from './order-transfers.service';

const params = idParamsSchema('The order id');
// The same staff who check a booking's transfer check an order's.
const capability = staffCapability('transfer-accept', 'transfer-reject');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff's side of café orders paid by transfer (docs/payments.md#transfers), behind the guard. */
export const orderTransfersAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  const ctx: OrderTransferContext = { db: app.db, notifier: app.notifier, till: app.till, now };

  app.get(
    '/transfers/orders/:id/receipt',
    {
      config: { capability },
      schema: {
        tags: ['orders'],
        summary: "The customer's receipt of an order's transfer; 404 when there is none",
        params,
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await orderReceipt(app.db, { id: request.params.id })),
  );

  app.post(
    '/transfers/orders/:id/accept',
    {
      config: { capability },
      schema: {
        tags: ['orders'],
        summary:
          'Accept the transfer: the order is paid by its method and reference, goes to the kitchen, the customer told',
        params,
        body: transferAcceptRequestSchema,
        response: { 200: messageSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      acceptOrderTransfer(ctx, request.params.id, request.body.reference, request.user!.id),
  );

  app.post(
    '/transfers/orders/:id/reject',
    {
      config: { capability },
      schema: {
        tags: ['orders'],
        summary: 'Reject the transfer: the order is cancelled with the reason, the customer told',
        params,
        body: transferRejectRequestSchema,
        response: { 200: messageSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      rejectOrderTransfer(ctx, request.params.id, request.body.reason, request.user!.id),
  );
};

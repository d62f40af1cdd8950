import {
  apiErrorSchema,
  customerOrderAnswerSchema,
  customerOrderSchema,
  TRANSFER_RECEIPT_DATA_URL_MAX,
  transferReceiptRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReceipt } from '../transfer-receipts/receipt-image.service';
import { orderByToken, orderReceipt, uploadOrderReceipt } from './order-transfers.service';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * The customer's side of a café order paid by transfer (docs/payments.md#transfers): their own
 * page and the receipt, by the order's own link only. Public, so the receipt's route alone takes
 * a body this large.
 */
export const orderTransferRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (
  app,
  { now },
) => {
  app.get(
    '/my-order/:token',
    {
      schema: {
        tags: ['orders'],
        summary: "A café order paid by transfer, by its customer's own link; 404 otherwise",
        params: tokenParams,
        response: { 200: customerOrderSchema, 404: apiErrorSchema },
      },
    },
    async (request) => orderByToken(app.db, request.params.token),
  );

  app.post(
    '/my-order/:token/transfer-receipt',
    {
      // Room past the largest receipt, so a picture a little too large answers 400 in words.
      bodyLimit: TRANSFER_RECEIPT_DATA_URL_MAX * 2,
      schema: {
        tags: ['orders'],
        summary:
          "The customer uploads their order's transfer receipt (JPEG, PNG or WebP, at most 5 MB)",
        description:
          'Re-encoded before it is kept; 400 NOT_A_RECEIPT for anything that is not such a picture (nothing is stored), 409 when the order waits for no transfer.',
        params: tokenParams,
        body: transferReceiptRequestSchema,
        response: {
          200: customerOrderAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => uploadOrderReceipt(app.db, request.params.token, request.body.image, now()),
  );

  app.get(
    '/my-order/:token/transfer-receipt',
    {
      schema: {
        tags: ['orders'],
        summary: "The receipt the customer sent, by the order's own link; 404 otherwise",
        params: tokenParams,
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await orderReceipt(app.db, { token: request.params.token })),
  );
};

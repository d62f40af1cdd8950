import {
  apiErrorSchema,
  customerBookingAnswerSchema,
  TRANSFER_RECEIPT_DATA_URL_MAX,
  transferReceiptRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config';
import { sendReceipt } from '../../transfer-receipts/receipt-image.service';
import { bookingContext } from '../booking-context.service';
import { receiptByToken, uploadReceipt } from './transfers.service';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * The customer's side of an advance by transfer (docs/payments.md#transfers): the receipt, sent
 * and seen by the booking's own link only. Public, so the receipt's route alone takes a body this
 * large.
 */
export const transferRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  options,
) => {
  const ctx = bookingContext(app, options);

  app.post(
    '/my-booking/:token/transfer-receipt',
    {
      config: { changes: ['bookings'] },
      // Room past the largest receipt, so a picture a little too large answers 400 in words.
      bodyLimit: TRANSFER_RECEIPT_DATA_URL_MAX * 2,
      schema: {
        tags: ['bookings'],
        summary: "The customer uploads their transfer's receipt (JPEG, PNG or WebP, at most 5 MB)",
        description:
          'Re-encoded before it is kept; 400 NOT_A_RECEIPT for anything that is not such a picture (nothing is stored), 409 when the booking waits for no transfer.',
        params: tokenParams,
        body: transferReceiptRequestSchema,
        response: {
          200: customerBookingAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => uploadReceipt(ctx, request.params.token, request.body.image),
  );

  app.get(
    '/my-booking/:token/transfer-receipt',
    {
      schema: {
        tags: ['bookings'],
        summary: "The receipt the customer sent, by the booking's own link; 404 otherwise",
        params: tokenParams,
      },
    },
    async (request, reply) => {
      const receipt = await receiptByToken(app.db, request.params.token);
      return sendReceipt(reply, receipt);
    },
  );
};

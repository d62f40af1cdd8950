import {
  apiErrorSchema,
  customerBookingAnswerSchema,
  customerOrderAnswerSchema,
  customerOrderSchema,
  TRANSFER_RECEIPT_DATA_URL_MAX,
  transferReceiptRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { bookingTransfers } from './booking-transfer.service';
import { orderByToken, orderTransfers } from './order-transfer.service';
import { sendReceipt } from './receipt-image.service';
import type { TransferContext, TransferPayable, TransferRow } from './transfer-payable.types';
import { receiptOf, uploadReceipt } from './transfers.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** A kind's customer side: its own link's path, and how its page answers. */
interface CustomerSide<Row extends TransferRow> {
  payable: TransferPayable<Row>;
  /** `/my-booking` or `/my-order`, before `/:token`. */
  path: string;
  tag: 'bookings' | 'orders';
  noun: 'booking' | 'order';
  answer: z.ZodType;
  /** The read cache a receipt changes: a booking's page is cached, an order's is not. */
  changes?: readonly 'bookings'[];
}

/** The receipt, sent and seen by the payable's own link only. */
function receiptRoutes<Row extends TransferRow>(
  app: App,
  side: CustomerSide<Row>,
  ctx: Pick<TransferContext, 'db' | 'now' | 'transferHoldMinutes' | 'timeZone' | 'metrics'>,
) {
  app.post(
    `${side.path}/:token/transfer-receipt`,
    {
      ...(side.changes ? { config: { changes: side.changes } } : {}),
      // Room past the largest receipt, so a picture a little too large answers 400 in words.
      bodyLimit: TRANSFER_RECEIPT_DATA_URL_MAX * 2,
      schema: {
        tags: [side.tag],
        summary: `The customer uploads their ${side.noun}'s transfer receipt (JPEG, PNG or WebP, at most 5 MB)`,
        description: `Re-encoded before it is kept; 400 NOT_A_RECEIPT for anything that is not such a picture (nothing is stored), 409 when the ${side.noun} waits for no transfer.`,
        params: tokenParams,
        body: transferReceiptRequestSchema,
        response: {
          200: side.answer,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => uploadReceipt(side.payable, ctx, request.params.token, request.body.image),
  );

  app.get(
    `${side.path}/:token/transfer-receipt`,
    {
      schema: {
        tags: [side.tag],
        summary: `The receipt the customer sent, by the ${side.noun}'s own link; 404 otherwise`,
        params: tokenParams,
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await receiptOf(side.payable, app.db, { token: request.params.token })),
  );
}

/**
 * The customer's side of a transfer (docs/payments.md#transfers): a café order's own page, and
 * the receipt of a booking's advance or an order's total. Public, so the receipt's routes alone
 * take a body this large.
 */
export const transferRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  { config, now },
) => {
  const ctx = {
    db: app.db,
    now,
    transferHoldMinutes: config.transferHoldMinutes,
    timeZone: config.venueTimezone,
    metrics: app.metrics,
  };
  receiptRoutes(
    app,
    {
      payable: bookingTransfers,
      path: '/my-booking',
      tag: 'bookings',
      noun: 'booking',
      answer: customerBookingAnswerSchema,
      changes: ['bookings'],
    },
    ctx,
  );
  receiptRoutes(
    app,
    {
      payable: orderTransfers,
      path: '/my-order',
      tag: 'orders',
      noun: 'order',
      answer: customerOrderAnswerSchema,
    },
    ctx,
  );

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
};

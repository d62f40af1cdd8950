import {
  apiErrorSchema,
  idParamsSchema,
  messageSchema,
  staffCapability,
  transferAcceptRequestSchema,
  transferRejectRequestSchema,
  transfersToCheckSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { bookingTransfers } from './booking-transfer.service';
import { orderTransfers } from './order-transfer.service';
import { sendReceipt } from './receipt-image.service';
import type { TransferContext, TransferPayable, TransferRow } from './transfer-payable.types';
import { acceptTransfer, receiptOf, rejectTransfer, transfersToCheck } from './transfers.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

// The same staff check a booking's transfer and an order's.
const capability = staffCapability('transfer-accept', 'transfer-reject');
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** A kind's staff side: where its calls are, and what accepting it does, in the API's words. */
interface StaffSide<Row extends TransferRow> {
  payable: TransferPayable<Row>;
  /** `/transfers` or `/transfers/orders`, before `/:id`. */
  path: string;
  tag: 'bookings' | 'orders';
  noun: 'booking' | 'order';
  accepts: string;
  rejects: string;
  changes?: readonly 'bookings'[];
}

function checkRoutes<Row extends TransferRow>(
  app: App,
  side: StaffSide<Row>,
  ctx: TransferContext,
) {
  const params = idParamsSchema(`The ${side.noun} id`);
  const config = { capability, ...(side.changes ? { changes: side.changes } : {}) };

  app.get(
    `${side.path}/:id/receipt`,
    {
      config: { capability },
      schema: {
        tags: [side.tag],
        summary: `The customer's receipt of a ${side.noun}'s transfer; 404 when there is none`,
        params,
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await receiptOf(side.payable, app.db, { id: request.params.id })),
  );

  app.post(
    `${side.path}/:id/accept`,
    {
      config,
      schema: {
        tags: [side.tag],
        summary: side.accepts,
        params,
        body: transferAcceptRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      acceptTransfer(side.payable, ctx, request.params.id, request.body, request.user!.id),
  );

  app.post(
    `${side.path}/:id/reject`,
    {
      config,
      schema: {
        tags: [side.tag],
        summary: side.rejects,
        params,
        body: transferRejectRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      rejectTransfer(side.payable, ctx, request.params.id, request.body.reason, request.user!.id),
  );
}

/** Staff's "Transfers to check" (docs/payments.md#transfers), behind the admin guard. */
export const transfersAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, { config, now }) => {
  const ctx: TransferContext = {
    db: app.db,
    notifier: app.notifier,
    till: app.till,
    now,
    transferHoldMinutes: config.transferHoldMinutes,
    timeZone: config.venueTimezone,
    metrics: app.metrics,
  };

  app.get(
    '/transfers',
    {
      config: { capability },
      schema: {
        tags: ['bookings', 'orders'],
        summary:
          "Bookings' advances and café orders whose transfer waits for staff to check, the hold ending first on top",
        response: { 200: transfersToCheckSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => transfersToCheck(app.db),
  );

  checkRoutes(
    app,
    {
      payable: bookingTransfers,
      path: '/transfers',
      tag: 'bookings',
      noun: 'booking',
      accepts:
        'Accept the transfer: what arrived (the advance unless amountReceived says otherwise) is recorded by its method and reference, the booking confirmed, the customer told; less leaves the rest owed, more owes the excess back',
      rejects: 'Reject the transfer: cancelled with the reason, slots freed, the customer told',
      changes: ['bookings'],
    },
    ctx,
  );
  checkRoutes(
    app,
    {
      payable: orderTransfers,
      path: '/transfers/orders',
      tag: 'orders',
      noun: 'order',
      accepts:
        'Accept the transfer: what arrived (the total unless amountReceived says otherwise) is recorded by its method and reference, the order goes to the kitchen, the customer told; less leaves the rest to pay, more owes the excess back',
      rejects: 'Reject the transfer: the order is cancelled with the reason, the customer told',
    },
    ctx,
  );
};

import {
  bookingAnswerSchema,
  lateCancelRequestSchema,
  noShowRequestSchema,
  staffCapability,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  adminId,
  bookingParams,
  BOOKING_ROUTE_ERRORS as errors,
} from './admin-booking-parts.routes';
import { bookingContext } from './booking-context.service';
import { lateCancel, recordNoShow, undoArrived } from './staff-lifecycle.service';

/**
 * Staff's moves that depend on the clock (docs/bookings.md#arrived, docs/bookings.md#staff-no-show,
 * docs/bookings.md#late-cancellation), each guarded by the capability its lifecycle move names.
 */
export const bookingLifecycleRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);

  app.post(
    '/booking/:id/undo-arrived',
    {
      config: { changes: ['bookings'], capability: staffCapability('undo-arrived') },
      schema: {
        tags: ['admin bookings'],
        summary: "Undo Arrived: back to confirmed, on the booking's day only (409 otherwise)",
        params: bookingParams,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => undoArrived(ctx, request.params.id, adminId(request)),
  );

  app.post(
    '/booking/:id/no-show',
    {
      config: { changes: ['bookings'], capability: staffCapability('record-no-show') },
      schema: {
        tags: ['admin bookings'],
        summary: 'Record a no-show on a confirmed booking that has started, with an optional fee',
        description:
          "The fee (whole PKR, at most the booking's total) is owed by the customer, shown as `feeOwed`. 409 before the start or from another status.",
        params: bookingParams,
        body: noShowRequestSchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => recordNoShow(ctx, request.params.id, request.body, adminId(request)),
  );

  app.post(
    '/booking/:id/late-cancel',
    {
      config: { changes: ['bookings'], capability: staffCapability('late-cancel') },
      schema: {
        tags: ['admin bookings'],
        summary:
          'Cancel late (inside the cancellation window, before the start), with an optional fee',
        description:
          'The customer is told as for any cancellation; what was paid is kept unless refundAdvance, or the owner names other refunds with a reason. 409 outside the window.',
        params: bookingParams,
        body: lateCancelRequestSchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => lateCancel(ctx, request.params.id, request.body, request.user!),
  );
};

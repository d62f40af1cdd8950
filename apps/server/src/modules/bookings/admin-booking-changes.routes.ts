import {
  feePaymentRequestSchema,
  apiErrorSchema,
  BOOKING_ACTIONS,
  bookingChangeRequestSchema,
  bookingConflictSchema,
  bookingUpdateRequestSchema,
  bookingAnswerSchema,
  messageSchema,
  paymentUpdateRequestSchema,
  staffCapability,
  staffNotesRequestSchema,
  statusUpdateRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import {
  adminId,
  bookingParams,
  BOOKING_ROUTE_ERRORS as errors,
} from './admin-booking-parts.routes';
import {
  confirmWithPayment,
  removeBooking,
  saveStaffNotes,
  undoNoShow,
  updateBookingStatus,
} from './admin-bookings.service';
import { bookingContext } from './booking-context.service';
import { payFee, recordRemainingPayment, undoPayment } from './payments/staff-payments.service';
import { changeBooking } from './change-booking.service';

/**
 * Staff's changes to a booking (see docs/bookings.md#statuses, docs/payments.md#recording-the-remainder,
 * docs/bookings.md#moving-a-booking): status, details, notes, payments and delete.
 */
export const adminBookingChangeRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);
  app.patch(
    '/booking/update/:id/',
    {
      config: { changes: ['bookings'], capability: staffCapability(...BOOKING_ACTIONS) },
      schema: {
        tags: ['admin bookings'],
        summary: 'Confirm, mark arrived or cancel (with a reason); 409 for a forbidden transition',
        params: bookingParams,
        body: bookingUpdateRequestSchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => updateBookingStatus(ctx, request.params.id, request.body, request.user!),
  );

  app.patch(
    '/bookings/:id',
    {
      config: { changes: ['bookings'], capability: 'run-the-day' },
      schema: {
        tags: ['admin bookings'],
        summary:
          'Move or edit a booking: date, hours, court, guests, name, phone or e-mail; re-priced unless keepPrice',
        description:
          'Only a pending or confirmed booking that has not started (409 otherwise). The new slots are taken with the old ones given back in one transaction: 409 SLOT_TAKEN or TABLES_FULL, with nothing changed, when they are held. The customer gets one "Booking changed" message. keepPrice below the new time\'s price is the owner\'s: staff get 403 OWNER_APPROVAL_NEEDED and may ask (POST /api/approvals).',
        params: bookingParams,
        body: bookingChangeRequestSchema,
        response: {
          200: bookingAnswerSchema,
          ...errors,
          409: z.union([bookingConflictSchema, apiErrorSchema]),
        },
      },
    },
    async (request) => changeBooking(ctx, request.params.id, request.body, request.user!),
  );

  app.patch(
    '/bookings/:id/staff-notes',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['admin bookings'],
        summary: "Staff's private notes on a booking; never shown to the customer",
        params: bookingParams,
        body: staffNotesRequestSchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) =>
      saveStaffNotes(app.db, request.params.id, request.body.staffNotes, adminId(request)),
  );

  app.post(
    '/bookings/:id/undo-payment',
    {
      config: { capability: staffCapability('undo-payment') },
      schema: {
        tags: ['admin bookings'],
        summary: 'Undo the last recorded payment: the booking goes back to its payment before it',
        params: bookingParams,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => undoPayment(app, request.params.id, adminId(request)),
  );

  app.post(
    '/booking/:id/fee-payment',
    {
      config: { changes: ['bookings'], capability: staffCapability('fee-paid') },
      schema: {
        tags: ['admin bookings'],
        summary: 'Record the fee a no-show or a late cancellation owes as paid at the desk',
        description:
          'The ledger records it by its method (docs/bookings.md#fees); 409 when no fee is owed.',
        params: bookingParams,
        body: feePaymentRequestSchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => payFee(app, request.params.id, request.body, adminId(request)),
  );

  app.post(
    '/booking/:id/undo-no-show',
    {
      config: { changes: ['bookings'], capability: staffCapability('undo-no-show') },
      schema: {
        tags: ['admin bookings'],
        summary:
          'Undo a no-show: the customer came, the booking is marked arrived; 409 unless a no-show',
        params: bookingParams,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => undoNoShow(app, request.params.id, adminId(request)),
  );

  app.delete(
    '/delete-booking/:id',
    {
      config: { changes: ['bookings'], capability: 'run-the-day' },
      schema: {
        tags: ['admin bookings'],
        summary: 'Delete a booking',
        params: bookingParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => removeBooking(ctx, request.params.id, adminId(request)),
  );

  app.patch(
    '/update-PaymentStatus',
    {
      config: { capability: staffCapability('record-remainder') },
      schema: {
        tags: ['admin bookings'],
        summary: 'Record the remaining balance as paid (cash, card or online)',
        body: paymentUpdateRequestSchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => recordRemainingPayment(app, request.body, adminId(request)),
  );

  app.patch(
    '/update-Status',
    {
      config: { changes: ['bookings'], capability: staffCapability('confirm', 'confirm-payment') },
      schema: {
        tags: ['admin bookings'],
        summary: 'Confirm a pending booking, optionally recording what was paid',
        body: statusUpdateRequestSchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) => confirmWithPayment(ctx, request.body, adminId(request)),
  );
};

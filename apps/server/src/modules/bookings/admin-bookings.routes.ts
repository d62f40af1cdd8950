import {
  apiErrorSchema,
  BOOKING_ACTIONS,
  bookingChangeRequestSchema,
  bookingConflictSchema,
  bookingExportPageQuerySchema,
  bookingExportQuerySchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingUpdateRequestSchema,
  dateParamSchema,
  nextBookingDateSchema,
  idParamsSchema,
  bookingAnswerSchema,
  invoiceSchema,
  messageSchema,
  paymentUpdateRequestSchema,
  scheduleSchema,
  staffCapability,
  staffNotesRequestSchema,
  statusUpdateRequestSchema,
  TOTAL_COUNT_HEADER,
  walkInAnswerSchema,
  walkInRequestSchema,
  walkInTicketSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { sendWorkbook } from '../../lib/xlsx-export';
import {
  bookingDetail,
  bookingList,
  confirmWithPayment,
  exportPage,
  recordRemainingPayment,
  nextDayWithBookings,
  removeBooking,
  saveStaffNotes,
  undoPayment,
  updateBookingStatus,
} from './admin-bookings.service';
import { exportBookings } from './bookings-export';
import { changeBooking } from './change-booking.service';
import { invoiceFor } from './invoice.service';
import { scheduleFor } from './schedule.service';
import { bookingContext } from './booking-context';
import { createWalkIn, issueWalkInTicket } from './walk-in.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * Admin booking management (see docs/api.md#calls), registered behind the admin guard (see
 * docs/accounts.md#admin-calls).
 */
const bookingParams = idParamsSchema();

export const adminBookingRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);
  const admin = (request: { user: { id: number } | null }) => request.user!.id;

  app.get(
    '/get-booking-list/:date',
    {
      schema: {
        tags: ['admin bookings'],
        summary: "One page of a day's bookings, or a name search across days",
        description: `A JSON array of the page's bookings; the number of all matching bookings is in the ${TOTAL_COUNT_HEADER} header.`,
        params: dateParamSchema,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { bookings, total } = await bookingList(ctx, request.params.date, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(bookings);
    },
  );

  app.get(
    '/bookings/next-date/:date',
    {
      schema: {
        tags: ['admin bookings'],
        summary: 'The first later day that has a booking (or null), for an empty day of the list',
        params: dateParamSchema,
        response: { 200: nextBookingDateSchema, ...errors },
      },
    },
    async (request) => nextDayWithBookings(app.db, request.params.date),
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['admin bookings'],
        summary: 'A booking for the detail screen (a list of one)',
        params: bookingParams,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request) => bookingDetail(app.db, request.params.id),
  );

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
    async (request) => updateBookingStatus(ctx, request.params.id, request.body, admin(request)),
  );

  app.patch(
    '/bookings/:id',
    {
      config: { changes: ['bookings'] },
      schema: {
        tags: ['admin bookings'],
        summary:
          'Move or edit a booking: date, hours, court, guests, name, phone or e-mail; re-priced unless keepPrice',
        description:
          'Only a pending or confirmed booking that has not started (409 otherwise). The new slots are taken with the old ones given back in one transaction: 409 SLOT_TAKEN or TABLES_FULL, with nothing changed, when they are held. The customer gets one "Booking changed" message.',
        params: bookingParams,
        body: bookingChangeRequestSchema,
        response: {
          200: bookingAnswerSchema,
          ...errors,
          409: z.union([bookingConflictSchema, apiErrorSchema]),
        },
      },
    },
    async (request) => changeBooking(ctx, request.params.id, request.body, admin(request)),
  );

  app.patch(
    '/bookings/:id/staff-notes',
    {
      schema: {
        tags: ['admin bookings'],
        summary: "Staff's private notes on a booking; never shown to the customer",
        params: bookingParams,
        body: staffNotesRequestSchema,
        response: { 200: bookingAnswerSchema, ...errors },
      },
    },
    async (request) =>
      saveStaffNotes(app.db, request.params.id, request.body.staffNotes, admin(request)),
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
    async (request) => undoPayment(app.db, request.params.id, admin(request)),
  );

  app.delete(
    '/delete-booking/:id',
    {
      config: { changes: ['bookings'] },
      schema: {
        tags: ['admin bookings'],
        summary: 'Delete a booking',
        params: bookingParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => removeBooking(ctx, request.params.id, admin(request)),
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
    async (request) => recordRemainingPayment(app.db, request.body, admin(request)),
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
    async (request) => confirmWithPayment(ctx, request.body, admin(request)),
  );

  app.get(
    '/get-booking',
    {
      // Every customer's details at once: the owner's (docs/accounts.md#roles).
      config: { capability: 'exports' },
      schema: {
        tags: ['admin bookings'],
        summary:
          'One page of the bookings dated from `from` to `to` (inclusive; all when left out), newest date first',
        description: `A JSON array of the page's bookings; the number of all of them is in the ${TOTAL_COUNT_HEADER} header. bookings.xlsx holds them all at once.`,
        querystring: bookingExportPageQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { bookings, total } = await exportPage(app.db, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(bookings);
    },
  );

  app.get(
    '/get-booking/bookings.xlsx',
    {
      config: { capability: 'exports' },
      schema: {
        tags: ['admin bookings'],
        summary:
          'The bookings dated from `from` to `to` (inclusive; all when left out) as bookings.xlsx',
        description:
          'Sheets Bookings (the field names) and Readable, streamed as they are written.',
        querystring: bookingExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        'bookings.xlsx',
        exportBookings(app.db, request.query, options.config.venueTimezone),
      ),
  );

  app.get(
    '/schedule/:date',
    {
      schema: {
        tags: ['admin bookings'],
        summary: 'The schedule board of a day: held court slots and table occupancy per hour',
        params: dateParamSchema,
        response: { 200: scheduleSchema, ...errors },
      },
    },
    async (request) => scheduleFor(app.db, request.params.date),
  );

  app.post(
    '/bookings/:id/invoice',
    {
      schema: {
        tags: ['admin bookings'],
        summary: "The booking's invoice number (made at first print, then kept) and QR link",
        params: bookingParams,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request) =>
      invoiceFor(app.db, request.params.id, options.config.publicBookingUrl, admin(request)),
  );

  app.post(
    '/walk-ins',
    {
      config: { changes: ['bookings'], capability: staffCapability('walk-in') },
      schema: {
        tags: ['admin bookings'],
        summary: 'Book a walk-in at the counter: confirmed, in-person, paid as staff say (201)',
        description:
          'E-mail optional; exempt from the booking window, notice and hour cap, not from held slots (409), opening hours or closures.',
        body: walkInRequestSchema,
        response: { 201: walkInAnswerSchema, ...errors, 409: bookingConflictSchema },
      },
    },
    async (request, reply) => {
      const made = await createWalkIn(ctx, request.body, admin(request));
      app.metrics.bookingMade(made.booking.bookingType);
      return reply.status(201).send(made);
    },
  );

  app.post(
    '/walk-in-ticket',
    {
      schema: {
        tags: ['admin bookings'],
        summary: 'A ticket for the Add New Booking link: bookings made with it are walk-ins',
        response: { 200: walkInTicketSchema, ...errors },
      },
    },
    async (request) => issueWalkInTicket(app.db, app.loginTokens, admin(request)),
  );
};

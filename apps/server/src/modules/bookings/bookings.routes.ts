import {
  apiErrorSchema,
  availabilitySchema,
  bookingConflictSchema,
  bookingFieldsSchema,
  confirmBookingRequestSchema,
  createBookingRequestSchema,
  createBookingResponseSchema,
  customerBookingSchema,
  customerBookingAnswerSchema,
  customerSeriesSchema,
  dateParamSchema,
  feedbackRequestSchema,
  messageSchema,
  RESEND_CODE_AFTER_SECONDS,
  RESEND_CODE_MAX,
  staffCapability,
  type Availability,
  type BookingFields,
} from '@padel/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { PUBLIC_READ_TTL_MS, serializeOncePerAnswer } from '../../lib/read-cache';
import { rememberCheckout } from '../payments/checkout-cookie.service';
import { availability, bookingFields } from './availability.service';
import { bookingContext, type Caller } from './booking-context.service';
import { bookingPayable } from './payments/booking-payable.service';
import { confirmByCustomer } from './confirm-booking.service';
import { createBooking } from './create-booking.service';
import { cancelByCustomer, customerBooking } from './customer-cancel.service';
import { saveFeedback } from './feedback.service';
import { resendCode } from './resend-code.service';
import { customerSeries } from './series/series-reads.service';

/** Days kept in memory at once; visitors look at a few weeks ahead, not more. */
const PUBLIC_READ_DAYS = 400;

const caller = (request: FastifyRequest): Caller => ({ ip: request.ip, adminId: request.user?.id });

/** Whose bearer token (or walk-in ticket) may make a booking a walk-in (docs/bookings.md#walk-ins). */
const WALK_IN_CAPABILITY = staffCapability('walk-in');

/**
 * The public booking calls (see docs/api.md#calls, docs/bookings.md#customer-page); admin booking
 * management lives elsewhere.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  options,
) => {
  const ctx = bookingContext(app, options);
  // What a paid or expired card checkout means for a booking (ADR 030).
  app.payables.push(bookingPayable(app.notifier, app.till));
  // Every open booking page polls these (see docs/bookings.md#booking-flow); see lib/read-cache.ts
  // for how fresh they are.
  const fieldsCache = app.readCache<BookingFields>(
    'bookings',
    PUBLIC_READ_TTL_MS,
    PUBLIC_READ_DAYS,
  );
  const availabilityCache = app.readCache<Availability>(
    'bookings',
    PUBLIC_READ_TTL_MS,
    PUBLIC_READ_DAYS,
  );

  app.get(
    '/get-booking-fields/:date',
    {
      schema: {
        tags: ['bookings'],
        summary: "A day's bookings without customer data (slot availability)",
        params: dateParamSchema,
        response: { 200: bookingFieldsSchema },
      },
      serializerCompiler: serializeOncePerAnswer,
    },
    async (request) =>
      fieldsCache.get(request.params.date, () => bookingFields(app.db, request.params.date)),
  );

  app.get(
    '/availability/:date',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Held padel slots per court, full table hours and past slots of a day',
        params: dateParamSchema,
        response: { 200: availabilitySchema },
      },
      serializerCompiler: serializeOncePerAnswer,
    },
    async (request) =>
      availabilityCache.get(request.params.date, () => availability(ctx, request.params.date)),
  );

  app.post(
    '/create-booking',
    {
      config: { changes: ['bookings'] },
      // Open to customers and staff alike: a bearer token, if one comes, must be an owner's or a
      // staff member's (it makes the booking a walk-in), as must a walk-in ticket in the body
      // (the service checks that one).
      onRequest: (request) => app.optionalCapability(request, WALK_IN_CAPABILITY),
      schema: {
        tags: ['bookings'],
        summary: 'Book a padel court or a café table (201), or 409 when taken',
        description:
          "With an admin bearer token or a walk-in ticket the booking is recorded as a walk-in. 403 HOLD_BUDGET_FULL past the day's budget of unverified holds (docs/security.md#calendar-fill).",
        body: createBookingRequestSchema,
        response: {
          201: createBookingResponseSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: bookingConflictSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { answer, checkoutId } = await createBooking(ctx, request.body, caller(request));
      app.metrics.bookingMade(answer.booking.bookingType);
      // The customer comes back to the booking site (docs/payments.md#result-pages).
      if (checkoutId) rememberCheckout(reply, checkoutId, options.config.publicBookingUrl);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/my-booking/:token',
    {
      schema: {
        tags: ['bookings'],
        summary: "The customer's own booking, by its access token",
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: customerBookingSchema, 404: apiErrorSchema },
      },
    },
    async (request) => customerBooking(ctx, request.params.token),
  );

  app.get(
    '/my-booking/:token/series',
    {
      schema: {
        tags: ['bookings'],
        summary: "The booking series a customer's booking is one date of, with its upcoming dates",
        description: '404 when the booking is not part of a series (docs/bookings.md#series).',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: customerSeriesSchema, 404: apiErrorSchema },
      },
    },
    async (request) => customerSeries(ctx, request.params.token),
  );

  app.post(
    '/my-booking/:token/confirm',
    {
      config: { changes: ['bookings'] },
      schema: {
        tags: ['bookings'],
        summary: 'The customer confirms their booking with the code its message carried',
        description:
          'An online booking from a contact not yet trusted holds its slots until it is confirmed or its time runs out (docs/security.md#calendar-fill). 400 for a wrong code, 409 when too late or after too many wrong codes.',
        params: z.object({ token: z.string().min(1).max(200) }),
        body: confirmBookingRequestSchema,
        response: {
          200: customerBookingAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => confirmByCustomer(ctx, request.params.token, request.body.code),
  );

  app.post(
    '/my-booking/:token/resend-code',
    {
      config: { changes: ['bookings'] },
      schema: {
        tags: ['bookings'],
        summary: 'The customer asks for a new code for a booking waiting for one ("Resend code")',
        description: `A fresh code by the same message as the first; the one before stops working, wrong tries still count and the hold keeps its deadline (docs/security.md#resend-code). 429 with Retry-After within ${RESEND_CODE_AFTER_SECONDS} seconds of the last code or after ${RESEND_CODE_MAX} new codes; 409 when the booking waits for no code.`,
        params: z.object({ token: z.string().min(1).max(200) }),
        response: {
          200: messageSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => resendCode(ctx, request.params.token),
  );

  app.post(
    '/my-booking/:token/cancel',
    {
      config: { changes: ['bookings'] },
      schema: {
        tags: ['bookings'],
        summary: 'The customer cancels their own booking, up to the cancellation window',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: {
          200: customerBookingAnswerSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => cancelByCustomer(ctx, request.params.token),
  );

  app.patch(
    '/feedback',
    {
      // Open to the customer, naming their booking by its token, and to an admin, naming it by
      // id: only the second needs an admin token. The body tells which, so this guard runs once
      // the body is validated, not on request like the admin routes' guard.
      preHandler: async (request) => {
        if (request.body.token === undefined) await app.requireCapability(request, 'run-the-day');
      },
      schema: {
        tags: ['bookings'],
        summary: 'Save feedback: the customer with their token, or an admin with the booking id',
        body: feedbackRequestSchema,
        response: {
          200: messageSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => saveFeedback(app.db, request.body, caller(request)),
  );
};

import {
  apiErrorSchema,
  bookingConflictSchema,
  staffCapability,
  walkInAnswerSchema,
  walkInRequestSchema,
  walkInTicketSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { adminId, BOOKING_ROUTE_ERRORS as errors } from './admin-booking-parts.routes';
import { bookingContext } from './booking-context.service';
import { createWalkIn, issueWalkInTicket } from './walk-in.service';

/**
 * Walk-ins at the counter (see docs/bookings.md#walk-ins) and the ticket of the Add New Booking
 * link.
 */
export const walkInRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);
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
        // 409 of a slot taken, or of a transfer's reference already accepted (docs/payments.md#paid-online).
        response: {
          201: walkInAnswerSchema,
          ...errors,
          409: z.union([bookingConflictSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const made = await createWalkIn(ctx, request.body, adminId(request));
      app.metrics.bookingMade(made.booking.bookingType);
      return reply.status(201).send(made);
    },
  );

  app.post(
    '/walk-in-ticket',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['admin bookings'],
        summary: 'A ticket for the Add New Booking link: bookings made with it are walk-ins',
        response: { 200: walkInTicketSchema, ...errors },
      },
    },
    async (request) => issueWalkInTicket(app.db, app.loginTokens, adminId(request)),
  );
};

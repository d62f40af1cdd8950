import {
  apiErrorSchema,
  nextWeekSchema,
  padelQuoteSchema,
  quoteRequestSchema,
  staffCapability,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { bookingContext } from './booking-context.service';
import { nextWeek, publicQuote } from './quote.service';

/** Staff taking walk-ins on the booking site quote all day; their token lifts the limit. */
const WALK_IN_CAPABILITY = staffCapability('walk-in');

/**
 * The server's quotes for the booking site (docs/prices.md#quotes): what padel hours cost for
 * the phone typed, and the customer's own "same time next week".
 */
export const quoteRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  options,
) => {
  const ctx = bookingContext(app, options);

  app.post(
    '/quote',
    {
      // A POST: the phone number stays out of addresses and request lines (docs/security.md#logging).
      onRequest: (request) => app.optionalCapability(request, WALK_IN_CAPABILITY),
      schema: {
        tags: ['bookings'],
        summary: 'The price of padel hours on a date for the phone typed (nothing else about it)',
        description:
          "A member's phone gets the member price, as booking would charge it. Rate limited per address (429).",
        body: quoteRequestSchema,
        response: { 200: padelQuoteSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      publicQuote(ctx, request.body, { ip: request.ip, staff: request.user !== null }),
  );

  app.get(
    '/my-booking/:token/next-week',
    {
      schema: {
        tags: ['bookings'],
        summary: "The same court and hours 7 days after the customer's booking, priced for them",
        description:
          'heldBySeries: their weekly series already holds that week (docs/screens.md#after-booking).',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: nextWeekSchema, 404: apiErrorSchema },
      },
    },
    async (request) => nextWeek(ctx, request.params.token),
  );
};

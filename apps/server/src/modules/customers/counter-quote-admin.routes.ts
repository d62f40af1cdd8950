import { apiErrorSchema, counterQuoteRequestSchema, counterQuoteSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { counterQuote } from './counter-quote.service';

/**
 * The counter's quote (docs/prices.md#quotes), behind the admin guard: who a phone is and what
 * the hours cost them, as the walk-in and new-series screens show it before booking.
 */
export const counterQuoteAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, { config, now }) => {
  const venue = {
    db: app.db,
    timeZone: config.venueTimezone,
    now,
    settings: () => app.venueSettings.current(),
  };

  app.post(
    '/counter-quote',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['customers'],
        summary: 'Who a phone number is and the price of padel hours for them (admin)',
        description:
          'customer is null for a number no booking or order was made with; quote is null while no hour is chosen.',
        body: counterQuoteRequestSchema,
        response: {
          200: counterQuoteSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => counterQuote(venue, request.body),
  );
};

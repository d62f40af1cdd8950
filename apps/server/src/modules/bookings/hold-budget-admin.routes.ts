import {
  apiErrorSchema,
  holdBudgetDayQuerySchema,
  holdBudgetDaySchema,
  staffCapability,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { bookingContext } from './booking-context.service';
import { holdBudgetDay } from './hold-budget.service';

/**
 * Staff's view of a day's budget of unverified holds (docs/security.md#calendar-fill): once it
 * is full, the networks holding it; the one-tap cancel is `POST /api/bookings/bulk-cancel` with
 * `heldOnly`.
 */
export const holdBudgetAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);

  app.get(
    '/hold-budget',
    {
      config: { capability: staffCapability('bulk-cancel') },
      schema: {
        tags: ['admin bookings'],
        summary:
          "A day's budget of unverified online holds (today by default): held, full, and the networks holding it",
        querystring: holdBudgetDayQuerySchema,
        response: {
          200: holdBudgetDaySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => holdBudgetDay(ctx, request.query.date),
  );
};

import { apiErrorSchema, attentionSchema } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { bookingContext } from '../bookings/booking-context.service';
import { attention } from './attention.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff's attention counts (see docs/screens.md#attention-counts), behind the admin guard. */
export const attentionAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);
  app.get(
    '/attention',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['notifications'],
        summary:
          'Online bookings pending per date from today on, and café orders not yet sent (paid or cash)',
        response: { 200: attentionSchema, ...errors },
      },
    },
    async (request) => attention(ctx, request.user!.role),
  );
};

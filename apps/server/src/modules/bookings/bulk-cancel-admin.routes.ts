import { bulkCancelAnswerSchema, bulkCancelRequestSchema, staffCapability } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { adminId as admin, BOOKING_ROUTE_ERRORS as errors } from './admin-booking-parts.routes';
import { bookingContext } from './booking-context.service';
import { bulkCancel } from './bulk-cancel.service';

/**
 * Staff's answer to a stranger holding the calendar (docs/security.md#calendar-fill):
 * cancel every booking of one contact, address or time window at once (blocking a phone or e-mail
 * from booking online is contacts/contact-blocks-admin.routes.ts).
 */
export const bulkCancelAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);

  app.post(
    '/bookings/bulk-cancel',
    {
      config: { changes: ['bookings'], capability: staffCapability('bulk-cancel') },
      schema: {
        tags: ['admin bookings'],
        summary:
          'Cancel every online booking of a contact, an address or network, or a time window',
        description:
          'Every given filter applies. Only bookings from today on that still hold their slots; card advances are refunded. With dryRun the matching bookings are counted, nothing changes.',
        body: bulkCancelRequestSchema,
        response: { 200: bulkCancelAnswerSchema, ...errors },
      },
    },
    async (request) => bulkCancel(ctx, request.body, admin(request)),
  );
};

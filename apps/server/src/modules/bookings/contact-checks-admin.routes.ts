import {
  blockContactRequestSchema,
  blockedContactListSchema,
  blockedContactSchema,
  bulkCancelAnswerSchema,
  bulkCancelRequestSchema,
  idParamsSchema,
  messageSchema,
  staffCapability,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { BOOKING_ROUTE_ERRORS as errors } from './admin-booking-route-parts';
import { bookingContext } from './booking-context';
import { bulkCancel } from './bulk-cancel.service';
import { blockContact, blockedContacts, unblockContact } from './contact-blocks.service';

/**
 * Staff's answer to a stranger holding the calendar (docs/security.md#calendar-fill):
 * cancel every booking of one contact, address or time window at once, and block a phone or
 * e-mail from booking online.
 */
export const contactChecksAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const ctx = bookingContext(app, options);
  const admin = (request: { user: { id: number } | null }) => request.user!.id;

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

  app.get(
    '/blocked-contacts',
    {
      schema: {
        tags: ['admin bookings'],
        summary: 'Phone numbers and e-mails that may not book online',
        response: { 200: blockedContactListSchema, ...errors },
      },
    },
    async () => blockedContacts(app.db),
  );

  app.post(
    '/blocked-contacts',
    {
      schema: {
        tags: ['admin bookings'],
        summary: 'Block a phone number or e-mail from booking online (409 if already blocked)',
        body: blockContactRequestSchema,
        response: { 201: blockedContactSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await blockContact(app.db, request.body, admin(request))),
  );

  app.delete(
    '/blocked-contacts/:id',
    {
      schema: {
        tags: ['admin bookings'],
        summary: 'Lift a block',
        params: idParamsSchema(),
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => unblockContact(app.db, request.params.id, admin(request)),
  );
};

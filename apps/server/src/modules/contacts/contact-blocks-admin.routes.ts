import {
  blockContactRequestSchema,
  blockedContactListSchema,
  blockedContactSchema,
  idParamsSchema,
  messageSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminId as admin, ADMIN_ROUTE_ERRORS as errors } from '../../lib/admin-route-parts';
import { blockContact, blockedContacts, unblockContact } from './contact-blocks.service';

/** Staff block a phone or e-mail from booking online (docs/security.md#calendar-fill), and lift it. */
export const contactBlocksAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blocked-contacts',
    {
      config: { capability: 'run-the-day' },
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
      config: { capability: 'run-the-day' },
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
      config: { capability: 'run-the-day' },
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

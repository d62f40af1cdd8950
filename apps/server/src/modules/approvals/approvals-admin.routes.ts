import {
  apiErrorSchema,
  idParamsSchema,
  ownerApprovalAnswerSchema,
  ownerApprovalDeclineSchema,
  ownerApprovalListSchema,
  ownerApprovalRequestSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { bookingContext } from '../bookings/booking-context.service';
import { approvalsFor, approve, askOwner, decline, type ApprovalsVenue } from './approvals.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const params = idParamsSchema('The request id');

/**
 * Requests to the owner (docs/prices.md#owner-prices): staff ask for a price below the venue's
 * prices or the member tag; the owner approves or declines. Behind the admin guard: asking and
 * reading are run-the-day's, answering is the owner's (`owner-prices`).
 */
export const approvalsAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, options) => {
  const venue: ApprovalsVenue = {
    ctx: bookingContext(app, options),
    customers: { db: app.db, timeZone: options.config.venueTimezone, now: options.now },
  };

  app.post(
    '/approvals',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['approvals'],
        summary: "Ask the owner for a price below the venue's prices or the member tag (201)",
        description:
          'kind series-price carries the series request, keep-price the booking id and its change, member-tag the phone; reason says why. Nothing is done until the owner approves.',
        body: ownerApprovalRequestSchema,
        response: { 201: ownerApprovalAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await askOwner(venue, request.body, request.user!)),
  );

  app.get(
    '/approvals',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['approvals'],
        summary: 'Requests to the owner, waiting first: every one for the owner, staff their own',
        response: { 200: ownerApprovalListSchema, ...errors },
      },
    },
    async (request) => approvalsFor(app.db, request.user!),
  );

  app.post(
    '/approvals/:id/approve',
    {
      config: { changes: ['bookings'], capability: 'owner-prices' },
      schema: {
        tags: ['approvals'],
        summary: 'Approve a request: what it asks is done now, as the owner, once (owner)',
        description:
          '409 APPROVAL_DECIDED when already approved or declined. When what it asks is refused now (a date taken or past), that refusal is answered and the request still waits.',
        params,
        response: { 200: ownerApprovalAnswerSchema, ...errors },
      },
    },
    async (request) => approve(venue, request.params.id, request.user!),
  );

  app.post(
    '/approvals/:id/decline',
    {
      config: { capability: 'owner-prices' },
      schema: {
        tags: ['approvals'],
        summary: 'Decline a request: nothing is done; the staff member sees the note (owner)',
        params,
        body: ownerApprovalDeclineSchema.nullish(),
        response: { 200: ownerApprovalAnswerSchema, ...errors },
      },
    },
    async (request) => decline(app.db, request.params.id, request.user!, request.body?.note),
  );
};

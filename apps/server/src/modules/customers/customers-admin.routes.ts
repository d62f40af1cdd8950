import {
  apiErrorSchema,
  customerListSchema,
  customerParamsSchema,
  customerProfileSchema,
  customerQuerySchema,
  customerUpdateSchema,
  TOTAL_COUNT_HEADER,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  customerProfile,
  listCustomers,
  updateCustomer,
  type CustomerVenue,
} from './customers.service';

const ERRORS = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Customers across court and café (docs/customers.md), behind the admin guard: the list, one
 * customer's profile, and staff's notes, tags and block.
 */
export const customersAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, { config, now }) => {
  const venue: CustomerVenue = { db: app.db, timeZone: config.venueTimezone, now };

  app.get(
    '/customers',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['customers'],
        summary: 'Customers, most recently active first, by name, phone or e-mail (admin)',
        description: `A JSON array; the number of all matching customers is in the ${TOTAL_COUNT_HEADER} header.`,
        querystring: customerQuerySchema,
        response: { 200: customerListSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { customers, total } = await listCustomers(venue, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(customers);
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['customers'],
        summary: "A customer's totals, staff notes and history, by phone number (admin)",
        params: customerParamsSchema,
        response: { 200: customerProfileSchema, ...ERRORS, 404: apiErrorSchema },
      },
    },
    async (request) => customerProfile(venue, request.params.id),
  );

  app.patch(
    '/customers/:id',
    {
      config: { capability: 'run-the-day' },
      schema: {
        tags: ['customers'],
        summary: "Change a customer's staff notes, tags (member, coach) or block (admin)",
        description:
          "Adding the member tag is the owner's: staff get 403 OWNER_APPROVAL_NEEDED, with nothing changed, and may ask (POST /api/approvals).",
        params: customerParamsSchema,
        body: customerUpdateSchema,
        response: { 200: customerProfileSchema, ...ERRORS, 404: apiErrorSchema },
      },
    },
    async (request) => updateCustomer(venue, request.params.id, request.body, request.user!),
  );
};

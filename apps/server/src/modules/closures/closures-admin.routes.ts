import {
  apiErrorSchema,
  closureCreatedSchema,
  closureListSchema,
  closurePreviewSchema,
  closureRequestSchema,
  idParamsSchema,
  messageSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { createClosure, listClosures, previewClosure, removeClosure } from './closures.service';

/**
 * Closing courts for dates and hours (registered behind the admin guard; see
 * docs/venue-settings.md#closures). A closure cancels the bookings it covers, so it sits above
 * bookings; every change clears the cached settings and the day's availability.
 */
export const closuresAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app, { config, now }) => {
  const changes = ['settings', 'bookings'] as const;
  const closureContext = {
    db: app.db,
    store: app.venueSettings,
    notifier: app.notifier,
    checkout: app.checkout,
    timeZone: config.venueTimezone,
    now,
  };

  app.get(
    '/closures',
    {
      config: { capability: 'venue-settings' },
      schema: {
        tags: ['settings'],
        summary: 'Every closure, latest first, with the bookings each cancelled (admin)',
        response: { 200: closureListSchema },
      },
    },
    async () => listClosures(app.db),
  );

  app.post(
    '/closures',
    {
      config: { changes, capability: 'venue-settings' },
      schema: {
        tags: ['settings'],
        summary: 'Close courts for dates (and hours); cancels the bookings there (admin)',
        body: closureRequestSchema,
        response: { 201: closureCreatedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createClosure(closureContext, request.body, request.user!.id)),
  );

  app.post(
    '/closures/preview',
    {
      config: { capability: 'venue-settings' },
      schema: {
        tags: ['settings'],
        summary: 'How many bookings saving this closure would cancel, changing nothing (admin)',
        body: closureRequestSchema,
        response: { 200: closurePreviewSchema, 400: apiErrorSchema },
      },
    },
    async (request) => previewClosure(closureContext, request.body),
  );

  app.delete(
    '/closures/:id',
    {
      config: { changes, capability: 'venue-settings' },
      schema: {
        tags: ['settings'],
        summary: 'Remove a closure; the bookings it cancelled stay cancelled (admin)',
        params: idParamsSchema('The closure id'),
        response: { 200: messageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => removeClosure(app.db, request.params.id, request.user!.id),
  );
};

import {
  apiErrorSchema,
  settingsSavedSchema,
  transferAccountsSchema,
  VENUE_RULE_MESSAGES,
  venueSettingsSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/**
 * Changing the venue's settings (registered behind the admin guard; see docs/venue-settings.md).
 * Every change clears the cached settings and the day's availability.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{
  config: Config;
  now: () => Date;
}> = async (app) => {
  const changes = ['settings', 'bookings'] as const;

  app.get(
    '/settings/transfer-accounts',
    {
      config: { capability: 'venue-settings' },
      schema: {
        tags: ['settings'],
        summary:
          "Every receiving account the venue saved, offered or not (GET /api/settings shows customers the offered ones' only)",
        response: { 200: transferAccountsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => (await app.venueSettings.current()).transferAccounts,
  );

  app.put(
    '/settings',
    {
      config: { changes, capability: 'venue-settings' },
      schema: {
        tags: ['settings'],
        summary: "Replace the venue's settings (admin); new bookings follow them",
        body: venueSettingsSchema,
        response: { 200: settingsSavedSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      message: VENUE_RULE_MESSAGES.settingsSaved,
      settings: await app.venueSettings.update(request.body, {
        adminId: request.user!.id,
        cardPayments: app.checkout !== undefined,
      }),
    }),
  );
};

import { publicSettingsSchema, venueNow } from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/** GET /api/settings: the venue's rules the booking pages show (see docs/venue-settings.md). */
export const settingsRoutes: FastifyPluginAsyncZod<{ config: Config; now: () => Date }> = async (
  app,
  { config, now },
) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The venue's prices, hours, closures from today on and booking policy",
        response: { 200: publicSettingsSchema },
      },
    },
    async () =>
      app.venueSettings.publicSettings(
        venueNow(config.venueTimezone, now()).date,
        app.checkout !== undefined,
      ),
  );
};

import type { VenueSettings } from '@padel/contracts';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { PUBLIC_READ_TTL_MS } from '../lib/read-cache';
import {
  initialVenueSettings,
  VenueSettingsStore,
} from '../modules/settings/venue-settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The venue's settings (see docs/venue-settings.md), read and changed only through this. */
    venueSettings: VenueSettingsStore;
  }
}

export const venueSettingsPlugin = fp(
  async (app, { config }: { config: Config }) => {
    // Another process's change shows here within the public reads' moment; a booking reads the
    // row itself, in its transaction.
    const cache = app.readCache<VenueSettings>('settings', PUBLIC_READ_TTL_MS, 1);
    app.decorate(
      'venueSettings',
      new VenueSettingsStore(app.db, cache, app.log, initialVenueSettings(config)),
    );
  },
  { name: 'venue-settings', dependencies: ['db', 'read-cache'] },
);

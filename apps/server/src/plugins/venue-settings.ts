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

/** The venue's settings (docs/venue-settings.md). */
export const venueSettingsPlugin = fp(
  async (app, { config }: { config: Config }) => {
    // Another process's change shows here within the public reads' moment; a booking reads the
    // row itself, in its transaction.
    const cache = app.readCache<VenueSettings>('settings', PUBLIC_READ_TTL_MS, 1);
    const store = new VenueSettingsStore(app.db, cache, app.log, initialVenueSettings(config));
    app.decorate('venueSettings', store);
    // Every message shows the venue's contact from here (docs/venue-settings.md#contact), and
    // counts in its budget (docs/notifications.md#message-limits).
    app.notifier.readSettingsWith((tx) => store.forMessages(tx));
    // The business day every movement of money counts on (docs/till.md#business-day).
    app.till.readSettingsWith((tx) => store.businessDayStartHour(tx));
  },
  {
    name: 'venue-settings',
    dependencies: ['db', 'read-cache', 'notifications', 'payments', 'till'],
  },
);

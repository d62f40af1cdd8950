import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { BookingContext } from './bookings.service';

/** What the booking rules read: the venue's clock and zone, its settings, quotas and tickets. */
export function bookingContext(
  app: Pick<FastifyInstance, 'db' | 'loginTokens' | 'notifier' | 'checkout' | 'venueSettings'>,
  options: { config: Config; now: () => Date },
): BookingContext {
  return {
    db: app.db,
    notifier: app.notifier,
    checkout: app.checkout,
    tokens: app.loginTokens,
    timeZone: options.config.venueTimezone,
    now: options.now,
    settings: app.venueSettings,
    quotas: options.config.bookingQuotas,
  };
}

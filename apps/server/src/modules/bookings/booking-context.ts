import { BOOKING_POLICY } from '@padel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { BookingContext } from './bookings.service';

/** What the booking rules read: the venue's clock and zone, its policy, quotas and tickets. */
export function bookingContext(
  app: Pick<FastifyInstance, 'db' | 'loginTokens' | 'notifier' | 'checkout'>,
  options: { config: Config; now: () => Date },
): BookingContext {
  return {
    db: app.db,
    notifier: app.notifier,
    checkout: app.checkout,
    tokens: app.loginTokens,
    timeZone: options.config.venueTimezone,
    now: options.now,
    policy: BOOKING_POLICY,
    quotas: options.config.bookingQuotas,
  };
}

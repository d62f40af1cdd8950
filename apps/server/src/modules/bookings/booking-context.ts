import { BOOKING_POLICY } from '@padel/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BookingContext } from './bookings.service';

/** What the booking rules read: the venue's clock and zone, its policy and the quotas. */
export function bookingContext(
  db: Database,
  options: { config: Config; now: () => Date },
): BookingContext {
  return {
    db,
    timeZone: options.config.venueTimezone,
    now: options.now,
    policy: BOOKING_POLICY,
    quotas: options.config.bookingQuotas,
  };
}

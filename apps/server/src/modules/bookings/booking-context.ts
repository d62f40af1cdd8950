import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { BookingContext } from './bookings.service';
import type { VerifySettings } from './verified-holds';

/**
 * Codes are asked for only when a message can carry them: real SMTP or WhatsApp
 * (docs/security.md#calendar-fill); a
 * fresh embedded install without either books as before.
 */
export function verifySettings(config: Config): VerifySettings | undefined {
  return config.smtpUrl || config.whatsapp ? { minutes: config.verifyMinutes } : undefined;
}

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
    verify: verifySettings(options.config),
  };
}

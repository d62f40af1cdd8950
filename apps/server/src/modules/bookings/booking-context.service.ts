import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BookingQuotas } from '../../lib/abuse-limits';
import type { LoginTokens } from '../auth/tokens.service';
import type { Till } from '../ledger/till.service';
import type { Notifier } from '../notifications/notifier.service';
import type { CheckoutSettings } from '../payments/checkout.service';
import type { VenueSettingsStore } from '../settings/venue-settings.service';
import type { VerifySettings } from './verified-holds.service';

/** What the booking rules read: the venue's clock and zone, its settings, quotas and tickets. */
export interface BookingContext {
  db: Database;
  /** Writes the messages a booking change causes, in its transaction. */
  notifier: Notifier;
  /** Writes the money a booking change moves into the ledger (docs/till.md#ledger). */
  till: Till;
  /** Card payments, when a provider is configured (see docs/payments.md#card-payments). */
  checkout: CheckoutSettings | undefined;
  timeZone: string;
  now: () => Date;
  /** The venue's prices, hours, closures and policy (see docs/venue-settings.md). */
  settings: VenueSettingsStore;
  /**
   * How many online bookings one contact or client may make (see docs/bookings.md#abuse-limits).
   */
  quotas: BookingQuotas;
  /**
   * Checks the walk-in tickets that admins' Add New Booking links carry (see
   * docs/bookings.md#walk-ins).
   */
  tokens: LoginTokens;
  /**
   * Online bookings from contacts not yet trusted wait for a code, when a message channel can
   * reach the customer (docs/security.md#calendar-fill).
   */
  verify: VerifySettings | undefined;
  /**
   * How long an online booking in the day's budget of unverified holds keeps its slots unless it
   * is paid, confirmed by staff or proven over WhatsApp, where a message channel or card payments
   * let the customer secure it (docs/security.md#calendar-fill); undefined where neither is set up.
   */
  unsecuredHoldMinutes: number | undefined;
  /** How long an advance by transfer holds its slots for staff to check (docs/payments.md#transfers). */
  transferHoldMinutes: number;
}

/** Who sent a request: its client address, and the admin whose bearer token it carried, if any. */
export interface Caller {
  ip: string;
  adminId?: number;
}

/**
 * Who is booking: a customer online (from a client address, which the quotas count), or an
 * admin entering a walk-in (see docs/bookings.md#walk-ins), who is exempt from the quotas and the
 * hour cap.
 */
export type Booker = { kind: 'customer'; ip: string } | { kind: 'admin'; id: number };

/**
 * Codes are asked for only when a message can carry them: real SMTP or WhatsApp
 * (docs/security.md#calendar-fill); a
 * fresh embedded install without either books as before.
 */
export function verifySettings(config: Config): VerifySettings | undefined {
  if (!config.smtpUrl && !config.whatsapp) return undefined;
  return {
    minutes: config.verifyMinutes,
    channels: { email: config.smtpUrl !== undefined, whatsapp: config.whatsapp !== undefined },
  };
}

/** The booking context of a running app, read from its decorations and options. */
export function bookingContext(
  app: Pick<
    FastifyInstance,
    'db' | 'loginTokens' | 'notifier' | 'till' | 'checkout' | 'venueSettings'
  >,
  options: { config: Config; now: () => Date },
): BookingContext {
  return {
    db: app.db,
    notifier: app.notifier,
    till: app.till,
    checkout: app.checkout,
    tokens: app.loginTokens,
    timeZone: options.config.venueTimezone,
    now: options.now,
    settings: app.venueSettings,
    quotas: options.config.bookingQuotas,
    verify: verifySettings(options.config),
    unsecuredHoldMinutes:
      verifySettings(options.config) || app.checkout
        ? options.config.unsecuredHoldMinutes
        : undefined,
    transferHoldMinutes: options.config.transferHoldMinutes,
  };
}

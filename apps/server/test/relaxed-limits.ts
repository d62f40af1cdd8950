/**
 * The abuse limits raised, as the README allows, for a server process that books and messages
 * many times from one address and contact: the API tests' server processes, the browser flows and
 * the benches. Each limit keeps its own tests at its default (docs/security.md#abuse-limits,
 * docs/notifications.md#message-limits).
 */
export const RELAXED_LIMITS_ENV = {
  BOOKINGS_PER_CONTACT_PER_DAY: '100000',
  BOOKINGS_PER_IP_PER_HOUR: '100000',
  BOOKINGS_PER_NETWORK_PER_HOUR: '100000',
  UNCONFIRMED_HOURS_PER_NETWORK: '100000',
  BOOKINGS_PER_SLASH16_PER_HOUR: '100000',
  BOOKINGS_PER_SLASH56_PER_HOUR: '100000',
  BOOKINGS_PER_SLASH48_PER_HOUR: '100000',
  UNCONFIRMED_HOURS_PER_SLASH16: '100000',
  UNCONFIRMED_HOURS_PER_SLASH56: '100000',
  UNCONFIRMED_HOURS_PER_SLASH48: '100000',
  HOLD_SHARE_PER_NETWORK_PERCENT: '100',
  HOLD_SHARE_PER_WIDE_NETWORK_PERCENT: '100',
  UNVERIFIED_MESSAGES_PER_HOUR: '100000',
  MESSAGES_PER_RECIPIENT_PER_DAY: '100000',
  UNVERIFIED_HOLD_PERCENT: '100',
  UNSECURED_HOLD_MINUTES: '10080',
} as const;

import ipaddr from 'ipaddr.js';
import type { RateRule } from './sliding-window';

/**
 * Every abuse limit of docs/security.md#abuse-limits in one place: what is counted, against which
 * key, how many in any window of that length (a sliding window), and what the refused caller is
 * told. Counting is rate-limits/rate-limit.service.ts.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The client a per-IP limit counts against: an IPv4 address, or an IPv6 address's /64 (one
 * subscriber's network, which hands out addresses freely).
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** A client address as staff read and filter it: an IPv4-mapped IPv6 address as plain IPv4. */
export function plainAddress(ip: string): string {
  return ipaddr.isValid(ip) ? ipaddr.process(ip).toString() : ip;
}

/**
 * The networks a client address belongs to, narrowest first, as the booking quotas nest them and
 * staff's bulk cancel names them (docs/security.md#calendar-fill, ADR 043): an IPv4 address's /24
 * and /16; an IPv6 address's /64, /56 and /48 (a subscriber gets a /64, a /56 or a /48 and may use
 * every address in it). Each key is the network's first address and its prefix length.
 */
export function networkLevels(ip: string): { prefix: number; key: string }[] {
  if (!ipaddr.isValid(ip)) return [{ prefix: 0, key: ip }];
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return [
      { prefix: 24, key: `${a}.${b}.${c}.0/24` },
      { prefix: 16, key: `${a}.${b}.0.0/16` },
    ];
  }
  const groups = (address as ipaddr.IPv6).parts.slice(0, 4);
  const network = (prefix: 64 | 56 | 48) => {
    const masked = groups.map((group, i) => {
      const bits = Math.min(16, Math.max(0, prefix - 16 * i));
      return group & ((0xffff << (16 - bits)) & 0xffff);
    });
    return { prefix, key: `${masked.map((group) => group.toString(16)).join(':')}::/${prefix}` };
  };
  return [network(64), network(56), network(48)];
}

/** The prefix lengths of the networks wider than an IPv4 /24 or an IPv6 /64. */
export type WiderPrefix = 16 | 56 | 48;

/**
 * The network a client address belongs to, as the booking quotas and staff's bulk cancel count it
 * (docs/security.md#calendar-fill): an IPv4 address's /24, an IPv6 address's /64. The wider
 * networks around it are `networkLevels`.
 */
export function networkKey(ip: string): string {
  return networkLevels(ip)[0]!.key;
}

/**
 * What staff typed to cancel by (docs/security.md#calendar-fill): an address, or a network as the
 * quotas count it (an IPv4 /24 or /16, an IPv6 /64, /56 or /48); undefined for anything else.
 */
export function addressFilter(
  typed: string,
): { kind: 'address' | 'network'; value: string } | undefined {
  const [ip = '', bits, ...rest] = typed.trim().split('/');
  if (rest.length > 0 || !ipaddr.isValid(ip)) return undefined;
  if (bits === undefined) return { kind: 'address', value: plainAddress(ip) };
  const level = networkLevels(ip).find((network) => String(network.prefix) === bits);
  return level ? { kind: 'network', value: level.key } : undefined;
}

/** The percent of a shared budget a narrow and a wide network may take (lib/network-shares.ts). */
export interface SharePercents {
  narrow: number;
  wide: number;
}

/** What one network may do: bookings an hour, and slot-hours its unconfirmed holds hold at once. */
export interface NetworkAllowance {
  perHour: number;
  unconfirmedHours: number;
}

/** The booking quotas, from the environment (README: BOOKINGS_PER_…). */
export interface BookingQuotas {
  perContactPerDay: number;
  perIpPerHour: number;
  perNetworkPerHour: number;
  /** Slot-hours one network's unconfirmed holds may hold at once (docs/security.md#calendar-fill). */
  unconfirmedHoursPerNetwork: number;
  /**
   * The percent of each day's budget of unverified holds one /24 or /64 (`narrow`) and one /16 or
   * /48 (`wide`) may hold (HOLD_SHARE_PER_…, docs/security.md#calendar-fill, ADR 067).
   */
  holdShares: SharePercents;
  /** The allowances of the wider networks around a /24 or /64 (BOOKINGS_PER_SLASH…). */
  widerNetworks: Record<WiderPrefix, NetworkAllowance>;
}

/** Each network of a client address, narrowest first, with what it may do. */
export function networkAllowances(
  ip: string,
  quotas: BookingQuotas,
): ({ key: string } & NetworkAllowance)[] {
  return networkLevels(ip).map(({ prefix, key }, level) =>
    level === 0
      ? {
          key,
          perHour: quotas.perNetworkPerHour,
          unconfirmedHours: quotas.unconfirmedHoursPerNetwork,
        }
      : { key, ...quotas.widerNetworks[prefix as WiderPrefix] },
  );
}

export const LIMIT_MESSAGES = {
  login: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  forgotPassword: 'Too many reset requests. Please wait a few minutes and try again.',
  changePassword: 'Too many wrong passwords. Please wait a few minutes and try again.',
  booking:
    'You have made as many bookings as we take online for now. Please try again later or call the venue.',
  queue: 'Too many queue requests. Please try again later.',
  visit: 'Too many visits recorded from this connection.',
  feedback: 'Too much feedback from this connection. Please try again later.',
  order: 'Too many orders. Please wait a few minutes and try again.',
  findMyBooking: 'Too many requests for booking links. Please wait a while and try again.',
  quote: 'Too many price requests from this connection. Please wait a few minutes and try again.',
} as const;

const lower = (email: string) => email.trim().toLowerCase();

/** Café orders one network (an IPv4 /24, an IPv6 /64) may place in an hour. */
export const ORDERS_PER_NETWORK_PER_HOUR = 60;

/**
 * Café orders one wider network (an IPv4 /16, an IPv6 /48: every /24 or /64 in it together) may
 * place in an hour: three times a /24's, as bookings nest (issue 43; before, four /24s of one
 * /16 placed 240 an hour).
 */
export const ORDERS_PER_WIDE_NETWORK_PER_HOUR = 180;

/** Price quotes a connection may ask for each booking it may make (docs/prices.md#quotes). */
export const QUOTES_PER_BOOKING = 8;

/** A stranger's bookings per address and per network around it, an hour. */
const bookingNetworkRules = (ip: string, quotas: BookingQuotas): RateRule[] => [
  { key: `booking:ip:${clientKey(ip)}`, limit: quotas.perIpPerHour, windowSeconds: HOUR },
  // Every network around the client, nested (ADR 043): many /64s of one /48 count as one.
  ...networkAllowances(ip, quotas).map((network) => ({
    key: `booking:net:${network.key}`,
    limit: network.perHour,
    windowSeconds: HOUR,
  })),
];

export const abuseRules = {
  /**
   * Failed sign-ins from a browser without a device cookie of the account (a success takes its
   * hit back), counted per e-mail from one client and per client across e-mails. A browser with
   * the account's device cookie counts against `loginFromDevice` instead (see
   * docs/accounts.md#sign-in-limits).
   */
  login: (email: string, ip: string): RateRule[] => [
    {
      key: `login:email+ip:${lower(email)}|${clientKey(ip)}`,
      limit: 10,
      windowSeconds: 15 * MINUTE,
    },
    { key: `login:ip:${clientKey(ip)}`, limit: 50, windowSeconds: 15 * MINUTE },
  ],
  /**
   * The same failures, much more slowly, per e-mail from anywhere: this stops a distributed
   * guesser. Once it is reached the right password no longer signs a stranger's browser in; it
   * gets a sign-in link by e-mail instead (docs/accounts.md#sign-in-links).
   */
  loginAccount: (email: string): RateRule[] => [
    { key: `login:email:${lower(email)}`, limit: 100, windowSeconds: HOUR },
  ],
  /** Sign-in links e-mailed to one account: its mailbox is not flooded. */
  signInLink: (userId: number): RateRule[] => [
    { key: `sign-in-link:user:${userId}`, limit: 5, windowSeconds: HOUR },
  ],
  /**
   * Failed sign-ins with a genuine device cookie, per device: a stolen cookie gets no more tries
   * than its owner, and once they are used up it counts as a stranger (OWASP device cookies).
   */
  loginFromDevice: (deviceId: string): RateRule[] => [
    { key: `login:device:${deviceId}`, limit: 10, windowSeconds: 15 * MINUTE },
  ],
  forgotPassword: (email: string, ip: string): RateRule[] => [
    { key: `forgot:email:${lower(email)}`, limit: 5, windowSeconds: 15 * MINUTE },
    { key: `forgot:ip:${clientKey(ip)}`, limit: 20, windowSeconds: 15 * MINUTE },
  ],
  changePassword: (userId: number): RateRule[] => [
    { key: `change-password:user:${userId}`, limit: 10, windowSeconds: 15 * MINUTE },
  ],
  /**
   * Bookings made online (a refused booking does not count); walk-ins are exempt. A customer the
   * venue has met (`returning`, ADR 070) counts against their own contact only: strangers behind
   * the same address or network never use up their bookings.
   */
  booking: (
    contact: { email: string; phoneNumber: string },
    ip: string,
    quotas: BookingQuotas,
    customer: { returning: boolean } = { returning: false },
  ): RateRule[] => [
    {
      key: `booking:email:${lower(contact.email)}`,
      limit: quotas.perContactPerDay,
      windowSeconds: DAY,
    },
    {
      key: `booking:phone:${contact.phoneNumber}`,
      limit: quotas.perContactPerDay,
      windowSeconds: DAY,
    },
    ...(customer.returning ? [] : bookingNetworkRules(ip, quotas)),
  ],
  queue: (email: string, ip: string): RateRule[] => [
    { key: `queue:email:${lower(email)}`, limit: 5, windowSeconds: DAY },
    { key: `queue:ip:${clientKey(ip)}`, limit: 20, windowSeconds: HOUR },
  ],
  /** A browser records one visit per session; a café's shared Wi-Fi makes many. */
  visit: (ip: string): RateRule[] => [
    { key: `visit:ip:${clientKey(ip)}`, limit: 120, windowSeconds: HOUR },
  ],
  feedback: (ip: string): RateRule[] => [
    { key: `feedback:ip:${clientKey(ip)}`, limit: 30, windowSeconds: HOUR },
  ],
  /**
   * Each request may send a mailbox an e-mail: a few an hour per address, so the form cannot be
   * used to flood someone (see docs/notifications.md#find-my-booking).
   */
  findMyBooking: (email: string, ip: string): RateRule[] => [
    { key: `find-booking:email:${lower(email)}`, limit: 3, windowSeconds: HOUR },
    { key: `find-booking:ip:${clientKey(ip)}`, limit: 20, windowSeconds: HOUR },
  ],
  /**
   * Price quotes for a phone typed on the booking page (docs/prices.md#quotes): a page asks a few
   * per booking (once for the hours, again for the phone), so a connection may ask
   * QUOTES_PER_BOOKING times the bookings it may make an hour, yet a script cannot run through
   * phone numbers to learn who pays the member price.
   */
  quote: (ip: string, quotas: BookingQuotas): RateRule[] => [
    {
      key: `quote:ip:${clientKey(ip)}`,
      limit: quotas.perIpPerHour * QUOTES_PER_BOOKING,
      windowSeconds: HOUR,
    },
    ...networkAllowances(ip, quotas).map((network) => ({
      key: `quote:net:${network.key}`,
      limit: network.perHour * QUOTES_PER_BOOKING,
      windowSeconds: HOUR,
    })),
  ],
  /**
   * Generous for a café behind one shared IP, yet stops a script filling the order list; per
   * network too, as bookings are, so many addresses of one network cannot send the order messages
   * of many phones (docs/notifications.md#message-limits).
   */
  order: (phone: string, ip: string): RateRule[] => [
    { key: `order:phone:${phone.replace(/[^0-9]/g, '')}`, limit: 10, windowSeconds: HOUR },
    { key: `order:ip:${clientKey(ip)}`, limit: 30, windowSeconds: 15 * MINUTE },
    { key: `order:net:${networkKey(ip)}`, limit: ORDERS_PER_NETWORK_PER_HOUR, windowSeconds: HOUR },
    ...networkLevels(ip)
      .slice(1)
      .slice(-1)
      .map((wide) => ({
        key: `order:wide:${wide.key}`,
        limit: ORDERS_PER_WIDE_NETWORK_PER_HOUR,
        windowSeconds: HOUR,
      })),
  ],
};

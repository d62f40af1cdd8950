import { join, resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import {
  DEFAULT_VENUE_SETTINGS,
  isOneOf,
  venueWallTime,
  VENUE_SETTING_LIMITS,
  WHATSAPP_TEMPLATE_KINDS,
  type WhatsappTemplateKind,
  NETWORK_HOLD_SHARES,
  NETWORK_MESSAGE_SHARES,
} from '@padel/contracts';
import { z } from 'zod';
import type { DatabaseTarget } from './db/client';
import type { BookingQuotas } from './lib/abuse-limits';
import { readOrCreateJwtSecret } from './lib/data-dir';

/** Every environment variable the server reads, parsed once (README lists them). */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+$/, 'must be a host name such as booking.localhost (no scheme, no port)');

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Karachi');

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) =>
  PROXY_RANGE_NAMES.includes(entry) || ipaddr.isValid(entry) || isCidr(entry);
function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/** fastify's `trustProxy`, as a value or as proxy-addr's `(address, hop) => trusted`. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * Which proxies may say who the client is in X-Forwarded-For: `true` (any), a number of hops
 * in front of the server, or a list of addresses and ranges (the safest: a client that reaches
 * the server directly cannot pose as a proxy). Off by default, so a client cannot pick the
 * address its limits count against.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^[0-9]+$/.test(value)) {
      // fastify refuses bare hop counts; proxy-addr's hop index says how far from the server.
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries.join(',');
    ctx.addIssue({
      code: 'custom',
      message:
        'must be true, false, a number of proxies, or addresses such as 127.0.0.1,10.0.0.0/8',
    });
    return z.NEVER;
  });

/** The Graph API's versioned base URL, WhatsApp Cloud API's home (docs/notifications.md#whatsapp). */
const WHATSAPP_GRAPH_API_URL = 'https://graph.facebook.com/v23.0';

/** `kind=template_name,…`: the venue's own names for the WhatsApp templates, over the defaults. */
const whatsappTemplates = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const names: Partial<Record<WhatsappTemplateKind, string>> = {};
    for (const pair of value.split(',')) {
      const [kind = '', name = ''] = pair.split('=').map((part) => part.trim());
      if (!isOneOf(WHATSAPP_TEMPLATE_KINDS, kind) || !/^[a-z0-9_]+$/.test(name)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be kind=template_name pairs, kinds: ${WHATSAPP_TEMPLATE_KINDS.join(', ')}`,
        });
        return z.NEVER;
      }
      names[kind] = name;
    }
    return names;
  });

/** The card payment providers the product can run (docs/payments.md#choosing-the-provider). */
const PAYMENT_PROVIDERS = ['stripe', 'safepay'] as const;
const SAFEPAY_ENVIRONMENTS = ['sandbox', 'production'] as const;

/** A Safepay secret as the merchant dashboard shows it: a long run of letters and digits. */
const safepaySecret = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9_-]{16,}$/,
    'must be the secret from the Safepay dashboard (16+ letters and digits)',
  )
  .optional();

const positiveCount = z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000);
/** A share in percent: 1 to 100. */
const percent = z.coerce.number({ error: 'must be a number' }).int().min(1).max(100);

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|memory:\/\/$)/, 'must be a postgres:// URL or memory://')
    .optional(),
  APP_HOST: hostName.default('localhost'),
  BOOKING_HOST: hostName.default('booking.localhost'),
  PUBLIC_APP_URL: httpUrl.optional(),
  PUBLIC_BOOKING_URL: httpUrl.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  VENUE_TIMEZONE: timeZone.default('Asia/Karachi'),
  VENUE_NAME: z.string().trim().min(1).default('Padel & Café'),
  VENUE_WHATSAPP: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s+()-]/g, ''))
    .pipe(z.string().regex(/^[0-9]{8,15}$/, 'must be a phone number in international form'))
    .optional(),
  VENUE_ADDRESS: z.string().trim().min(1).max(300).optional(),
  // The initial values of the venue's delivery settings, within the settings' own limits.
  DELIVERY_FEE: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(VENUE_SETTING_LIMITS.deliveryFee.min)
    .max(VENUE_SETTING_LIMITS.deliveryFee.max)
    .default(DEFAULT_VENUE_SETTINGS.deliveryFee),
  DELIVERY_AREA: z.string().trim().min(1).max(VENUE_SETTING_LIMITS.deliveryArea.max).optional(),
  // The initial budget of unverified holds (docs/security.md#calendar-fill), a percent of each day.
  UNVERIFIED_HOLD_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(VENUE_SETTING_LIMITS.unverifiedHoldPercent.min)
    .max(VENUE_SETTING_LIMITS.unverifiedHoldPercent.max)
    .default(DEFAULT_VENUE_SETTINGS.unverifiedHoldPercent),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  VENUE_NOTIFY_EMAIL: z.email('must be an e-mail address').optional(),
  REMINDER_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, 'must be at least 1')
    .max(48, 'must be at most 48')
    .default(3),
  WHATSAPP_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^[0-9]+$/, 'must be the numeric id of the WhatsApp business phone number')
    .optional(),
  WHATSAPP_API_URL: httpUrl.default(WHATSAPP_GRAPH_API_URL),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a template language code such as en or en_US')
    .default('en'),
  WHATSAPP_TEMPLATES: whatsappTemplates.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
      'must be a Stripe secret key (sk_test_… or sk_live_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9]+$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  STRIPE_API_URL: httpUrl.optional(),
  // Which card provider runs (docs/payments.md#choosing-the-provider): unset, the one whose keys
  // are set.
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` })
    .optional(),
  SAFEPAY_API_KEY: z
    .string()
    .trim()
    .regex(/^sec_[A-Za-z0-9-]{8,}$/, "must be the merchant's Safepay API key (sec_…)")
    .optional(),
  SAFEPAY_SECRET_KEY: safepaySecret,
  SAFEPAY_WEBHOOK_SECRET: safepaySecret,
  SAFEPAY_ENVIRONMENT: z
    .enum(SAFEPAY_ENVIRONMENTS, { error: `must be one of ${SAFEPAY_ENVIRONMENTS.join(', ')}` })
    .default('sandbox'),
  SAFEPAY_API_URL: httpUrl.optional(),
  CARD_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(30, 'must be at least 30 (the shortest Stripe Checkout allows)')
    .max(24 * 60, 'must be at most 1440 (a day)')
    .default(30),
  // How long an advance by transfer holds its slots for staff to check (docs/payments.md#transfers).
  TRANSFER_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(15, 'must be at least 15 (time to send the transfer)')
    .max(7 * 24 * 60, 'must be at most 10080 (a week)')
    .default(120),
  SEED_DEMO: booleanFlag.optional(),
  TRUST_PROXY: trustProxy.default(false),
  BOOKINGS_PER_CONTACT_PER_DAY: positiveCount.default(5),
  BOOKINGS_PER_IP_PER_HOUR: positiveCount.default(30),
  BOOKINGS_PER_NETWORK_PER_HOUR: positiveCount.default(60),
  UNCONFIRMED_HOURS_PER_NETWORK: positiveCount.default(8),
  // The wider networks (docs/security.md#calendar-fill, ADR 043): a few times the narrower one's,
  // so a carrier's NAT or a university still books while one owner of many networks cannot.
  BOOKINGS_PER_SLASH16_PER_HOUR: positiveCount.default(180),
  BOOKINGS_PER_SLASH56_PER_HOUR: positiveCount.default(120),
  BOOKINGS_PER_SLASH48_PER_HOUR: positiveCount.default(180),
  UNCONFIRMED_HOURS_PER_SLASH16: positiveCount.default(24),
  UNCONFIRMED_HOURS_PER_SLASH56: positiveCount.default(16),
  UNCONFIRMED_HOURS_PER_SLASH48: positiveCount.default(24),
  // One network's share of each day's budget of unverified holds (ADR 067).
  HOLD_SHARE_PER_NETWORK_PERCENT: percent.default(NETWORK_HOLD_SHARES.narrow),
  HOLD_SHARE_PER_WIDE_NETWORK_PERCENT: percent.default(NETWORK_HOLD_SHARES.wide),
  // The message limits (docs/notifications.md#message-limits): the budget's initial value (the
  // venue's setting thereafter, within the setting's own limits) and the per-recipient cap.
  UNVERIFIED_MESSAGES_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(VENUE_SETTING_LIMITS.unverifiedMessagesPerHour.min)
    .max(VENUE_SETTING_LIMITS.unverifiedMessagesPerHour.max)
    .default(DEFAULT_VENUE_SETTINGS.unverifiedMessagesPerHour),
  MESSAGES_PER_RECIPIENT_PER_DAY: positiveCount.default(20),
  // One customer network's share of the hour's budget (ADR 070).
  MESSAGE_SHARE_PER_NETWORK_PERCENT: percent.default(NETWORK_MESSAGE_SHARES.narrow),
  MESSAGE_SHARE_PER_WIDE_NETWORK_PERCENT: percent.default(NETWORK_MESSAGE_SHARES.wide),
  VERIFY_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(5, 'must be at least 5 (time to read the message)')
    .max(24 * 60, 'must be at most 1440 (a day)')
    .default(20),
  // R13's bound (docs/security.md#calendar-fill): 30 by default; a longer time is the owner's choice
  // (and the test processes', which book and wait for hours).
  UNSECURED_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(5, 'must be at least 5 (time to pay or reply)')
    .max(7 * 24 * 60, 'must be at most 10080 (a week)')
    .default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Sent as a header by the scraper: long enough not to be guessed, and header-safe.
  VENUE_CLOCK: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be a venue time written 2026-03-04T10:00')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
});

/** Every variable the server reads: the README table and `.env.example` list the same names. */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/**
 * Reads `.env` from the working directory into `process.env` with Node's own loader, when the
 * file exists; a variable already set in the environment wins (see
 * docs/operations.md#configuration). Answers the file read, if any.
 */
export function loadEnvFile(dir: string = process.cwd()): string | undefined {
  const file = join(dir, '.env');
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return file;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the settings from an environment, and nothing else: no file is read or written, the
 * process is left alone (ADR 052). Throws a ConfigError naming every bad variable.
 */
export function parseConfig(env: NodeJS.ProcessEnv) {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const clockStart = readVenueClock(e, env.NODE_ENV);
  const provider = paymentProvider(e);
  const dataDir = resolve(e.DATA_DIR);
  const database: DatabaseTarget =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: join(dataDir, 'db') }
      : e.DATABASE_URL === 'memory://'
        ? { kind: 'pglite', dataDir: undefined }
        : { kind: 'postgres', url: e.DATABASE_URL };
  const portSuffix = e.PORT === 80 ? '' : `:${e.PORT}`;
  const bookingQuotas: BookingQuotas = {
    perContactPerDay: e.BOOKINGS_PER_CONTACT_PER_DAY,
    perIpPerHour: e.BOOKINGS_PER_IP_PER_HOUR,
    perNetworkPerHour: e.BOOKINGS_PER_NETWORK_PER_HOUR,
    unconfirmedHoursPerNetwork: e.UNCONFIRMED_HOURS_PER_NETWORK,
    holdShares: {
      narrow: e.HOLD_SHARE_PER_NETWORK_PERCENT,
      wide: e.HOLD_SHARE_PER_WIDE_NETWORK_PERCENT,
    },
    widerNetworks: {
      16: {
        perHour: e.BOOKINGS_PER_SLASH16_PER_HOUR,
        unconfirmedHours: e.UNCONFIRMED_HOURS_PER_SLASH16,
      },
      56: {
        perHour: e.BOOKINGS_PER_SLASH56_PER_HOUR,
        unconfirmedHours: e.UNCONFIRMED_HOURS_PER_SLASH56,
      },
      48: {
        perHour: e.BOOKINGS_PER_SLASH48_PER_HOUR,
        unconfirmedHours: e.UNCONFIRMED_HOURS_PER_SLASH48,
      },
    },
  };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    appHost: e.APP_HOST,
    bookingHost: e.BOOKING_HOST,
    publicAppUrl: e.PUBLIC_APP_URL ?? `http://${e.APP_HOST}${portSuffix}`,
    publicBookingUrl: e.PUBLIC_BOOKING_URL ?? `http://${e.BOOKING_HOST}${portSuffix}`,
    /** `JWT_SECRET`; unset, the data directory's, which loadConfig reads or creates. */
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    venueTimezone: e.VENUE_TIMEZONE,
    venueName: e.VENUE_NAME,
    /**
     * The initial value of the venue's WhatsApp (international form without `+`) setting; once
     * installed, the settings are what everything reads (docs/venue-settings.md#contact).
     */
    venueWhatsapp: e.VENUE_WHATSAPP,
    /** The initial value of the venue's address setting, like `venueWhatsapp`. */
    venueAddress: e.VENUE_ADDRESS,
    /**
     * The delivery fee setting's initial value, until staff save one on the Settings screen (see
     * docs/venue-settings.md#settings).
     */
    deliveryFee: e.DELIVERY_FEE,
    /** The initial `unverifiedHoldPercent` setting, until staff save settings. */
    unverifiedHoldPercent: e.UNVERIFIED_HOLD_PERCENT,
    /** The delivery area setting's initial value; unset, the lines speak of the address. */
    deliveryArea: e.DELIVERY_AREA,
    /**
     * Real SMTP when set; otherwise e-mails go to `DATA_DIR/outbox` (see
     * docs/notifications.md#mailer).
     */
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.VENUE_NAME.replaceAll('"', '')}" <no-reply@${e.APP_HOST}>`,
    /** Where staff alerts of new bookings and orders go, if anywhere. */
    venueNotifyEmail: e.VENUE_NOTIFY_EMAIL?.toLowerCase(),
    /** How long before a confirmed booking starts its reminder goes out. */
    reminderHours: e.REMINDER_HOURS,
    /** WhatsApp Cloud API, when the venue has set it up (see docs/notifications.md#whatsapp). */
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: e.WHATSAPP_API_URL,
            language: e.WHATSAPP_TEMPLATE_LANGUAGE,
            templates: e.WHATSAPP_TEMPLATES ?? {},
          }
        : undefined,
    /**
     * Card payments through Stripe Checkout (see docs/payments.md#card-payments), when it is the
     * provider; `apiUrl` points the SDK at another host (a local stand-in).
     */
    stripe: provider === 'stripe' ? stripeSettings(e) : undefined,
    /**
     * Card payments through Safepay (see docs/payments.md#safepay), when it is the provider;
     * `apiUrl` is another host speaking Safepay's API (a local stand-in).
     */
    safepay: provider === 'safepay' ? safepaySettings(e) : undefined,
    /** How long an unpaid card booking holds its slots. */
    cardHoldMinutes: e.CARD_HOLD_MINUTES,
    /** How long a booking whose advance comes by transfer holds its slots (docs/payments.md#transfers). */
    transferHoldMinutes: e.TRANSFER_HOLD_MINUTES,
    /**
     * How long an online booking from a contact that has not confirmed before holds its slots
     * waiting for its code (docs/security.md#calendar-fill).
     */
    verifyMinutes: e.VERIFY_MINUTES,
    /**
     * Where a message channel or card payments are set up: how long an online padel booking in the
     * day's budget of unverified holds keeps its slots unless it is paid, confirmed by staff or
     * proven over WhatsApp (docs/security.md#calendar-fill).
     */
    unsecuredHoldMinutes: e.UNSECURED_HOLD_MINUTES,
    seedDemo: e.SEED_DEMO ?? database.kind === 'pglite',
    logLevel: e.LOG_LEVEL,
    /** fastify's `trustProxy`: whether and which proxies' X-Forwarded-For names the client. */
    trustProxy: e.TRUST_PROXY,
    /**
     * Online bookings per phone number and per e-mail a day, per client IP and per network an
     * hour, and the hours a network's unconfirmed holds may hold at once (see
     * docs/bookings.md#abuse-limits).
     */
    bookingQuotas,
    /**
     * The message limits (docs/notifications.md#message-limits): the budget the venue starts with
     * (its setting thereafter), the daily cap per recipient and a customer network's share of
     * the hour's budget (ADR 070).
     */
    messageLimits: {
      unverifiedPerHour: e.UNVERIFIED_MESSAGES_PER_HOUR,
      perRecipientPerDay: e.MESSAGES_PER_RECIPIENT_PER_DAY,
      networkShares: {
        narrow: e.MESSAGE_SHARE_PER_NETWORK_PERCENT,
        wide: e.MESSAGE_SHARE_PER_WIDE_NETWORK_PERCENT,
      },
    },
    /**
     * The bearer token that opens `GET /api/metrics`; unset, the metrics are off (see
     * docs/operations.md#metrics).
     */
    metricsToken: e.METRICS_TOKEN,
    /**
     * Tests only (`VENUE_CLOCK`): the venue time the server's clock starts at, running on from
     * there (see docs/quality.md#one-clock); unset, the real clock.
     */
    clockStart,
  };
}

/**
 * The server's settings: what parseConfig reads, with the login-token secret always there (from
 * `JWT_SECRET` or the data directory).
 */
export type Config = ParsedConfig & { jwtSecret: NonNullable<ParsedConfig['jwtSecret']> };
type ParsedConfig = ReturnType<typeof parseConfig>;

/**
 * The server's settings from its environment (process.env by default): parseConfig's, and the
 * one thing reading them may do to the disk, the secret an unset `JWT_SECRET` leaves to the data
 * directory (lib/data-dir.ts), read there or generated once. Throws a ConfigError as parseConfig
 * does.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseConfig(env);
  return { ...parsed, jwtSecret: parsed.jwtSecret ?? readOrCreateJwtSecret(parsed.dataDir) };
}

type Env = z.infer<typeof envSchema>;

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const SAFEPAY_KEYS = ['SAFEPAY_API_KEY', 'SAFEPAY_SECRET_KEY', 'SAFEPAY_WEBHOOK_SECRET'] as const;
/** What each provider needs set, and what else belongs to it. */
const PROVIDER_VARIABLES = {
  stripe: { required: STRIPE_KEYS, all: [...STRIPE_KEYS, 'STRIPE_API_URL'] },
  safepay: { required: SAFEPAY_KEYS, all: [...SAFEPAY_KEYS, 'SAFEPAY_API_URL'] },
} as const;

const configError = (lines: string[]) =>
  new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);

/**
 * The card provider (docs/payments.md#choosing-the-provider): `PAYMENT_PROVIDER`, or else the one
 * whose keys are set; none without keys. A provider missing a key, or keys of the provider that
 * does not run, stop the server with the variables named: half a configuration never runs
 * silently without cards.
 */
function paymentProvider(e: Env): (typeof PAYMENT_PROVIDERS)[number] | undefined {
  const set = (names: readonly (keyof Env)[]) => names.filter((name) => e[name] !== undefined);
  const stripeSet = set(PROVIDER_VARIABLES.stripe.all);
  const safepaySet = set(PROVIDER_VARIABLES.safepay.all);
  if (!e.PAYMENT_PROVIDER && stripeSet.length > 0 && safepaySet.length > 0) {
    throw configError([
      `PAYMENT_PROVIDER: both Stripe (${stripeSet.join(', ')}) and Safepay (${safepaySet.join(', ')}) are configured; set it to stripe or safepay`,
    ]);
  }
  const provider =
    e.PAYMENT_PROVIDER ??
    (stripeSet.length > 0 ? 'stripe' : safepaySet.length > 0 ? 'safepay' : undefined);
  if (!provider) return undefined;
  const other = provider === 'stripe' ? safepaySet : stripeSet;
  const missing = PROVIDER_VARIABLES[provider].required.filter((name) => e[name] === undefined);
  const lines = [
    ...missing.map((name) => `${name}: is required when the card provider is ${provider}`),
    ...other.map(
      (name) => `${name}: is set, but the card provider is ${provider} (PAYMENT_PROVIDER)`,
    ),
  ];
  if (lines.length > 0) throw configError(lines);
  return provider;
}

/** Stripe's settings, once paymentProvider has found both keys set. */
function stripeSettings(e: Env) {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL,
  };
}

/** Safepay's settings, once paymentProvider has found its three keys set. */
function safepaySettings(e: Env) {
  if (!e.SAFEPAY_API_KEY || !e.SAFEPAY_SECRET_KEY || !e.SAFEPAY_WEBHOOK_SECRET) return undefined;
  return {
    apiKey: e.SAFEPAY_API_KEY,
    secretKey: e.SAFEPAY_SECRET_KEY,
    webhookSecret: e.SAFEPAY_WEBHOOK_SECRET,
    environment: e.SAFEPAY_ENVIRONMENT,
    apiUrl: e.SAFEPAY_API_URL,
  };
}

/**
 * A test run's clock (docs/quality.md#one-clock). Only a test process (NODE_ENV=test, as vitest
 * sets it) may move the clock: a venue's server that did would take bookings for the wrong day.
 */
function readVenueClock(e: Env, nodeEnv: string | undefined): Date | undefined {
  if (e.VENUE_CLOCK === undefined) return undefined;
  if (nodeEnv !== 'test') {
    throw new ConfigError(
      'Invalid configuration:\n  VENUE_CLOCK: is for tests only (NODE_ENV=test); a venue runs on the real clock',
    );
  }
  const start = venueWallTime(e.VENUE_CLOCK, e.VENUE_TIMEZONE);
  if (!start) {
    throw new ConfigError(
      `Invalid configuration:\n  VENUE_CLOCK: must be a real venue time (got ${JSON.stringify(e.VENUE_CLOCK)})`,
    );
  }
  return start;
}

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig, loadEnvFile, parseConfig } from './config';
import { DEFAULT_ADMIN_EMAIL } from './modules/users/first-admin.service';

/** Data folders made here, removed when the file is done (a run left 32 behind each time). */
const made: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'padel-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appHost: 'localhost',
      bookingHost: 'booking.localhost',
      publicAppUrl: 'http://localhost:3000',
      publicBookingUrl: 'http://booking.localhost:3000',
      venueTimezone: 'Asia/Karachi',
      seedDemo: true,
      database: { kind: 'pglite', dataDir: join(dataDir, 'db') },
      trustProxy: false,
      bookingQuotas: { perContactPerDay: 5, perIpPerHour: 30 },
      reminderHours: 3,
      venueNotifyEmail: undefined,
      whatsapp: undefined,
    });
  });

  it('turns WhatsApp on only with both the token and the phone number id', () => {
    const base = { DATA_DIR: freshDir(), WHATSAPP_TOKEN: 'token' };
    expect(loadConfig(base).whatsapp).toBeUndefined();
    const config = loadConfig({
      ...base,
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TEMPLATES: 'booking-received=venue_booking_new, order-received=venue_order',
    });
    expect(config.whatsapp).toEqual({
      token: 'token',
      phoneNumberId: '106540352242922',
      apiUrl: 'https://graph.facebook.com/v23.0',
      language: 'en',
      templates: { 'booking-received': 'venue_booking_new', 'order-received': 'venue_order' },
    });
  });

  it('turns card payments on only with both Stripe keys, and reads the hold', () => {
    const base = { DATA_DIR: freshDir(), STRIPE_SECRET_KEY: 'sk_test_abc123' };
    expect(() => loadConfig(base)).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required when the card provider is stripe/,
    );
    const config = loadConfig({
      ...base,
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
      CARD_HOLD_MINUTES: '45',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(config.cardHoldMinutes).toBe(45);
    expect(() => loadConfig({ DATA_DIR: freshDir(), CARD_HOLD_MINUTES: '10' })).toThrow(
      /CARD_HOLD_MINUTES: must be at least 30/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
  });

  describe('the card provider', () => {
    const SAFEPAY = {
      SAFEPAY_API_KEY: 'sec_3f1c9a2e-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
      SAFEPAY_SECRET_KEY: 'a1b2c3d4e5f6a7b8c9d0e1f2',
      SAFEPAY_WEBHOOK_SECRET: 'f0e1d2c3b4a5f6e7d8c9b0a1',
    };
    const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: freshDir(), ...env });

    it('is none without keys, and Safepay (sandbox by default) when its keys are set', () => {
      expect(load({})).toMatchObject({ stripe: undefined, safepay: undefined });
      expect(load(SAFEPAY)).toMatchObject({
        stripe: undefined,
        safepay: {
          apiKey: SAFEPAY.SAFEPAY_API_KEY,
          secretKey: SAFEPAY.SAFEPAY_SECRET_KEY,
          webhookSecret: SAFEPAY.SAFEPAY_WEBHOOK_SECRET,
          environment: 'sandbox',
          apiUrl: undefined,
        },
      });
      expect(
        load({
          ...SAFEPAY,
          PAYMENT_PROVIDER: 'safepay',
          SAFEPAY_ENVIRONMENT: 'production',
          SAFEPAY_API_URL: 'http://127.0.0.1:12112/',
        }).safepay,
      ).toMatchObject({ environment: 'production', apiUrl: 'http://127.0.0.1:12112' });
      expect(load({ ...STRIPE, PAYMENT_PROVIDER: 'stripe' })).toMatchObject({
        stripe: { secretKey: 'sk_test_abc123' },
        safepay: undefined,
      });
    });

    it('stops the server on half a configuration or a mixed one, naming the variables', () => {
      expect(() => load({ PAYMENT_PROVIDER: 'safepay' })).toThrow(
        /SAFEPAY_API_KEY: is required when the card provider is safepay[\s\S]*SAFEPAY_SECRET_KEY: is required[\s\S]*SAFEPAY_WEBHOOK_SECRET: is required/,
      );
      expect(() =>
        load({
          SAFEPAY_API_KEY: SAFEPAY.SAFEPAY_API_KEY,
          SAFEPAY_SECRET_KEY: SAFEPAY.SAFEPAY_SECRET_KEY,
        }),
      ).toThrow(/SAFEPAY_WEBHOOK_SECRET: is required when the card provider is safepay/);
      expect(() => load({ ...SAFEPAY, ...STRIPE })).toThrow(
        /PAYMENT_PROVIDER: both Stripe \(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET\) and Safepay/,
      );
      expect(() => load({ ...SAFEPAY, ...STRIPE, PAYMENT_PROVIDER: 'stripe' })).toThrow(
        /SAFEPAY_API_KEY: is set, but the card provider is stripe/,
      );
      expect(() => load({ ...STRIPE, PAYMENT_PROVIDER: 'safepay' })).toThrow(
        /STRIPE_SECRET_KEY: is set, but the card provider is safepay/,
      );
      expect(() => load({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
        /PAYMENT_PROVIDER: must be one of stripe, safepay/,
      );
    });

    it('refuses malformed Safepay settings, naming each', () => {
      expect(() =>
        load({
          ...SAFEPAY,
          SAFEPAY_API_KEY: 'pk_test_abc',
          SAFEPAY_SECRET_KEY: 'short',
          SAFEPAY_ENVIRONMENT: 'development',
          SAFEPAY_API_URL: 'ftp://example.test',
        }),
      ).toThrow(
        /SAFEPAY_API_KEY: must be the merchant's Safepay API key[\s\S]*SAFEPAY_SECRET_KEY: must be the secret[\s\S]*SAFEPAY_ENVIRONMENT: must be one of sandbox, production[\s\S]*SAFEPAY_API_URL: must be an http\(s\) URL/,
      );
    });
  });

  it('refuses a bad reminder time, staff address or template list, naming each', () => {
    const error = (() => {
      try {
        loadConfig({
          DATA_DIR: freshDir(),
          REMINDER_HOURS: '0',
          VENUE_NOTIFY_EMAIL: 'desk',
          WHATSAPP_TEMPLATES: 'payday=x',
        });
      } catch (caught) {
        return caught as Error;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.message).toContain('REMINDER_HOURS: must be at least 1');
    expect(error!.message).toContain('VENUE_NOTIFY_EMAIL: must be an e-mail address');
    expect(error!.message).toContain('WHATSAPP_TEMPLATES: must be kind=template_name pairs');
  });

  it('reads TRUST_PROXY as true, a hop count or a list of proxy addresses', () => {
    const read = (value: string) =>
      loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: value }).trustProxy;
    expect(read('true')).toBe(true);
    expect(read('false')).toBe(false);
    expect(read('127.0.0.1, 10.0.0.0/8,loopback')).toBe('127.0.0.1,10.0.0.0/8,loopback');
    const twoHops = read('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(() => read('the proxy')).toThrow(/TRUST_PROXY: must be true, false, a number/);
  });

  it('refuses booking quotas that are not positive whole numbers', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), BOOKINGS_PER_CONTACT_PER_DAY: '0' })).toThrow(
      /BOOKINGS_PER_CONTACT_PER_DAY/,
    );
    expect(
      loadConfig({
        DATA_DIR: freshDir(),
        BOOKINGS_PER_IP_PER_HOUR: '500',
        UNCONFIRMED_HOURS_PER_SLASH48: '40',
      }).bookingQuotas,
    ).toEqual({
      perContactPerDay: 5,
      perIpPerHour: 500,
      perNetworkPerHour: 60,
      unconfirmedHoursPerNetwork: 8,
      holdShares: { narrow: 25, wide: 50 },
      widerNetworks: {
        16: { perHour: 180, unconfirmedHours: 24 },
        56: { perHour: 120, unconfirmedHours: 16 },
        48: { perHour: 180, unconfirmedHours: 40 },
      },
    });
    expect(
      loadConfig({ DATA_DIR: freshDir(), HOLD_SHARE_PER_NETWORK_PERCENT: '10' }).bookingQuotas
        .holdShares,
    ).toEqual({ narrow: 10, wide: 50 });
    for (const share of ['0', '101', '12.5', 'x']) {
      expect(() =>
        loadConfig({ DATA_DIR: freshDir(), HOLD_SHARE_PER_WIDE_NETWORK_PERCENT: share }),
      ).toThrow(/HOLD_SHARE_PER_WIDE_NETWORK_PERCENT/);
    }
    expect(() => loadConfig({ DATA_DIR: freshDir(), UNCONFIRMED_HOURS_PER_NETWORK: '-1' })).toThrow(
      /UNCONFIRMED_HOURS_PER_NETWORK/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), BOOKINGS_PER_SLASH56_PER_HOUR: 'x' })).toThrow(
      /BOOKINGS_PER_SLASH56_PER_HOUR/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), VERIFY_MINUTES: '2' })).toThrow(
      /VERIFY_MINUTES/,
    );
  });

  it('uses PostgreSQL for a postgres URL and then seeds no demo data by default', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.seedDemo).toBe(false);
  });

  it('derives the public URLs from the hosts and port, and accepts explicit ones', () => {
    const derived = loadConfig({
      DATA_DIR: freshDir(),
      PORT: '8080',
      BOOKING_HOST: 'Book.Example.com',
    });
    expect(derived.publicBookingUrl).toBe('http://book.example.com:8080');
    const explicit = loadConfig({
      DATA_DIR: freshDir(),
      PUBLIC_APP_URL: 'https://padel.example.com/',
    });
    expect(explicit.publicAppUrl).toBe('https://padel.example.com');
  });

  it('names every bad variable in one clear error', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: freshDir(),
        PORT: 'eighty',
        VENUE_TIMEZONE: 'Mars/Olympus',
        SEED_DEMO: 'maybe',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'VENUE_TIMEZONE', 'SEED_DEMO', 'DATABASE_URL', 'JWT_SECRET']) {
        expect(message).toContain(name);
      }
      expect(message).toContain('IANA time zone');
    }
  });

  it('generates the JWT secret once into the data directory, readable only by its owner', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('parses without touching the data directory: the secret is left to loadConfig', () => {
    const dataDir = join(freshDir(), 'not-yet');
    const parsed = parseConfig({ DATA_DIR: dataDir });
    expect(parsed.jwtSecret).toBeUndefined();
    expect(existsSync(dataDir)).toBe(false);
    const { jwtSecret, ...rest } = loadConfig({ DATA_DIR: dataDir });
    expect(jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(rest).toEqual({ ...parsed, jwtSecret: undefined });
  });

  it('prefers JWT_SECRET from the environment', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: freshDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('opens the metrics only with a token of at least 16 printable characters', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).metricsToken).toBeUndefined();
    const token = 'a'.repeat(16);
    expect(loadConfig({ DATA_DIR: freshDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ DATA_DIR: freshDir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), METRICS_TOKEN: 'with a space 0123' })).toThrow(
      /METRICS_TOKEN: must be printable ASCII without spaces/,
    );
  });

  it('starts the clock at VENUE_CLOCK in a test process only, and refuses it elsewhere', () => {
    const clock = { DATA_DIR: freshDir(), VENUE_CLOCK: '2026-12-31T23:30' };
    expect(loadConfig({ ...clock, NODE_ENV: 'test' }).clockStart?.toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
    expect(loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'test' }).clockStart).toBeUndefined();
    for (const nodeEnv of ['production', undefined]) {
      expect(() => loadConfig({ ...clock, NODE_ENV: nodeEnv })).toThrow(
        /VENUE_CLOCK: is for tests only/,
      );
    }
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), NODE_ENV: 'test', VENUE_CLOCK: '2026-02-30T10:00' }),
    ).toThrow(/VENUE_CLOCK: must be a real venue time/);
  });
});

describe('loadEnvFile', () => {
  const NAMES = ['PADEL_TEST_FROM_FILE', 'PADEL_TEST_ALREADY_SET'];
  afterEach(() => {
    for (const name of NAMES) delete process.env[name];
  });

  it('reads .env from the directory into the environment, under what is already set', () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, '.env'),
      '# a comment\nPADEL_TEST_FROM_FILE="from the file"\nPADEL_TEST_ALREADY_SET=file\n',
    );
    process.env.PADEL_TEST_ALREADY_SET = 'environment';
    expect(loadEnvFile(dir)).toBe(join(dir, '.env'));
    expect(process.env.PADEL_TEST_FROM_FILE).toBe('from the file');
    expect(process.env.PADEL_TEST_ALREADY_SET).toBe('environment');
  });

  it('answers undefined, changing nothing, when there is no .env', () => {
    expect(loadEnvFile(freshDir())).toBeUndefined();
  });
});

/** One list of settings, three places: config.ts reads them, README and .env.example list them. */
describe('the documented settings', () => {
  const repoFile = (name: string) =>
    readFileSync(fileURLToPath(new URL(`../../../${name}`, import.meta.url)), 'utf8');
  const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

  it('.env.example names every variable config.ts reads, and no other', () => {
    const names = [...repoFile('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1]!,
    );
    expect(sorted(names)).toEqual(sorted(ENV_VARIABLES));
  });

  it("the README's configuration table names every variable config.ts reads, and no other", () => {
    const names = [...repoFile('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map(
      (match) => match[1]!,
    );
    expect(sorted(names)).toEqual(sorted(ENV_VARIABLES));
  });

  it("the README's defaults written as one value are the ones the server applies", () => {
    // `| `PORT` | `3000` | …`: a default cell that is one value, `{NAME}` standing for another's.
    const rows = [...repoFile('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| `([^`]*)` \|/gm)];
    const defaults = new Map(rows.map((row) => [row[1]!, row[2]!]));
    const filledIn = (value: string) =>
      value.replace(/\{([A-Z_]+)\}/g, (_, name: string) => defaults.get(name) ?? name);
    // Every group of settings switched on, so their defaults show in the config.
    const base = {
      JWT_SECRET: 'x'.repeat(32),
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1',
    };
    expect(defaults.size).toBeGreaterThan(20);
    for (const [name, value] of defaults) {
      if (name === 'ADMIN_EMAIL') {
        // Applied when the first admin is made, not by config.ts.
        expect(value).toBe(DEFAULT_ADMIN_EMAIL);
        continue;
      }
      expect(loadConfig({ ...base, [name]: filledIn(value) }), name).toEqual(loadConfig(base));
    }
  });
});

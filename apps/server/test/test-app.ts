import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_VENUE_SETTINGS, type VenueSettings } from '@padel/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app';
import type { Config } from '../src/config';
import type { DatabaseTarget } from '../src/db/client';
import { api, signIn, type Api } from './api';
import { testClock } from './clock';
import { migratedPgliteDump, migratedPostgresTemplate } from './migrated-template';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'correct-horse-battery' };

/**
 * Which database this run of the suite uses: embedded by default, PostgreSQL in its own project.
 */
export const testDatabaseKind: DatabaseTarget['kind'] =
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh database of the run's kind, with every migration applied and no rows: in-memory PGlite,
 * or a new PostgreSQL database, each a copy of one migrated template (test/migrated-template.ts).
 */
export async function createTestDatabase(): Promise<{
  target: DatabaseTarget;
  drop: () => Promise<void>;
}> {
  if (testDatabaseKind === 'pglite') {
    const startFrom = await migratedPgliteDump();
    return { target: { kind: 'pglite', dataDir: undefined, startFrom }, drop: async () => {} };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const template = await migratedPostgresTemplate(baseUrl);
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The venue settings a test app starts with, for a test that saves settings and books on: the
 * defaults, with a budget of unverified holds of all of each day and messages to unproven
 * contacts without a venue-wide cap, as suites book many online holds (hold-budget.test.ts and
 * message-limits.test.ts check the defaults).
 */
export const TEST_VENUE_SETTINGS: VenueSettings = {
  ...DEFAULT_VENUE_SETTINGS,
  unverifiedHoldPercent: 100,
  unverifiedMessagesPerHour: 100_000,
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'padel-test-')),
    database: { kind: 'pglite', dataDir: undefined },
    appHost: 'localhost',
    bookingHost: 'booking.localhost',
    publicAppUrl: 'http://localhost:3000',
    publicBookingUrl: 'http://booking.localhost:3000',
    jwtSecret: randomBytes(32).toString('hex'),
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    venueTimezone: 'Asia/Karachi',
    venueName: 'Padel & Café',
    venueWhatsapp: '923001234567',
    venueAddress: undefined,
    deliveryFee: DEFAULT_VENUE_SETTINGS.deliveryFee,
    unverifiedHoldPercent: TEST_VENUE_SETTINGS.unverifiedHoldPercent,
    deliveryArea: undefined,
    smtpUrl: undefined,
    mailFrom: '"Padel & Café" <no-reply@localhost>',
    venueNotifyEmail: undefined,
    reminderHours: 3,
    whatsapp: undefined,
    stripe: undefined,
    safepay: undefined,
    cardHoldMinutes: 30,
    transferHoldMinutes: 120,
    verifyMinutes: 20,
    // Raised, as the README allows, so suites may book and wait for hours; the R13 replay and
    // hold-budget.test.ts check the default.
    unsecuredHoldMinutes: 7 * 24 * 60,
    seedDemo: false,
    logLevel: 'silent',
    trustProxy: false,
    // Raised, as the README allows, so suites can book freely; abuse-limits.test.ts checks the
    // defaults.
    bookingQuotas: {
      perContactPerDay: 10_000,
      perIpPerHour: 10_000,
      perNetworkPerHour: 10_000,
      unconfirmedHoursPerNetwork: 10_000,
      // All of the day's budget to any network: network-share.test.ts checks the defaults.
      holdShares: { narrow: 100, wide: 100 },
      widerNetworks: {
        16: { perHour: 10_000, unconfirmedHours: 10_000 },
        56: { perHour: 10_000, unconfirmedHours: 10_000 },
        48: { perHour: 10_000, unconfirmedHours: 10_000 },
      },
    },
    // Raised likewise: suites message one recipient many times; message-limits.test.ts checks
    // the defaults.
    messageLimits: {
      unverifiedPerHour: TEST_VENUE_SETTINGS.unverifiedMessagesPerHour,
      perRecipientPerDay: 100_000,
      // All of the hour's budget to any network: network-share-replay.test.ts checks the defaults.
      networkShares: { narrow: 100, wide: 100 },
    },
    metricsToken: undefined,
    clockStart: undefined,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Calls the app as a visitor who is not signed in. */
  api: Api;
  /** Signs in as the seeded admin and answers the bearer header value. */
  adminAuth(): Promise<string>;
  /** Calls the app signed in as the seeded admin. */
  asAdmin(): Promise<Api>;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig({ database: database.target, ...overrides });
  // The one test clock (test/clock.ts), unless a file brings its own.
  const app = await buildApp(config, { now: testClock, ...options });
  await app.ready();
  const visitor = api(app);
  let cachedAuth: string | undefined;
  const adminAuth = async () => (cachedAuth ??= await signIn(visitor, TEST_ADMIN));
  return {
    app,
    config,
    api: visitor,
    adminAuth,
    asAdmin: async () => visitor.as(await adminAuth()),
    async close() {
      await app.close();
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app and its seeded admin's client, for a file's `beforeAll`. */
export async function createAdminTestApp(
  ...args: Parameters<typeof createTestApp>
): Promise<{ t: TestApp; admin: Api }> {
  const t = await createTestApp(...args);
  return { t, admin: await t.asAdmin() };
}

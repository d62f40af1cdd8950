import { AUTH_MESSAGES, CAPABILITIES, roleCan, type Capability } from '@padel/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedTokenOf, signIn } from '../test/api';
import { cookieFrom } from '../test/cookies';
import { given } from '../test/given';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app';
import { documentAccess } from './admin-routes';
import { auditLog, users } from './db/schema';
import { DEVICE_COOKIE } from './modules/auth/device-cookie.service';

/**
 * docs/quality.md#r5-auth-matrix over every documented route: an admin call answers 401 without a
 * token or with a malformed, tampered or pre-password-change one, and 403 for a signed-in
 * non-admin, and changes nothing. Staff (docs/accounts.md#roles) are refused, changing nothing,
 * every call whose documented capability (`x-capability`, set where the route is registered)
 * their role lacks in the contracts' ROLE_CAPABILITIES, and let through every other one. Calls
 * open to the public are listed here, so a new route cannot become public unseen.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/sign-in-link',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'GET /api/get-products',
  'GET /api/get-productsByID/{id}',
  'GET /api/get-categories',
  'GET /api/product-images/{id}',
  'GET /api/product-images/{id}/thumbnail',
  'POST /api/add-order',
  'GET /api/get-booking-fields/{date}',
  'GET /api/availability/{date}',
  'POST /api/create-booking',
  'GET /api/my-booking/{token}',
  'GET /api/my-booking/{token}/series',
  'POST /api/my-booking/{token}/cancel',
  'POST /api/my-booking/{token}/confirm',
  'POST /api/my-booking/{token}/resend-code',
  // The booking's own link only (docs/payments.md#transfers).
  'POST /api/my-booking/{token}/transfer-receipt',
  'GET /api/my-booking/{token}/transfer-receipt',
  // A café order by transfer: its own link only, the same way.
  'GET /api/my-order/{token}',
  'POST /api/my-order/{token}/transfer-receipt',
  'GET /api/my-order/{token}/transfer-receipt',
  'GET /api/my-booking/{token}/next-week',
  'POST /api/quote',
  'GET /api/settings',
  'PATCH /api/feedback',
  'POST /api/queue-booking',
  'POST /api/find-my-booking',
  'POST /api/payments/webhook',
  'GET /api/payments/checkout/{sessionId}',
  'POST /api/visit-source',
]);
/**
 * Calls for a machine with a token of its own, not a login (docs/operations.md#metrics): they
 * answer 401 to every login token, an admin's too.
 */
const MACHINE_TOKEN_ROUTES = new Set(['GET /api/metrics']);
const METRICS_TOKEN = 'matrix-metrics-token-0123456789';

let t: TestApp;
interface DocumentedRoute {
  key: string;
  method: string;
  url: string;
  admin: boolean;
  machine: boolean;
  capability: Capability | undefined;
}
let routes: DocumentedRoute[];
const tokens: Record<'admin' | 'staff' | 'moderator' | 'revoked', string> = {
  admin: '',
  staff: '',
  moderator: '',
  revoked: '',
};

beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
  tokens.admin = await t.adminAuth();
  tokens.staff = await signIn(
    t.api,
    await given.admin(t.app.db, { email: 'staff@matrix.test', role: 'staff' }),
  );
  // A moderator cannot sign in (403): the token is one the server signed for them all the same.
  tokens.moderator = await signedTokenOf(
    t.app,
    await given.admin(t.app.db, { email: 'moderator@matrix.test', role: 'moderator' }),
  );
  tokens.revoked = await signIn(
    t.api,
    await given.admin(t.app.db, { email: 'revoked@matrix.test', role: 'admin' }),
  );
  // A password change bumps the token version: tokens issued before it stop working.
  await t.app.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.email, 'revoked@matrix.test'));
  interface Operation {
    security?: Record<string, unknown>[];
    'x-capability'?: Capability;
  }
  const doc = (await t.api.get('/api/docs')).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const needs = (operation: Operation, scheme: string) =>
    (operation.security ?? []).some((requirement) => scheme in requirement);
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, '1'),
      admin: needs(operation, 'bearer'),
      machine: needs(operation, 'metricsToken'),
      capability: operation['x-capability'],
    })),
  );
});
afterAll(() => t.close());

const auditCount = async () =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe('the auth matrix of every documented route', () => {
  it('documents as public only the calls meant to be public', () => {
    const publicRoutes = routes.filter((r) => !r.admin && !r.machine).map((r) => r.key);
    expect(publicRoutes.filter((key) => !PUBLIC_ROUTES.has(key))).toEqual([]);
    const machineRoutes = routes.filter((r) => r.machine).map((r) => r.key);
    expect(machineRoutes.sort()).toEqual([...MACHINE_TOKEN_ROUTES].sort());
    expect(routes.filter((r) => r.admin && r.machine)).toEqual([]);
    expect(routes.filter((r) => r.admin).length).toBeGreaterThan(20);
  });

  it('refuses every admin call without a valid admin token, changing nothing', async () => {
    const [header, payload, signature] = tokens.admin.slice('Bearer '.length).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString(
      'base64url',
    );
    const cases: [string, string | undefined, number][] = [
      ['no token', undefined, 401],
      ['malformed', 'Bearer not-a-token', 401],
      ['another scheme', 'Basic YWRtaW46YWRtaW4=', 401],
      ['tampered', `Bearer ${header}.${forged}.${signature}`, 401],
      ['pre-password-change', tokens.revoked, 401],
      ['moderator', tokens.moderator, 403],
    ];
    const before = await auditCount();
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.admin)) {
      for (const [label, authorization, expected] of cases) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: authorization ? { authorization } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (response.statusCode !== expected || !response.json().message) {
          failures.push(`${route.key} ${label}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await auditCount()).toBe(before);
  });
});

describe("the owner's device cookie", () => {
  it('is no sign-in: every admin call with it and no token answers 401, changing nothing', async () => {
    const signedIn = await t.api.post('/api/auth/login', TEST_ADMIN);
    const cookie = cookieFrom(signedIn, DEVICE_COOKIE);
    const before = await auditCount();
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.admin)) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { cookie },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 401) failures.push(`${route.key}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await auditCount()).toBe(before);
  });
});

/** A call as `route` with a body the schema refuses: the guard answers before validation. */
const call = (route: DocumentedRoute, authorization: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: { authorization },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('staff and the owner', () => {
  it('will not register an admin route that states no capability of its own', () => {
    expect(() => documentAccess({ method: 'PATCH', url: '/api/bookings/:id' })).toThrow(
      'PATCH /api/bookings/:id states no capability',
    );
    const stated = { method: 'PATCH', url: '/api/bookings/:id', config: { capability: 'menu' } };
    expect(() => documentAccess(stated as Parameters<typeof documentAccess>[0])).not.toThrow();
  });

  it('documents the capability of every admin call, and of no other', () => {
    const admin = routes.filter((r) => r.admin);
    expect(admin.filter((r) => !CAPABILITIES.some((c) => c === r.capability))).toEqual([]);
    expect(routes.filter((r) => !r.admin && r.capability !== undefined)).toEqual([]);
    // Both kinds exist: a slip that opened every call to staff, or none, would show here.
    expect(admin.filter((r) => roleCan('staff', r.capability!)).length).toBeGreaterThan(10);
    expect(admin.filter((r) => !roleCan('staff', r.capability!)).length).toBeGreaterThan(10);
  });

  it("refuses staff every owner's call with the owner's message, changing nothing", async () => {
    const before = await auditCount();
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.admin && !roleCan('staff', r.capability!))) {
      const response = await call(route, tokens.staff);
      if (response.statusCode !== 403 || response.json().message !== AUTH_MESSAGES.ownerOnly) {
        failures.push(`${route.key}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('lets staff past the guard of every day-to-day call, as the owner', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.admin && roleCan('staff', r.capability!))) {
      for (const [label, authorization] of [
        ['staff', tokens.staff],
        ['owner', tokens.admin],
      ] as const) {
        const { statusCode } = await call(route, authorization);
        if (statusCode === 401 || statusCode === 403 || statusCode >= 500) {
          failures.push(`${route.key} ${label}: ${statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('calls with a machine token of their own', () => {
  it("refuse every login token, an admin's too, and answer with their token only", async () => {
    const cases: [string, string | undefined, number][] = [
      ['no token', undefined, 401],
      ['malformed', 'Bearer not-a-token', 401],
      ['admin', tokens.admin, 401],
      ['staff', tokens.staff, 401],
      ['moderator', tokens.moderator, 401],
      ['their token', `Bearer ${METRICS_TOKEN}`, 200],
    ];
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.machine)) {
      for (const [label, authorization, expected] of cases) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: authorization ? { authorization } : {},
        });
        const refusedWithMessage = expected === 200 || Boolean(response.json().message);
        if (response.statusCode !== expected || !refusedWithMessage) {
          failures.push(`${route.key} ${label}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

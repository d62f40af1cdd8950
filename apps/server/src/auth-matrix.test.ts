import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/api';
import { createTestApp, type TestApp } from '../test/test-app';
import { auditLog, users } from './db/schema';
import { hashPassword } from './modules/auth/passwords';

/**
 * docs/quality.md#r5-auth-matrix over every documented route: an admin call answers 401 without a
 * token or with a malformed, tampered or pre-password-change one, and 403 for a signed-in
 * non-admin, and changes nothing. Calls open to the public are listed here, so a new route cannot
 * become public unseen.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
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
  'POST /api/my-booking/{token}/cancel',
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
let routes: { key: string; method: string; url: string; admin: boolean; machine: boolean }[];
const tokens: Record<'admin' | 'moderator' | 'revoked', string> = {
  admin: '',
  moderator: '',
  revoked: '',
};

async function signInAs(email: string, role: 'admin' | 'moderator'): Promise<string> {
  await t.app.db.insert(users).values({
    firstName: role,
    lastName: 'Matrix',
    email,
    passwordHash: await hashPassword('matrix-password'),
    role,
  });
  return signIn(t.api, { email, password: 'matrix-password' });
}

beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
  tokens.admin = await t.adminAuth();
  tokens.moderator = await signInAs('moderator@matrix.test', 'moderator');
  tokens.revoked = await signInAs('revoked@matrix.test', 'admin');
  // A password change bumps the token version: tokens issued before it stop working.
  await t.app.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.email, 'revoked@matrix.test'));
  const doc = (await t.api.get('/api/docs')).json<{
    paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  }>();
  const needs = (operation: { security?: Record<string, unknown>[] }, scheme: string) =>
    (operation.security ?? []).some((requirement) => scheme in requirement);
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, '1'),
      admin: needs(operation, 'bearer'),
      machine: needs(operation, 'metricsToken'),
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

describe('calls with a machine token of their own', () => {
  it("refuse every login token, an admin's too, and answer with their token only", async () => {
    const cases: [string, string | undefined, number][] = [
      ['no token', undefined, 401],
      ['malformed', 'Bearer not-a-token', 401],
      ['admin', tokens.admin, 401],
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

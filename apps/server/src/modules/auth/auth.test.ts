import { AUTH_MESSAGES } from '@padel/contracts';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock';
import { signedTokenOf } from '../../../test/api';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';
import { REMEMBER_ME_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS } from './tokens.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, ip = '10.0.0.1') =>
  t.api.post('/api/auth/login', payload, { remoteAddress: ip });

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** An admin-only call, with whatever bearer value the test presents (or none). */
const getTables = (authorization?: string) =>
  (authorization ? t.api.as(authorization) : t.api).get('/api/getTables');

describe('POST /api/auth/login', () => {
  it('answers a signed token carrying id and role, expiring in 12 hours', async () => {
    const response = await login(TEST_ADMIN);
    expectStatus(response, 200);
    const body = response.json<{ token: string; message: string }>();
    expect(body.message).toBe('Login successful');
    const claims = claimsOf(body.token);
    expect(claims).toMatchObject({ id: expect.any(Number), role: 'admin' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(SESSION_LIFETIME_SECONDS);
  });

  it('gives a 30-day token with Remember me', async () => {
    const response = await login({ ...TEST_ADMIN, rememberMe: true });
    const claims = claimsOf(response.json<{ token: string }>().token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(REMEMBER_ME_LIFETIME_SECONDS);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await login({ ...TEST_ADMIN, email: TEST_ADMIN.email.toUpperCase() });
    expectStatus(response, 200);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login({ ...TEST_ADMIN, password: 'not-the-password' }, '10.0.0.2');
    const unknownEmail = await login(
      { email: 'nobody@test.local', password: 'whatever1' },
      '10.0.0.2',
    );
    expectStatus(wrongPassword, 401);
    expectStatus(unknownEmail, 401);
    expect(wrongPassword.json()).toEqual({
      message: AUTH_MESSAGES.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it.each([
    [{ password: 'x' }, AUTH_MESSAGES.emailRequired],
    [{ email: '', password: 'x' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'not-an-email', password: 'x' }, AUTH_MESSAGES.emailInvalid],
    [{ email: 'a@b.co' }, AUTH_MESSAGES.passwordRequired],
    [{ email: 'a@b.co', password: '' }, AUTH_MESSAGES.passwordRequired],
  ])('answers 400 for %j with the form message', async (payload, message) => {
    const response = await login(payload, '10.0.0.3');
    expectStatus(response, 400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it('rate-limits repeated failures on one e-mail from one client with 429', async () => {
    const email = 'target@test.local';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await login({ email, password: `guess-${attempt}` }, '10.1.0.1')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await login({ email, password: 'guess' }, '10.1.0.1');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('requireAdmin on an admin call', () => {
  it('answers 401 without a token, with a malformed one and with a tampered one', async () => {
    expectStatus(await getTables(), 401);
    expectStatus(await getTables('Bearer not.a.token'), 401);
    expectStatus(await getTables('Basic abc'), 401);
    const token = (await t.adminAuth()).slice('Bearer '.length);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claimsOf(token), id: 999 })).toString(
      'base64url',
    );
    expectStatus(await getTables(`Bearer ${header}.${forgedPayload}.${signature}`), 401);
    expectStatus(await getTables(`Bearer ${header}.${payload}.${signature}x`), 401);
  });

  it('answers 401 for an expired token and one signed with another secret', async () => {
    const admin = claimsOf((await t.adminAuth()).slice(7));
    const sign = (secret: string, exp: number) =>
      new SignJWT({ id: admin.id, role: 'admin', tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(exp - 60)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    // Expired on the app's clock, which issues and checks tokens (test/clock.ts).
    const now = Math.floor(testClock().getTime() / 1000);
    expectStatus(await getTables(`Bearer ${await sign(t.config.jwtSecret, now - 10)}`), 401);
    expectStatus(
      await getTables(`Bearer ${await sign('another-secret-another-secret-12345', now + 600)}`),
      401,
    );
  });

  it('answers 401 for a correctly signed token without an expiry, which would work forever', async () => {
    const admin = claimsOf((await t.adminAuth()).slice(7));
    const forever = await new SignJWT({ id: admin.id, role: 'admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expectStatus(await getTables(`Bearer ${forever}`), 401);
  });

  it('refuses a user or moderator the right password with 403, the reason and no token', async () => {
    for (const role of ['user', 'moderator'] as const) {
      const account = await given.admin(t.app.db, { role, password: 'no-access-pass' });
      const response = await login(
        { email: account.email, password: 'no-access-pass' },
        '10.2.0.1',
      );
      expectStatus(response, 403);
      expect(response.json()).toEqual({
        message: AUTH_MESSAGES.noAdminAccess,
        code: 'NO_ADMIN_ACCESS',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      // A wrong password is still just wrong: the role is told only to who knows the password.
      const wrong = await login({ email: account.email, password: 'not-it-1' }, '10.2.0.1');
      expectStatus(wrong, 401);
    }
  });

  it('answers 403 for a token whose role is not admin', async () => {
    const moderator = await given.admin(t.app.db, { role: 'moderator' });
    const forbidden = await getTables(await signedTokenOf(t.app, moderator));
    expectStatus(forbidden, 403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.adminOnly });
  });

  it('answers 401 for a token issued before a password change', async () => {
    await given.admin(t.app.db, { email: 'second@test.local', password: 'second-pass-1' });
    const response = await login(
      { email: 'second@test.local', password: 'second-pass-1' },
      '10.3.0.1',
    );
    const authorization = `Bearer ${response.json<{ token: string }>().token}`;
    expectStatus(await getTables(authorization), 200);
    await t.app.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.email, 'second@test.local'));
    const revoked = await getTables(authorization);
    expectStatus(revoked, 401);
    expect(revoked.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
  });
});

describe('sign-in rate limit counts failures only', () => {
  it('lets an admin sign in again and again', async () => {
    for (let attempt = 0; attempt < 15; attempt++) {
      expectStatus(await login(TEST_ADMIN, '10.9.0.1'), 200);
    }
  });

  it("never locks the owner out of their own connection over a stranger's failures", async () => {
    const email = 'owner@test.local';
    await given.admin(t.app.db, { email, password: 'right-password' });
    for (let attempt = 0; attempt < 15; attempt++) {
      const status = (await login({ email, password: 'wrong' }, '10.8.0.1')).statusCode;
      expect(status).toBe(attempt < 10 ? 401 : 429);
    }
    expectStatus(await login({ email, password: 'right-password' }, '10.8.0.1'), 429);
    expectStatus(await login({ email, password: 'right-password' }, '10.8.1.1'), 200);
  });

  it('stops a guesser spread over many addresses at 100 failures an hour per e-mail', async () => {
    const email = 'spread@test.local';
    await given.admin(t.app.db, { email, password: 'right-password' });
    for (let attempt = 0; attempt < 100; attempt++) {
      const ip = `10.7.${Math.floor(attempt / 5)}.${attempt % 5}`;
      expectStatus(await login({ email, password: `guess-${attempt}` }, ip), 401);
    }
    expectStatus(await login({ email, password: 'guess-101' }, '10.7.99.1'), 429);
    // The right password still signs no stranger's browser in: a link goes by e-mail instead
    // (docs/accounts.md#sign-in-links; sign-in-link.test.ts).
    const right = expectStatus(
      await login({ email, password: 'right-password' }, '10.7.99.2'),
      202,
    );
    expect(right.json()).not.toHaveProperty('token');
  });
});

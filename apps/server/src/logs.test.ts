import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../test/clock';
import { cookieFrom } from '../test/cookies';
import { padelRequest } from '../test/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app';
import { expectStatus } from '../test/expect-status';
import { DEVICE_COOKIE } from './modules/auth/device-cookie.service';

/**
 * docs/security.md#logging: no token, password, cookie, e-mail, phone, provider id or query
 * parameter in the log; one line per request at `info`.
 */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => t.close());

const logText = () => lines.join('');
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

const booking = (customer: { name: string; email: string; phone: string }, hour: number) =>
  padelRequest(daysFromToday(3), hour, {
    customerName: customer.name,
    email: customer.email,
    phoneNumber: customer.phone,
  });

describe('the log', () => {
  it("never holds a customer's token, e-mail or phone, from a page view or their booking", async () => {
    const customer = {
      name: 'Zainab Private',
      email: 'zainab.private@example.com',
      phone: '03451234567',
    };
    const created = await t.api.post('/api/create-booking', booking(customer, 18));
    expectStatus(created, 201);
    const token = created.json<{ accessToken: string }>().accessToken;
    expectStatus(await t.api.get(`/api/my-booking/${token}`), 200);
    await t.api.get(`/my-booking/${token}`, { headers: { host: 'booking.localhost' } });
    await t.api.patch('/api/feedback', { token, feedback: 'Great courts' });
    // An order's own link is a key too, found or not.
    const orderToken = 'an-order-link-key-9f8e7d6c';
    await t.api.get(`/api/my-order/${orderToken}`);
    await t.api.get(`/my-order/${orderToken}`);

    const text = logText();
    for (const secret of [token, orderToken, customer.email, customer.phone, customer.name]) {
      expect(text).not.toContain(secret);
    }
    const paths = entries()
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/my-booking/:token',
        '/my-booking/:token',
        '/api/my-order/:token',
        '/my-order/:token',
        '/api/feedback',
      ]),
    );
  });

  it('never holds a password, a sign-in token or a device cookie', async () => {
    const signedIn = await t.api.post('/api/auth/login', TEST_ADMIN);
    const authToken = signedIn.json<{ token: string }>().token;
    const deviceCookie = cookieFrom(signedIn, DEVICE_COOKIE);
    await t.api.post('/api/auth/login', TEST_ADMIN, { headers: { cookie: deviceCookie } });
    await t.api.as(`Bearer ${authToken}`).get('/api/getTables');
    await t.api.post(`/api/reset-password?token=secret-reset-token-123456789`, {
      newPassword: 'a-brand-new-password',
    });
    const text = logText();
    for (const secret of [
      TEST_ADMIN.password,
      authToken,
      deviceCookie.slice(`${DEVICE_COOKIE}=`.length),
      'secret-reset-token',
      'a-brand-new-password',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("masks the payment provider's ids: a checkout's id is no way to its booking", async () => {
    const sessionId = 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV';
    await t.api.get(`/api/payments/checkout/${sessionId}`);
    expect(logText()).not.toContain(sessionId.slice('cs_test_'.length));
    const paths = entries()
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => entry.path);
    expect(paths).toContain('/api/payments/checkout/cs_…');
  });

  it('logs a 5xx with its SQLSTATE and query text, never the parameters', async () => {
    // The database refuses this one row, as a broken migration or a full disk would.
    await t.app.db.execute(
      sql.raw(
        `ALTER TABLE bookings ADD CONSTRAINT logs_test_refuse CHECK (customer_name <> 'Forced Failure')`,
      ),
    );
    const customer = {
      name: 'Forced Failure',
      email: 'failing.customer@example.com',
      phone: '03459876543',
    };
    const before = lines.length;
    const response = await t.api.post('/api/create-booking', booking(customer, 19));
    await t.app.db.execute(sql.raw('ALTER TABLE bookings DROP CONSTRAINT logs_test_refuse'));
    expectStatus(response, 500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });

    const written = lines.slice(before).join('');
    expect(written).not.toContain(customer.email);
    expect(written).not.toContain(customer.phone);
    expect(written).not.toContain(customer.name);
    const failure = entries()
      .slice(before)
      .find((entry) => entry.msg === 'request failed') as { err: Record<string, string> };
    expect(failure.err.code).toBe('23514');
    expect(failure.err.query).toContain('insert into "bookings"');
  });

  it('writes one line per request at info', async () => {
    const before = entries().filter((entry) => entry.msg === 'request completed').length;
    for (let i = 0; i < 3; i++) await t.api.get('/api/health');
    const after = entries().filter((entry) => entry.msg === 'request completed');
    expect(after.length - before).toBe(3);
    expect(Object.keys(after.at(-1)!).sort()).toEqual(
      [
        'host',
        'hostname',
        'level',
        'method',
        'ms',
        'msg',
        'path',
        'pid',
        'reqId',
        'status',
        'time',
      ].sort(),
    );
  });
});

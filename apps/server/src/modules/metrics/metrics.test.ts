import { productListSchema } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { orderLine, orderRequest, padelRequest } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { seedDemoMenu } from '../menu/demo-menu.seed';
import { tokenMatches } from './metrics.routes';

/** docs/operations.md#metrics: GET /api/metrics for Prometheus, behind METRICS_TOKEN. */
const TOKEN = 'scraper-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  // No worker: the booking's message stays in the outbox for the backlog gauge to count.
  t = await createTestApp({ metricsToken: TOKEN }, { messageWorker: false });
});
afterAll(() => t.close());

const scrape = () => t.api.get('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });

/** The value of one sample line, `name{labels} value`, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('answers 404, as an unknown call does, when METRICS_TOKEN is not set', async () => {
    const off = await createTestApp();
    try {
      const response = await off.api.get('/api/metrics', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expectStatus(response, 404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    } finally {
      await off.close();
    }
  });

  it('answers 401 with the JSON error shape without the token, or with another one', async () => {
    const admin = await t.adminAuth();
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer short', admin, TOKEN]) {
      const response = await t.api.get('/api/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expectStatus(response, 401, String(authorization));
      expect(response.json()).toMatchObject({ code: 'METRICS_TOKEN_INVALID', message: /token/ });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('serves the Prometheus text: requests by route pattern, process metrics, the database', async () => {
    await t.api.get('/api/health');
    await t.api.get('/api/my-booking/secret-customer-token');
    const response = await scrape();
    expectStatus(response, 200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/my-booking/:token",status="4xx"}',
      ),
    ).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005"');
    expect(text).not.toContain('secret-customer-token');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, `padel_database_info{kind="${testDatabaseKind}"}`)).toBe(1);
    if (testDatabaseKind === 'postgres') {
      expect(sample(text, 'padel_db_pool_connections')).toBeGreaterThanOrEqual(1);
      // The backlog query of this very scrape may be waiting for a new connection.
      expect(sample(text, 'padel_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'padel_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'padel_db_pool_max_connections')).toBe(10);
    } else {
      expect(text).not.toContain('padel_db_pool_connections');
    }
  });

  it('counts bookings and orders made, and the messages waiting in the outbox', async () => {
    const before = (await scrape()).body;
    expect(sample(before, 'padel_notifications{channel="email",status="pending"}')).toBe(0);
    expect(sample(before, 'padel_notifications_oldest_pending_seconds')).toBe(0);
    expect(sample(before, 'padel_bookings_created_total{type="Padel"}')).toBe(0);
    expect(sample(before, 'padel_orders_created_total{delivery="pickup",payment="cash"}')).toBe(0);

    const booking = await t.api.post(
      '/api/create-booking',
      padelRequest(daysFromToday(3), 18, { email: 'metrics@example.test' }),
    );
    expectStatus(booking, 201);
    await seedDemoMenu(t.app.db);
    const [product] = productListSchema.parse((await t.api.get('/api/get-products')).json());
    expectStatus(await t.api.post('/api/add-order', orderRequest([orderLine(product!)])), 201);

    const text = (await scrape()).body;
    expect(sample(text, 'padel_bookings_created_total{type="Padel"}')).toBe(1);
    expect(sample(text, 'padel_bookings_created_total{type="Table"}')).toBe(0);
    expect(sample(text, 'padel_orders_created_total{delivery="pickup",payment="cash"}')).toBe(1);
    // The customer's "booking received" e-mail, not yet sent: nothing delivers in this app.
    expect(sample(text, 'padel_notifications{channel="email",status="pending"}')).toBe(1);
    expect(sample(text, 'padel_notifications{channel="email",status="failed"}')).toBe(0);
    expect(sample(text, 'padel_notifications_retrying{channel="email"}')).toBe(0);
    expect(sample(text, 'padel_notifications_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('tokenMatches', () => {
  it('accepts only the exact token', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(`${TOKEN} `, TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
  });
});

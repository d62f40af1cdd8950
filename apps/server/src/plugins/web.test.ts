import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paths } from '../paths';

// `npm test` builds the web app first; run alone without a build, there is nothing to serve.
const built = existsSync(join(paths.webDist, 'index.html'));

describe.runIf(built)('serving the web app on two hosts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const page = (url: string, host: string) =>
    t.app.inject({ url, headers: { host, accept: 'text/html' } });

  it('serves the app entry with its settings on the app host', async () => {
    const response = await page('/user/login', 'localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<meta name="app-config"');
    expect(response.body).toContain(
      '&quot;publicBookingUrl&quot;:&quot;http://booking.localhost:3000&quot;',
    );
    expect(response.body).not.toContain('<!--app-config-->');
  });

  it('serves the booking entry on the booking host, and 404 for paths it does not have', async () => {
    const home = await page('/', 'booking.localhost:3000');
    const appHome = await page('/', 'localhost:3000');
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toBe(appHome.body);
    for (const path of [
      '/padel-booking-show',
      '/success',
      '/thank-you',
      '/booking-not-confirmed',
      '/my-booking/abc123',
    ]) {
      expect((await page(path, 'booking.localhost:3000')).statusCode, path).toBe(200);
    }
    const missing = await page('/anything', 'booking.localhost:3000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(home.body);
    expect((await page('/admin-dashboard', 'booking.localhost:3000')).statusCode).toBe(404);
  });

  it('treats an unknown host as the app host', async () => {
    const response = await page('/menu', 'padel.example.com');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe((await page('/menu', 'localhost:3000')).body);
  });

  it('serves hashed assets with a long cache', async () => {
    const asset = readdirSync(join(paths.webDist, 'assets')).find((name) => name.endsWith('.js'));
    const response = await t.app.inject({
      url: `/assets/${asset}`,
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with JSON, not the page', async () => {
    const response = await t.app.inject({
      url: '/api/nothing-here',
      headers: { host: 'booking.localhost:3000', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../test/expect-status';
import { requireBuilt } from '../../test/server-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paths } from '../paths';

// `npm test` builds the web app first; without a build there is nothing to serve, and a skip
// would pass checks that never ran.
requireBuilt(join(paths.webDist, 'index.html'));

describe('serving the web app on two hosts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const page = (url: string, host: string) =>
    t.api.get(url, { headers: { host, accept: 'text/html' } });

  it('serves the app entry with its settings on the app host', async () => {
    const response = await page('/user/login', 'localhost:3000');
    expectStatus(response, 200);
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
    expectStatus(home, 200);
    expect(home.body).not.toBe(appHome.body);
    for (const path of [
      '/padel-booking-show',
      '/success',
      '/thank-you',
      '/booking-not-confirmed',
      '/my-booking/abc123',
      '/find-my-booking',
    ]) {
      expectStatus(await page(path, 'booking.localhost:3000'), 200, path);
    }
    const missing = await page('/anything', 'booking.localhost:3000');
    expectStatus(missing, 404);
    expect(missing.body).toBe(home.body);
    expectStatus(await page('/admin-dashboard', 'booking.localhost:3000'), 404);
  });

  it('treats an unknown host as the app host', async () => {
    const response = await page('/menu', 'padel.example.com');
    expectStatus(response, 200);
    expect(response.body).toBe((await page('/menu', 'localhost:3000')).body);
  });

  it('serves hashed assets with a long cache', async () => {
    const asset = readdirSync(join(paths.webDist, 'assets')).find((name) => name.endsWith('.js'));
    const response = await t.api.get(`/assets/${asset}`, { headers: { host: 'localhost:3000' } });
    expectStatus(response, 200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends scripts compressed to browsers that accept it, and plain to those that do not', async () => {
    const asset = readdirSync(join(paths.webDist, 'assets')).find(
      (name) => name.startsWith('framework-') && name.endsWith('.js'),
    );
    const plain = readFileSync(join(paths.webDist, 'assets', asset!));
    const fetchAsset = (acceptEncoding?: string) =>
      t.app.inject({
        url: `/assets/${asset}`,
        headers: {
          host: 'localhost:3000',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });

    const br = await fetchAsset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);

    const gz = await fetchAsset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain)).toBe(true);

    const identity = await fetchAsset();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(plain)).toBe(true);
  });

  it('compresses API answers for browsers that accept it', async () => {
    const ownApp = await createTestApp({ seedDemo: true });
    try {
      const plain = await ownApp.api.get('/api/get-products');
      const compressed = await ownApp.app.inject({
        url: '/api/get-products',
        headers: { 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(
        plain.json(),
      );
    } finally {
      await ownApp.close();
    }
  });

  it('answers unknown API paths with JSON, not the page', async () => {
    const response = await t.api.get('/api/nothing-here', {
      headers: { host: 'booking.localhost:3000', accept: 'text/html' },
    });
    expectStatus(response, 404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('has the menu page start fetching its data and first pictures with the HTML', async () => {
    const ownApp = await createTestApp({ seedDemo: true });
    try {
      const menu = await ownApp.api.get('/menu', {
        headers: { host: 'localhost:3000', accept: 'text/html' },
      });
      const products = (await ownApp.api.get('/api/get-products')).json<
        { Product_Thumbnails: string[] }[]
      >();
      expect(menu.body).toContain('<link rel="preload" href="/api/get-products" as="fetch"');
      for (const product of products.slice(0, 2)) {
        expect(menu.body).toContain(
          `<link rel="preload" href="${product.Product_Thumbnails[0]}" as="image" fetchpriority="high">`,
        );
      }
      expect(menu.body).not.toContain(`href="${products[2]!.Product_Thumbnails[0]}"`);
      const filtered = await ownApp.api.get('/menu?category=Desserts', {
        headers: { host: 'localhost:3000', accept: 'text/html' },
      });
      expect(filtered.body).toContain('href="/api/get-products"');
      expect(filtered.body).not.toContain('as="image"');
      const login = await ownApp.api.get('/user/login', {
        headers: { host: 'localhost:3000', accept: 'text/html' },
      });
      expect(login.body).not.toContain('rel="preload" href="/api/');
    } finally {
      await ownApp.close();
    }
  });
});

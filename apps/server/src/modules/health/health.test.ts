import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectStatus } from '../../../test/expect-status';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} once the database answers', async () => {
    const response = await t.api.get('/api/health');
    expectStatus(response, 200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends the security headers', async () => {
    const response = await t.api.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('allows cross-origin calls only from the two sites', async () => {
    const fromBooking = await t.api.get('/api/health', {
      headers: { origin: 'http://booking.localhost:3000' },
    });
    expect(fromBooking.headers['access-control-allow-origin']).toBe(
      'http://booking.localhost:3000',
    );
    const fromElsewhere = await t.api.get('/api/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown API paths and malformed JSON with the JSON error shape', async () => {
    const missing = await t.api.get('/api/no-such-call');
    expectStatus(missing, 404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectStatus(malformed, 400);
    expect(malformed.json()).toMatchObject({ message: 'The request body is not valid JSON.' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectStatus(huge, 413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const response = await t.api.get('/api/docs');
    expectStatus(response, 200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login', '/api/tables', '/api/getTables']),
    );
  });
});

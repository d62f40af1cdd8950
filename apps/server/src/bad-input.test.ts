import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * docs/quality.md#r4-bad-input: malformed bodies, params and query strings for every endpoint of
 * the OpenAPI description answer 4xx with a JSON message, never 5xx, and the server stays healthy.
 */
let t: TestApp;
let auth: string;
let routes: { method: string; path: string }[];
beforeAll(async () => {
  t = await createTestApp();
  auth = await t.adminAuth();
  const doc = (await t.api.get('/api/docs')).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

const BAD_PARAMS = [
  '0',
  '-1',
  'abc',
  '1e309',
  "1' OR '1'='1",
  '%00',
  '2030-02-30',
  'x'.repeat(300),
];
const BAD_BODIES: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"text"',
  '{"id": "1; DROP TABLE bookings"}',
  '{"totalTables": 1e309}',
  '{"selectedSlots": "not-a-list", "numberOfGuests": {"$gt": 0}}',
  '{"email": ["a@b.co"], "password": {"x": 1}}',
  '{"__proto__": {"admin": true}, "feedback": 5}',
  '{',
];
const BAD_QUERIES = [
  '?page=-1',
  '?pageSize=1000000',
  '?status=Unknown&type=Squash',
  '?from=yesterday',
  '?search[]=x',
];

describe('bad input never causes a 5xx', () => {
  it('every route, with and without a token, answers bad input with a 4xx JSON message', async () => {
    expect(routes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const route of routes) {
      const paths =
        route.path.includes(':') || route.path.includes('{')
          ? BAD_PARAMS.map((value) =>
              route.path.replace(/\{[^}]+\}|:[A-Za-z]+/g, encodeURIComponent(value)),
            )
          : [route.path];
      for (const path of paths) {
        for (const query of ['', ...BAD_QUERIES]) {
          for (const body of route.method === 'GET' || route.method === 'DELETE'
            ? [undefined]
            : BAD_BODIES) {
            for (const authorization of [undefined, auth]) {
              const response = await t.app.inject({
                method: route.method as 'POST',
                url: `${path}${query}`,
                headers: {
                  ...(authorization ? { authorization } : {}),
                  ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
                },
                payload: body,
              });
              const label = `${route.method} ${path}${query} body=${body} auth=${Boolean(authorization)}`;
              if (response.statusCode >= 500)
                failures.push(`${label} -> ${response.statusCode} ${response.body}`);
              const isJson = String(response.headers['content-type']).includes('application/json');
              if (response.statusCode >= 400 && (!isJson || !response.json().message)) {
                failures.push(`${label} -> ${response.statusCode} without a JSON message`);
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await t.api.get('/api/health')).json()).toEqual({ status: 'ok' });
  }, 300_000);
});

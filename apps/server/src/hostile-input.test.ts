import { DATE_BOUNDS, TOTAL_COUNT_HEADER } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../test/api';
import { testToday } from '../test/clock';
import { expectStatus } from '../test/expect-status';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  documentedRoutes,
  fieldPaths,
  numberFields,
  pathFor,
  setUpFixtures,
  settable,
  VALID_BODIES,
  withValue,
  type DocumentedRoute,
  type JsonSchema,
  type Parameter,
} from '../test/valid-requests';
import { DEVICE_COOKIE } from './modules/auth/device-cookie.service';
import { CHECKOUT_COOKIE } from './modules/payments/checkout-cookie.service';

/**
 * docs/quality.md#r4-bad-input, field by field: every documented route gets a valid request with
 * one field (or path or query parameter) replaced by a hostile value — NUL and other control
 * characters, lone surrogates, integers at and beyond 2^31 and 2^53, 1e300, very long strings,
 * wrong types — and must answer 4xx with a JSON message, or succeed; never 5xx. bad-input.test.ts
 * sends whole malformed requests.
 */
const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'name\u0000with NUL',
  '\ud800',
  'broken \udc00 pair',
  'bell \u0007',
  'escape \u001b[31m red',
  'C1 \u0085 control',
  'two\nlines',
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  '2147483648',
  '9007199254740993',
  1e300,
  -1e300,
  0.5,
  'x'.repeat(100_000),
  '9'.repeat(400),
  '',
  {},
  [],
  [{}],
  true,
  null,
];
const HOSTILE_PATH_VALUES = [
  '%00',
  '%ED%A0%80', // a lone surrogate in UTF-8 form (not valid UTF-8)
  '%F0%9F%98',
  '2147483648',
  '9007199254740993',
  '1e300',
  '-2147483649',
  'x'.repeat(5000),
];

let t: TestApp;
let auth: string;
let routes: DocumentedRoute[];

const today = testToday();
let counter = 0;
const next = () => ++counter;
const clientAddress = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;

const failures: string[] = [];
async function send(method: string, url: string, admin: boolean, payload?: unknown) {
  next();
  const client = admin ? t.api.as(auth) : t.api;
  const response = await client.request(method as Method, url, payload, {
    remoteAddress: clientAddress(),
  });
  const label = `${method} ${url.slice(0, 120)} ${JSON.stringify(payload)?.slice(0, 160)}`;
  if (response.statusCode >= 500)
    failures.push(`${label} -> ${response.statusCode} ${response.body}`);
  if (response.statusCode >= 400) {
    const json = String(response.headers['content-type']).includes('application/json');
    if (!json || !response.json().message) failures.push(`${label} -> no JSON message`);
  }
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  auth = await t.adminAuth();
  await setUpFixtures(t, auth, send, next);
  routes = await documentedRoutes(t);
});
afterAll(() => t.close());

/**
 * docs/api.md#numbers-ids-and-dates: a number is digits in a path or query and a JSON number in a
 * body; a date lies within DATE_BOUNDS. Each case below would name a real row or a valid value if
 * it were read loosely (`0x10` is product 16, `"1e0"` one guest), so only a strict reading answers
 * 400. The routes come from the OpenAPI description: a new route is covered as it is added.
 */
const LOOSE_IDS = ['0x10', ' 999999', '1e3', '+5', '-1', '1.5'];
/** Loose numbers in a JSON body: a boolean, or text that reads as 1 to a lenient parser. */
const LOOSE_JSON_NUMBERS: unknown[] = [true, '1', '0x1', '1e0', ' 1', '+1'];
/** The same, for a field the spec's form sends as typed text (guests): digits alone pass. */
const LOOSE_TYPED_NUMBERS: unknown[] = [true, '0x1', '1e0', ' 1', '+1', '1.0'];
const OUT_OF_BOUNDS_DATES = ['9999-12-31', '1999-12-31', '2101-01-01'];
const BOUNDS_TEXT = `${DATE_BOUNDS.first} to ${DATE_BOUNDS.last}`;

/** A path or query parameter that holds a whole number: digits by its schema, or an id. */
const isNumberParameter = (p: Parameter) =>
  p.schema.pattern === '^\\d+$' ||
  ['integer', 'number'].includes(p.schema.type ?? '') ||
  (p.in === 'path' && p.name === 'id');

/** Every date in a body schema; the booking forms' loose `selectedDate` is one too. */
const dateFields = (schema: JsonSchema | undefined) =>
  Object.entries(schema?.properties ?? {})
    .filter(([key, inner]) => inner.format === 'date' || key === 'selectedDate')
    .map(([key]) => key);

/** The route's URL with its other parameters valid: real ids, a date, the required query. */
function urlWith(route: DocumentedRoute, name: string, value: string): string {
  const path = pathFor(route.path.replace(`{${name}}`, encodeURIComponent(value)));
  const query = new URLSearchParams();
  for (const p of route.parameters) {
    if (p.in !== 'query') continue;
    if (p.name === name) query.set(name, value);
    else if (p.required) query.set(p.name, p.schema.format === 'date' ? today : '1');
  }
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}

/** What a refusal must be: 400 with a JSON message, saying `words` when given. */
async function expectRefused(
  method: string,
  url: string,
  admin: boolean,
  payload: unknown,
  words?: string,
) {
  const response = await send(method, url, admin, payload);
  const label = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`;
  expectStatus(response, 400, label);
  if (words) expect(response.json().message, label).toContain(words);
}

const auditTotal = async () =>
  Number(
    (await t.api.as(auth).get('/api/audit-log?pageSize=1')).headers[
      TOTAL_COUNT_HEADER.toLowerCase()
    ],
  );

describe('ids, numbers and dates are read strictly', () => {
  let changesBefore = 0;
  beforeAll(async () => {
    changesBefore = await auditTotal();
  });

  it(`refuses ids and page numbers written ${LOOSE_IDS.map((v) => JSON.stringify(v)).join(', ')} with 400`, async () => {
    const checked: string[] = [];
    for (const route of routes) {
      const body = VALID_BODIES[`${route.method} ${route.path}`];
      for (const parameter of route.parameters.filter(isNumberParameter)) {
        checked.push(`${route.method} ${route.path} ${parameter.name}`);
        for (const value of LOOSE_IDS) {
          const url = urlWith(route, parameter.name, value);
          await expectRefused(route.method, url, route.admin, body?.(next()));
        }
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'DELETE /api/delete-product/{id} id',
        'GET /api/bookings/{id} id',
        'GET /api/get-order before',
        'GET /api/get-booking page',
        'GET /api/audit-log pageSize',
      ]),
    );
  });

  it('refuses a boolean or text for a number in a JSON body with 400', async () => {
    const checked: string[] = [];
    for (const route of routes) {
      const validBody = VALID_BODIES[`${route.method} ${route.path}`];
      if (!validBody || !route.body) continue;
      const url = pathFor(route.path);
      for (const { path, typed } of numberFields(route.body)) {
        if (!settable(validBody(0), path)) continue;
        checked.push(`${route.method} ${route.path} ${path}`);
        for (const value of typed ? LOOSE_TYPED_NUMBERS : LOOSE_JSON_NUMBERS) {
          await expectRefused(
            route.method,
            url,
            route.admin,
            withValue(validBody(next()), path, value),
          );
        }
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /api/create-product Product_Price',
        'POST /api/add-order items.0.Product_Quantity',
        'POST /api/create-booking numberOfGuests',
        'PATCH /api/update-PaymentStatus id',
        'POST /api/tables totalTables',
      ]),
    );
  });

  it('does not store Product_Price: true as a price of 1', async () => {
    const admin = t.api.as(auth);
    const before = (await admin.get('/api/admin-products')).json().length;
    const body = { ...VALID_BODIES['POST /api/create-product']!(next()), Product_Price: true };
    const response = expectStatus(await admin.post('/api/create-product', body), 400);
    expect(response.json().message).toBe('The price must be a number.');
    expect((await admin.get('/api/admin-products')).json()).toHaveLength(before);
  });

  it(`refuses dates outside ${BOUNDS_TEXT} in paths, queries and bodies with 400 saying so`, async () => {
    const checked: string[] = [];
    for (const route of routes) {
      const validBody = VALID_BODIES[`${route.method} ${route.path}`];
      for (const parameter of route.parameters.filter((p) => p.schema.format === 'date')) {
        checked.push(`${route.method} ${route.path} ${parameter.name}`);
        for (const value of OUT_OF_BOUNDS_DATES) {
          const url = urlWith(route, parameter.name, value);
          await expectRefused(route.method, url, route.admin, validBody?.(next()), BOUNDS_TEXT);
        }
      }
      for (const field of validBody ? dateFields(route.body) : []) {
        checked.push(`${route.method} ${route.path} ${field}`);
        for (const value of OUT_OF_BOUNDS_DATES) {
          const body = withValue(validBody!(next()), field, value);
          await expectRefused(route.method, pathFor(route.path), route.admin, body, BOUNDS_TEXT);
        }
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/audit-log to',
        'GET /api/get-booking-list/{date} date',
        'GET /api/get-booking/bookings.xlsx from',
        'GET /api/utm-sources/summary to',
        'POST /api/create-booking selectedDate',
        'POST /api/walk-ins selectedDate',
        'PATCH /api/bookings/{id} selectedDate',
        'POST /api/closures from',
      ]),
    );
  });

  it('changed nothing: product 16 is still there and the audit log has no new entry', async () => {
    expectStatus(await t.api.get('/api/get-productsByID/16'), 200);
    expect(await auditTotal()).toBe(changesBefore);
    expect(failures).toEqual([]);
  });
});

describe('hostile values in every field never cause a 5xx', () => {
  it('has a valid body for every route that takes one', () => {
    const missing = routes
      .filter((route) => route.fields.length > 0)
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => !VALID_BODIES[key]);
    expect(missing).toEqual([]);
  });

  it('answers every body field, path parameter and query parameter with 4xx or success', async () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const validBody = VALID_BODIES[key];
      const url = pathFor(route.path);
      if (validBody) {
        for (const field of fieldPaths(validBody(0), route.fields)) {
          for (const value of HOSTILE_VALUES) {
            await send(route.method, url, route.admin, withValue(validBody(next()), field, value));
          }
        }
      }
      for (const name of route.query) {
        for (const value of HOSTILE_PATH_VALUES) {
          await send(route.method, `${url}?${name}=${value}`, route.admin, validBody?.(next()));
        }
      }
      for (const name of route.path.match(/\{[^}]+\}/g) ?? []) {
        for (const value of HOSTILE_PATH_VALUES) {
          const hostileUrl = pathFor(route.path.replace(name, value));
          await send(route.method, hostileUrl, route.admin, validBody?.(next()));
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await t.api.get('/api/health')).json()).toEqual({ status: 'ok' });
  }, 600_000);
});

/** Values a cookie can carry that our signed cookies never would. */
const HOSTILE_COOKIE_VALUES = [
  '',
  '%00',
  '%ED%A0%80',
  '%F0%9F%98',
  '%',
  '.',
  'a.b.c.',
  '"quoted"',
  '1:AAAAAAAAAAAAAAAAAAAAAA:1.',
  '2147483648:AAAAAAAAAAAAAAAAAAAAAA:9007199254740993.c2lnbmF0dXJl',
  '-1:AAAAAAAAAAAAAAAAAAAAAA:1e300.c2lnbmF0dXJl',
  'cs_test_0123456789abcdef.c2lnbmF0dXJl',
  'x'.repeat(5000),
];

describe('hostile cookies never cause a 5xx', () => {
  it('answers sign-in and the checkout status with 4xx or success, whatever cookie comes', async () => {
    const calls = [
      { method: 'POST', url: '/api/auth/login', body: VALID_BODIES['POST /api/auth/login']!(0) },
      { method: 'GET', url: '/api/payments/checkout/cs_test_0123456789abcdef', body: undefined },
    ] as const;
    for (const { method, url, body } of calls) {
      for (const name of [DEVICE_COOKIE, CHECKOUT_COOKIE]) {
        for (const value of HOSTILE_COOKIE_VALUES) {
          for (const cookie of [`${name}=${value}`, `${name}=${value}; ${name}=${value}`]) {
            next();
            const response = await t.api.request(method, url, body, {
              remoteAddress: clientAddress(),
              headers: { cookie },
            });
            const label = `${method} ${url} cookie ${cookie.slice(0, 80)}`;
            if (response.statusCode >= 500) failures.push(`${label} -> ${response.statusCode}`);
            else if (response.statusCode >= 400 && !response.json().message) {
              failures.push(`${label} -> no JSON message`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

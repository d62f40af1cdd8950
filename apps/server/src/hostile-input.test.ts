import {
  addDays,
  DATE_BOUNDS,
  productListSchema,
  slotLabel,
  TOTAL_COUNT_HEADER,
  type ProductInput,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../test/api';
import { testToday } from '../test/clock';
import { expectStatus } from '../test/expect-status';
import { orderRequest, padelRequest, productRequest } from '../test/factories';
import { given } from '../test/given';
import { imageDataUrl } from '../test/images';
import { createTestApp, type TestApp, TEST_VENUE_SETTINGS } from '../test/test-app';
import { seedDemoMenu } from './modules/menu/demo-menu';
import { DEVICE_COOKIE } from './modules/auth/device-cookie';
import { CHECKOUT_COOKIE } from './modules/payments/checkout-cookie';

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
let adminId: number;
/** Rows the valid requests act on: each route that changes a row has one of its own. */
const fixtures = {
  bookingToken: '',
  /** Read, cancelled, invoiced and deleted by the admin booking routes. */
  bookingId: 0,
  pendingBookingId: 0,
  confirmedBookingId: 0,
  /** On the menu, for orders; `editableProductId` is the one the product routes change. */
  productId: 0,
  editableProductId: 0,
  userId: 0,
  /** A pending order, cancelled by the first valid cancel request (the rest answer 409). */
  orderId: 0,
  image: '',
  /** A valid product body with a small picture, named afresh per request. */
  product: {} as ProductInput,
};
/** A parameter or body schema as the OpenAPI description writes it: enough to tell its kind. */
interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
let routes: {
  method: string;
  path: string;
  admin: boolean;
  fields: string[];
  query: string[];
  parameters: Parameter[];
  body: JsonSchema | undefined;
}[];

const today = testToday();
let counter = 0;
const next = () => ++counter;
const clientAddress = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;

/** A valid body per route, fresh for each request (new contacts, slots and names). */
const VALID_BODIES: Record<string, (n: number) => Record<string, unknown>> = {
  'POST /api/auth/login': () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
  'POST /api/forgot-password': (n) => ({ email: `nobody${n}@example.com` }),
  'POST /api/reset-password': () => ({ newPassword: 'a-new-password' }),
  'PUT /api/update-password': () => ({
    id: adminId,
    password: 'not-the-current-password',
    newPassword: 'another-password',
  }),
  'POST /api/addUser': (n) => ({
    firstName: 'Hostile',
    lastName: 'Input',
    email: `user${n}@example.com`,
    password: 'password-123',
  }),
  'PUT /api/updateUser/{id}': (n) => ({
    firstName: 'Edited',
    lastName: 'User',
    email: `edited${n}@example.com`,
    role: 'admin',
  }),
  'POST /api/tables': () => ({ totalTables: 5 }),
  'POST /api/create-product': (n) => ({ ...fixtures.product, Product_Name: `Product ${n}` }),
  'PUT /api/update-product/{id}': (n) => ({ ...fixtures.product, Product_Name: `Renamed ${n}` }),
  'PATCH /api/product-visibility/{id}': () => ({ hidden: false }),
  'POST /api/add-order': (n) =>
    orderRequest([{ Product_ID: fixtures.productId, Product_Quantity: 1 }], {
      customer_Name: 'Hostile Input',
      customer_Number: `0301${String(1_000_000 + n).slice(-7)}`,
      customer_Email: `order${n}@example.com`,
    }),
  'POST /api/create-booking': (n) =>
    padelRequest(addDays(today, 2 + (n % 50)), Math.floor(n / 50) % 24, {
      selectedCourt: n % 2 === 0 ? 'Court 1' : 'Court 2',
      customerName: 'Hostile Input',
      email: `booking${n}@example.com`,
      phoneNumber: `0300${String(1_000_000 + n).slice(-7)}`,
      customer_instruction: 'None',
    }),
  // Far ahead (walk-ins are exempt from the booking window), where no other request books.
  'POST /api/walk-ins': (n) => ({
    bookingType: 'Padel',
    selectedDate: addDays(today, 100 + (n % 50)),
    selectedSlots: [slotLabel(Math.floor(n / 50) % 24)],
    selectedCourt: n % 2 === 0 ? 'Court 1' : 'Court 2',
    customerName: 'Hostile Walk-in',
    email: '',
    phoneNumber: `0302${String(1_000_000 + n).slice(-7)}`,
    numberOfGuests: 2,
    payment: 'PayViaCash',
  }),
  // A series of one date, far ahead on Court 2, where no other request books.
  'POST /api/booking-series': (n) => ({
    selectedCourt: 'Court 2',
    selectedSlots: [slotLabel(Math.floor(n / 40) % 24)],
    startDate: addDays(today, 155 + (n % 40)),
    count: 1,
    customerName: 'Hostile Regular',
    phoneNumber: `0303${String(1_000_000 + n).slice(-7)}`,
    email: `series${n}@example.com`,
  }),
  'POST /api/booking-series/preview': (n) => VALID_BODIES['POST /api/booking-series']!(n),
  // Quotes write nothing (docs/prices.md#quotes).
  'POST /api/quote': (n) => ({
    selectedDate: addDays(today, 2 + (n % 50)),
    selectedSlots: [slotLabel(n % 24)],
    phoneNumber: `0304${String(1_000_000 + n).slice(-7)}`,
  }),
  'POST /api/counter-quote': (n) => ({
    phoneNumber: `0304${String(1_000_000 + n).slice(-7)}`,
    selectedDate: addDays(today, 2 + (n % 50)),
    selectedSlots: [slotLabel(n % 24)],
  }),
  'POST /api/booking-series/{id}/cancel': () => ({
    bookingId: fixtures.confirmedBookingId,
    scope: 'one',
  }),
  'POST /api/booking-series/{id}/move': () => ({
    bookingId: fixtures.confirmedBookingId,
    scope: 'all',
    shiftDays: 1,
  }),
  'POST /api/booking-series/{id}/renew': () => ({ count: 1 }),
  'PATCH /api/customers/{id}': () => ({ staffNotes: 'Plays on Tuesdays' }),
  'PATCH /api/orders/{id}/cancel': () => ({ cancelReason: 'Out of milk' }),
  'PATCH /api/feedback': () => ({ token: fixtures.bookingToken, feedback: 'Lovely courts' }),
  'POST /api/queue-booking': (n) => ({
    selectedDate: addDays(today, 3),
    customerName: 'Queued',
    email: `queue${n}@example.com`,
  }),
  'POST /api/find-my-booking': (n) => ({ email: `finder${n}@example.com` }),
  'PATCH /api/booking/update/{id}/': () => ({ action: 'cancel', cancelReason: 'Rain' }),
  // A name that differs every time, so a valid change is never "Nothing to change".
  'PATCH /api/bookings/{id}': (n) => ({
    customerName: `Moved ${n}`,
    numberOfGuests: 1 + (n % 4),
    keepPrice: false,
  }),
  'PATCH /api/bookings/{id}/staff-notes': () => ({ staffNotes: 'Regular; likes Court 2' }),
  'POST /api/booking/{id}/no-show': () => ({ fee: 500 }),
  'POST /api/booking/{id}/late-cancel': () => ({ fee: 500, cancelReason: 'Called late' }),
  'PATCH /api/update-PaymentStatus': () => ({
    id: fixtures.confirmedBookingId,
    PaymentStatus: '100%Paid',
    remaining_paymentType: 'PayViaCash',
  }),
  'PATCH /api/update-Status': () => ({
    id: fixtures.pendingBookingId,
    status: 'Booking Confirmed',
    PaymentStatus: '50%Paid',
    remaining_paymentType: 'PayViaCash',
  }),
  'PUT /api/settings': () => structuredClone(TEST_VENUE_SETTINGS) as never,
  // Far ahead, where no other request books: a closure there cancels nothing.
  'POST /api/closures': (n) => ({
    from: addDays(today, 200 + (n % 100)),
    to: addDays(today, 200 + (n % 100)),
    courts: ['Court 1'],
    fromHour: 8,
    toHour: 10,
    reason: `Hostile ${n}`,
  }),
  'POST /api/closures/preview': (n) => VALID_BODIES['POST /api/closures']!(n),
  'POST /api/visit-source': (n) => ({ sessionId: `hostile-session-${n}`, utm_source: 'fb' }),
  'POST /api/my-booking/{token}/confirm': () => ({ code: '123456' }),
  'POST /api/bookings/bulk-cancel': (n) => ({
    address: `198.51.${n % 250}.0/24`,
    reason: `Hostile ${n}`,
    dryRun: true,
  }),
  'POST /api/blocked-contacts': (n) => ({
    contact: `blocked${n}@example.com`,
    reason: `Hostile ${n}`,
  }),
};

/** A real id for each route's `{id}`, so a hostile body reaches the service, not a 404. */
function pathFor(path: string): string {
  const id = path.includes('product')
    ? fixtures.editableProductId
    : path.includes('User')
      ? fixtures.userId
      : path.startsWith('/api/orders/')
        ? fixtures.orderId
        : fixtures.bookingId;
  return path
    .replace('{id}', String(id))
    .replace('{date}', addDays(today, 3))
    .replace('{token}', fixtures.bookingToken);
}

/** `field` and, for a list of objects, `field.0.key`: every place a value can go. */
function fieldPaths(body: Record<string, unknown>, documented: string[]): string[] {
  const paths = new Set(documented);
  for (const [key, value] of Object.entries(body)) {
    paths.add(key);
    const first = Array.isArray(value) ? value[0] : undefined;
    if (first && typeof first === 'object') {
      for (const inner of Object.keys(first)) paths.add(`${key}.0.${inner}`);
    }
  }
  return [...paths];
}

function withValue(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

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
  adminId = JSON.parse(Buffer.from(auth.split('.')[1]!, 'base64url').toString()).id;
  await seedDemoMenu(t.app.db);
  fixtures.image = await imageDataUrl({ width: 40, height: 30 });
  fixtures.product = await productRequest({
    Product_Description: 'Tasty',
    Product_Price: 500,
    Product_Category: 'Desserts',
    Product_Images: [fixtures.image],
  });
  fixtures.productId = productListSchema.parse(
    (await t.api.get('/api/get-products')).json(),
  )[0]!.id;
  ({ accessToken: fixtures.bookingToken, id: fixtures.bookingId } = await given.booking(t.app.db));
  fixtures.pendingBookingId = (await given.booking(t.app.db)).id;
  fixtures.confirmedBookingId = (await given.booking(t.app.db, { status: 'Booking Confirmed' })).id;
  const user = await send('POST', '/api/addUser', true, VALID_BODIES['POST /api/addUser']!(0));
  fixtures.userId = user.json().user.id;
  fixtures.orderId = (
    await send('POST', '/api/add-order', false, VALID_BODIES['POST /api/add-order']!(next()))
  ).json().order.id;
  // Product 16 exists, for `0x10` to name it, and is not the one the product routes change.
  while ((await t.api.get('/api/get-productsByID/16')).statusCode === 404) {
    await send(
      'POST',
      '/api/create-product',
      true,
      VALID_BODIES['POST /api/create-product']!(next()),
    );
  }
  const product = VALID_BODIES['POST /api/create-product']!(0);
  fixtures.editableProductId = (
    await send('POST', '/api/create-product', true, product)
  ).json().product.id;

  const doc = (await t.api.get('/api/docs')).json<{
    paths: Record<
      string,
      Record<
        string,
        {
          security?: unknown[];
          parameters?: Parameter[];
          requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
        }
      >
    >;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      admin: (operation.security?.length ?? 0) > 0,
      fields: Object.keys(
        operation.requestBody?.content['application/json'].schema.properties ?? {},
      ),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json'].schema,
    })),
  );
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

/** Every number in a body schema, as a dotted path (`items.0.Product_Quantity`). */
function numberFields(schema: JsonSchema, path = ''): { path: string; typed: boolean }[] {
  const options = schema.anyOf ?? [schema];
  if (path && options.some((o) => o.type === 'number' || o.type === 'integer')) {
    return [{ path, typed: options.some((o) => o.type === 'string') }];
  }
  return options.flatMap((option) => [
    ...Object.entries(option.properties ?? {}).flatMap(([key, inner]) =>
      numberFields(inner, path ? `${path}.${key}` : key),
    ),
    ...(option.items ? numberFields(option.items, `${path}.0`) : []),
  ]);
}

/** Every date in a body schema; the booking forms' loose `selectedDate` is one too. */
const dateFields = (schema: JsonSchema | undefined) =>
  Object.entries(schema?.properties ?? {})
    .filter(([key, inner]) => inner.format === 'date' || key === 'selectedDate')
    .map(([key]) => key);

/** Whether `path` can be set in `body`: everything but its last step is there. */
function settable(body: Record<string, unknown>, path: string): boolean {
  let target: unknown = body;
  for (const key of path.split('.').slice(0, -1)) {
    target = (target as Record<string, unknown> | undefined)?.[key];
    if (target === null || typeof target !== 'object') return false;
  }
  return true;
}

/** The route's URL with its other parameters valid: real ids, a date, the required query. */
function urlWith(route: (typeof routes)[number], name: string, value: string): string {
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

import {
  addDays,
  DEFAULT_VENUE_SETTINGS,
  productListSchema,
  slotLabel,
  type ProductInput,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../test/api';
import { testToday } from '../test/clock';
import { orderRequest, padelRequest, productRequest } from '../test/factories';
import { imageDataUrl } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoMenu } from './db/seed';

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
let routes: { method: string; path: string; admin: boolean; fields: string[]; query: string[] }[];

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
  'PUT /api/settings': () => structuredClone(DEFAULT_VENUE_SETTINGS) as never,
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
  const book = async () => {
    const body = VALID_BODIES['POST /api/create-booking']!(next());
    const token = (await send('POST', '/api/create-booking', false, body)).json().accessToken;
    const all = (await send('GET', '/api/get-booking', true)).json();
    return { token, id: all.find((b: { email: string }) => b.email === body.email).id };
  };
  ({ token: fixtures.bookingToken, id: fixtures.bookingId } = await book());
  fixtures.pendingBookingId = (await book()).id;
  fixtures.confirmedBookingId = (await book()).id;
  await send('PATCH', `/api/booking/update/${fixtures.confirmedBookingId}/`, true, {
    action: 'confirm',
  });
  const user = await send('POST', '/api/addUser', true, VALID_BODIES['POST /api/addUser']!(0));
  fixtures.userId = user.json().user.id;
  fixtures.orderId = (
    await send('POST', '/api/add-order', false, VALID_BODIES['POST /api/add-order']!(next()))
  ).json().order.id;
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
          parameters?: { in: string; name: string }[];
          requestBody?: { content: { 'application/json': { schema: { properties?: object } } } };
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
    })),
  );
});
afterAll(() => t.close());

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

import { addDays, productListSchema, slotLabel, type ProductInput } from '@padel/contracts';
import type { Response } from 'light-my-request';
import { seedDemoMenu } from '../src/modules/menu/demo-menu.seed';
import { testToday } from './clock';
import { orderRequest, padelRequest, productRequest } from './factories';
import { given } from './given';
import { imageDataUrl } from './images';
import { TEST_VENUE_SETTINGS, type TestApp } from './test-app';

/**
 * Every documented route with a valid request of its own, for the tests that walk the OpenAPI
 * description and spoil one value at a time (docs/quality.md#r4-bad-input): hostile-input.test.ts
 * and generated-input.test.ts.
 */
const today = testToday();

/** Rows the valid requests act on: each route that changes a row has one of its own. */
export const fixtures = {
  /** The seeded admin's id. */
  adminId: 0,
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
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** A documented route: its method, path, whether staff call it, and what it takes. */
export interface DocumentedRoute {
  method: string;
  path: string;
  admin: boolean;
  fields: string[];
  query: string[];
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

/** A valid body per route, fresh for each request (new contacts, slots and names). */
export const VALID_BODIES: Record<string, (n: number) => Record<string, unknown>> = {
  'POST /api/auth/login': () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
  'POST /api/auth/sign-in-link': () => ({ token: 'not-a-sign-in-link-token' }),
  'POST /api/forgot-password': (n) => ({ email: `nobody${n}@example.com` }),
  'POST /api/reset-password': () => ({ newPassword: 'a-new-password' }),
  'PUT /api/update-password': () => ({
    id: fixtures.adminId,
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
  // docs/prices.md#owner-prices: the owner's word on a declined request.
  'POST /api/approvals/{id}/decline': () => ({ note: 'Not this time' }),
  'PATCH /api/orders/{id}/cancel': () => ({ cancelReason: 'Out of milk' }),
  // docs/cafe.md#counter-orders: an open tab for a table, and its quote.
  'POST /api/counter-orders/quote': () => ({
    items: [{ productId: fixtures.productId, quantity: 2 }],
  }),
  'POST /api/counter-orders': (n) => ({
    items: [{ productId: fixtures.productId, quantity: 1 }],
    tableNumber: 1 + (n % 20),
    payment: 'tab',
  }),
  'POST /api/orders/{id}/payment': () => ({ method: 'cash' }),
  // The path's date is ahead, so the close is refused as not started: nothing is closed.
  'POST /api/day-close/{date}': () => ({
    counts: { notes: { '500': 1 }, coins: 20 },
    note: 'Counted twice',
    acknowledgeBlocks: true,
  }),
  'POST /api/till/movements': (n) => ({ kind: 'pay-in', amount: 100 + n, note: 'Change' }),
  'POST /api/refunds/{kind}/{id}/record': () => ({ method: 'cash', reference: 'Handed over' }),
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
  'POST /api/booking/{id}/fee-payment': () => ({ method: 'PayViaCash' }),
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
  // The fixture booking waits for no transfer: a valid receipt answers 409, nothing is stored.
  'POST /api/my-booking/{token}/transfer-receipt': () => ({ image: fixtures.image }),
  // No order has the path's token: a valid receipt answers 404, nothing is stored.
  'POST /api/my-order/{token}/transfer-receipt': () => ({ image: fixtures.image }),
  'POST /api/transfers/{id}/accept': () => ({ reference: 'FT-20261201-0042' }),
  'POST /api/transfers/{id}/reject': () => ({ reason: 'No such transfer on the statement' }),
  'POST /api/transfers/orders/{id}/accept': () => ({ reference: 'FT-20261201-0043' }),
  'POST /api/transfers/orders/{id}/reject': () => ({ reason: 'No such transfer on the statement' }),
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
export function pathFor(path: string): string {
  const id = path.includes('product')
    ? fixtures.editableProductId
    : path.includes('User')
      ? fixtures.userId
      : path.startsWith('/api/orders/')
        ? fixtures.orderId
        : fixtures.bookingId;
  return path
    .replace('{id}', String(id))
    .replace('{kind}', 'booking')
    .replace('{date}', addDays(today, 3))
    .replace('{token}', fixtures.bookingToken);
}

/** How a test sends a request (it records any 5xx): method, url, as staff, body. */
export type Send = (
  method: string,
  url: string,
  admin: boolean,
  payload?: unknown,
) => Promise<Response>;

/**
 * Makes the rows the valid requests act on (`fixtures`), through `send`; `next` numbers each
 * request afresh. `auth` is the seeded admin's bearer header value.
 */
export async function setUpFixtures(t: TestApp, auth: string, send: Send, next: () => number) {
  fixtures.adminId = JSON.parse(Buffer.from(auth.split('.')[1]!, 'base64url').toString()).id;
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
}

/** The routes of the OpenAPI description, as the walking tests read them. */
export async function documentedRoutes(t: TestApp): Promise<DocumentedRoute[]> {
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
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
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
}

/** `field` and, for a list of objects, `field.0.key`: every place a value can go. */
export function fieldPaths(body: Record<string, unknown>, documented: string[]): string[] {
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

export function withValue(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

/** Every number in a body schema, as a dotted path (`items.0.Product_Quantity`). */
export function numberFields(schema: JsonSchema, path = ''): { path: string; typed: boolean }[] {
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

/** Whether `path` can be set in `body`: everything but its last step is there. */
export function settable(body: Record<string, unknown>, path: string): boolean {
  let target: unknown = body;
  for (const key of path.split('.').slice(0, -1)) {
    target = (target as Record<string, unknown> | undefined)?.[key];
    if (target === null || typeof target !== 'object') return false;
  }
  return true;
}

import { addDays, DATE_BOUNDS } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Method } from '../test/api';
import { testToday } from '../test/clock';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  documentedRoutes,
  pathFor,
  setUpFixtures,
  settable,
  VALID_BODIES,
  withValue,
  type DocumentedRoute,
  type JsonSchema,
  type Parameter,
} from '../test/valid-requests';

/**
 * docs/quality.md#r4-bad-input with generated values (fast-check, fixed seed): every date,
 * date-time and number a documented route takes — in its body, path or query — gets generated
 * values (the DATE_BOUNDS edges and a day past them, far past and far future, negative, huge,
 * fractional) in an otherwise valid request. No answer is a 5xx, and a 4xx changes nothing in the
 * database. The fields come from the OpenAPI description (each route's own schema), so a new
 * route or field is covered as it is added. hostile-input.test.ts sends fixed hostile values.
 */
const SEED = 20261127;
/** Random values per field, after its kind's EDGES: small enough for tens of seconds. */
const RUNS = 5;

type Kind = 'date' | 'date-time' | 'number';

const today = testToday();
const BOUNDARY_DATES = [
  DATE_BOUNDS.first,
  DATE_BOUNDS.last,
  addDays(DATE_BOUNDS.first, -1),
  addDays(DATE_BOUNDS.last, 1),
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2030-02-30',
  today,
  addDays(today, -1),
];
/** Any instant JavaScript can hold, from -271821 to +275760. */
const anyInstant = fc.date({ noInvalidDate: true });
const aroundToday = fc.integer({ min: -800, max: 800 }).map((days) => addDays(today, days));

const dates = fc.oneof(
  fc.constantFrom(...BOUNDARY_DATES),
  aroundToday,
  fc
    .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z') })
    .map((d) => d.toISOString().slice(0, 10)),
  anyInstant.map((d) => d.toISOString().slice(0, 10)),
);

/** An instant with an offset of whole hours, as ISO 8601 writes it. */
const withOffset = (date: Date, hours: number) => {
  const local = new Date(date.getTime() + hours * 3_600_000).toISOString().slice(0, 19);
  const sign = hours < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
};
const dateTimes = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '1999-12-31T23:59:59Z',
    `${DATE_BOUNDS.first}T00:00:00+01:00`,
    `${DATE_BOUNDS.last}T23:59:59-01:00`,
    `${DATE_BOUNDS.last}T23:59:59.999Z`,
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00.000Z',
    `${today}T00:00:00Z`,
  ),
  anyInstant.map((d) => d.toISOString()),
  fc.tuple(anyInstant, fc.integer({ min: -14, max: 14 })).map(([d, h]) => withOffset(d, h)),
  aroundToday.map((d) => `${d}T12:00:00Z`),
);

const numbers = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e300,
    -1e300,
  ),
  fc.integer({ min: -1000, max: 1000 }),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** A number as a path or query writes it: its digits, or JavaScript's text for it. */
const numberTexts = fc.oneof(
  numbers.map(String),
  fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
  fc.nat({ max: 50 }).map(String),
);

/** Values every field of a kind gets first (fast-check's `examples`), whatever the draw. */
const EDGES: Record<Kind, unknown[]> = {
  date: [addDays(DATE_BOUNDS.first, -1), addDays(DATE_BOUNDS.last, 1), '0000-01-01', '9999-12-31'],
  'date-time': [
    '0000-01-01T00:00:00Z',
    `${DATE_BOUNDS.last}T23:59:59-01:00`,
    '+275760-09-13T00:00:00.000Z',
  ],
  number: [-1, 0.5, 2 ** 31, 2 ** 53 + 2, 1e300, -1e300],
};

const ARBITRARIES: Record<'body' | 'text', Record<Kind, fc.Arbitrary<unknown>>> = {
  body: { date: dates, 'date-time': dateTimes, number: numbers },
  text: { date: dates, 'date-time': dateTimes, number: numberTexts },
};

/** Every date, date-time and number of a body schema, as dotted paths (`items.0.Product_Quantity`). */
function valueFields(schema: JsonSchema, path = ''): { path: string; kind: Kind }[] {
  const options = schema.anyOf ?? [schema];
  const key = path.split('.').at(-1) ?? '';
  if (path) {
    if (options.some((o) => o.type === 'number' || o.type === 'integer')) {
      return [{ path, kind: 'number' }];
    }
    if (options.some((o) => o.format === 'date-time')) return [{ path, kind: 'date-time' }];
    // The booking forms' dates are loose text the form's own rules read as dates.
    if (options.some((o) => o.format === 'date') || ['selectedDate', 'startDate'].includes(key)) {
      return [{ path, kind: 'date' }];
    }
  }
  return options.flatMap((option) => [
    ...Object.entries(option.properties ?? {}).flatMap(([name, inner]) =>
      valueFields(inner, path ? `${path}.${name}` : name),
    ),
    ...(option.items ? valueFields(option.items, `${path}.0`) : []),
  ]);
}

/** What kind of value a path or query parameter holds, if a date or a number. */
function parameterKind(p: Parameter): Kind | undefined {
  if (p.schema.format === 'date' || p.schema.format === 'date-time') return p.schema.format;
  const digits = p.schema.pattern === '^\\d+$';
  if (digits || ['integer', 'number'].includes(p.schema.type ?? '')) return 'number';
  if (p.in === 'path' && p.name === 'id') return 'number';
  return undefined;
}

/** The route's URL with one parameter set to `value` and the others valid. */
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

/**
 * Everything a request could change, as one text: each table's rows, hashed. Rate-limit counters
 * are left out (a refused sign-in counts, by design), as is the message workers' heartbeat.
 */
const WATCHED_TABLES = [
  'users',
  'booking_series',
  'bookings',
  'court_slot_holds',
  'table_slot_holds',
  'tables_setting',
  'queue_bookings',
  'venue_settings',
  'closures',
  'payment_events',
  'audit_log',
  'orders',
  'order_items',
  'notifications',
  'customers',
  'redirection_sources',
  'trusted_contacts',
  'blocked_contacts',
  'product_categories',
  'products',
  'product_images',
  'password_reset_tokens',
];
const snapshotQuery = sql.raw(
  `SELECT concat_ws('|', ${WATCHED_TABLES.map(
    (table) =>
      `(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM ${table} t)`,
  ).join(', ')}) AS state`,
);

let t: TestApp;
let auth: string;
let routes: DocumentedRoute[];
let counter = 0;
const next = () => ++counter;
const clientAddress = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;

async function snapshot(): Promise<string> {
  // node-postgres and PGlite both answer `rows`.
  const result = (await t.app.db.execute(snapshotQuery)) as unknown as {
    rows: { state: string }[];
  };
  return result.rows[0]!.state;
}

async function send(method: string, url: string, admin: boolean, payload?: unknown) {
  next();
  return (admin ? t.api.as(auth) : t.api).request(method as Method, url, payload, {
    remoteAddress: clientAddress(),
  });
}

beforeAll(async () => {
  // No message worker: nothing changes the database between a request and its snapshot.
  t = await createTestApp({}, { messageWorker: false });
  auth = await t.adminAuth();
  await setUpFixtures(t, auth, send, next);
  routes = await documentedRoutes(t);
});
afterAll(() => t?.close());

/** One place a generated value goes: a body field, or a path or query parameter. */
interface Target {
  label: string;
  kind: Kind;
  request: (value: unknown) => { method: string; url: string; admin: boolean; payload: unknown };
}

function targets(): Target[] {
  const found: Target[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const validBody = VALID_BODIES[key];
    for (const parameter of route.parameters) {
      const kind = parameterKind(parameter);
      if (!kind) continue;
      found.push({
        label: `${key} ${parameter.in} ${parameter.name}`,
        kind,
        request: (value) => ({
          method: route.method,
          url: urlWith(route, parameter.name, String(value)),
          admin: route.admin,
          payload: validBody?.(next()),
        }),
      });
    }
    if (!validBody || !route.body) continue;
    for (const field of valueFields(route.body)) {
      if (!settable(validBody(0), field.path)) continue;
      found.push({
        label: `${key} body ${field.path}`,
        kind: field.kind,
        request: (value) => ({
          method: route.method,
          url: pathFor(route.path),
          admin: route.admin,
          payload: withValue(validBody(next()), field.path, value),
        }),
      });
    }
  }
  return found;
}

describe('generated dates and numbers in every field never cause a 5xx', () => {
  it('answers each with success or a 4xx JSON message that changed nothing', async () => {
    const all = targets();
    const failures: string[] = [];
    let sent = 0;
    let before = await snapshot();
    for (const target of all) {
      const where = target.label.includes(' body ') ? 'body' : 'text';
      await fc.assert(
        fc.asyncProperty(ARBITRARIES[where][target.kind], async (value) => {
          const { method, url, admin, payload } = target.request(value);
          const response = await send(method, url, admin, payload);
          sent++;
          const after = await snapshot();
          const label = `${target.label} = ${JSON.stringify(value)} -> ${response.statusCode}`;
          if (response.statusCode >= 500) failures.push(`${label} ${response.body}`);
          if (response.statusCode >= 400) {
            const json = String(response.headers['content-type']).includes('application/json');
            if (!json || !response.json().message) failures.push(`${label} without a message`);
            if (after !== before) failures.push(`${label} changed the database`);
          }
          before = after;
        }),
        {
          seed: SEED,
          // fast-check counts the examples among its runs.
          numRuns: EDGES[target.kind].length + RUNS,
          examples: EDGES[target.kind].map(
            (value) =>
              [target.kind === 'number' && where === 'text' ? String(value) : value] as [unknown],
          ),
        },
      );
    }
    expect(failures).toEqual([]);
    expect(all.map((target) => target.label)).toEqual(
      expect.arrayContaining([
        'POST /api/bookings/bulk-cancel body createdFrom',
        'POST /api/bookings/bulk-cancel body createdTo',
        'POST /api/booking-series body startDate',
        'POST /api/booking-series body count',
        'POST /api/booking-series/preview body count',
        'POST /api/booking-series/{id}/renew body count',
        'POST /api/booking-series/{id}/move body shiftDays',
        'POST /api/create-booking body selectedDate',
        'POST /api/add-order body items.0.Product_Quantity',
        'GET /api/get-booking-list/{date} path date',
        'GET /api/audit-log query pageSize',
        'GET /api/bookings/{id} path id',
      ]),
    );
    console.info(
      `generated-input: ${all.length} fields, ${sent} requests:\n${all.map((target) => `  ${target.kind} ${target.label}`).join('\n')}`,
    );
    expect((await t.api.get('/api/health')).json()).toEqual({ status: 'ok' });
  }, 300_000);
});

/**
 * docs/quality.md#b9-search: the admin booking list searched by a customer's name, and the
 * customer search by a part of a phone, with 100,000 bookings over the same with 100. Every
 * customer has four bookings, so a search finds as many at both sizes. Prints a table; a
 * measurement, never a test.
 */
import { TOTAL_COUNT_HEADER } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';

const DATE = '2099-06-15';
const ROUNDS = 200;
/** A slow search (before its indexes: seconds a call) is timed over fewer calls. */
const MAX_MS = 20_000;
const BOOKINGS_PER_CUSTOMER = 4;

/** Customer 7 is there at both sizes: "Player 000007", phone 03123512222. */
const SEARCHES = {
  'booking list by name': `/api/get-booking-list/${DATE}?search=${encodeURIComponent('player 000007')}`,
  'booking list by part of a name': `/api/get-booking-list/${DATE}?search=${encodeURIComponent('yer 000007')}`,
  'customers by part of a phone': `/api/customers?search=${encodeURIComponent('0312-3512')}`,
  'customers by part of a phone, +92': `/api/customers?search=${encodeURIComponent('+92 312 3512')}`,
  'customers by name': `/api/customers?search=${encodeURIComponent('player 000007')}`,
};

/** Customer k: a unique name and phone; its bookings spread over ten years of dates. */
async function seed(t: TestApp, count: number) {
  const customers = count / BOOKINGS_PER_CUSTOMER;
  await t.app.db.execute(sql`
    INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date, slot_hours,
                          selected_court, status, amount, access_token)
    SELECT 'Player ' || lpad(k::text, 6, '0'), 'p' || k || '@example.com',
           '03' || lpad(((k * 7919 + 123456789) % 1000000000)::text, 9, '0'), 'Padel',
           ${DATE}::date - (n % 3650), ARRAY[(n % 24)]::smallint[],
           CASE WHEN n % 2 = 0 THEN 'Court 1' ELSE 'Court 2' END, 'Booking Confirmed', 5000,
           'search-bench-' || n
      FROM (SELECT n, n % ${customers} AS k FROM generate_series(1, ${count}) AS n) AS numbered`);
  await t.app.db.execute(sql`ANALYZE`);
}

async function timeCalls(t: TestApp, url: string, authorization: string): Promise<number> {
  const headers = { authorization };
  const first = await t.app.inject({ url, headers });
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  // Both lists are pages of an array, with how many match in all in a header.
  if (!(Number(first.headers[TOTAL_COUNT_HEADER.toLowerCase()]) >= 1)) {
    throw new Error(`${url}: found nothing`);
  }
  for (let i = 0; i < 20; i++) await t.app.inject({ url, headers });
  const start = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - start) / 1e6;
  let calls = 0;
  while (calls < ROUNDS && (calls < 5 || elapsed() < MAX_MS)) {
    const response = await t.app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    calls++;
  }
  return elapsed() / calls;
}

type Name = keyof typeof SEARCHES;

async function measure(count: number): Promise<Record<Name, number>> {
  const t = await createTestApp();
  try {
    await seed(t, count);
    const auth = await t.adminAuth();
    const times = {} as Record<Name, number>;
    for (const [name, url] of Object.entries(SEARCHES) as [Name, string][]) {
      times[name] = await timeCalls(t, url, auth);
    }
    return times;
  } finally {
    await t.close();
  }
}

const small = await measure(100);
const large = await measure(100_000);
console.log(
  `B9 search (${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'}), ms per call, ${ROUNDS} calls (or ${MAX_MS / 1000} s)`,
);
console.table(
  (Object.keys(SEARCHES) as Name[]).map((name) => ({
    search: name,
    '100 bookings': small[name].toFixed(2),
    '100,000 bookings': large[name].toFixed(2),
    ratio: (large[name] / small[name]).toFixed(2),
    target: '<= 2x',
  })),
);

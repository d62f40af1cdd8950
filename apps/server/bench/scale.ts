/**
 * docs/quality.md#b3-scale: the admin booking list page and availability with 100,000 bookings in
 * the database, over the same with 100. Prints a table; a measurement, never a test.
 */
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';

const DATE = '2099-06-15';
const ROUNDS = 200;

async function seed(t: TestApp, count: number) {
  // Spread over many days, with one busy day the list and availability read.
  await t.app.db.execute(sql`
    INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date, slot_hours,
                          selected_court, status, amount, access_token)
    SELECT 'Customer ' || n, 'c' || n || '@example.com', '03001234567', 'Padel',
           CASE WHEN n <= 40 THEN ${DATE}::date ELSE ${DATE}::date - (n % 3650) - 1 END,
           ARRAY[(n % 24)]::smallint[], CASE WHEN n % 2 = 0 THEN 'Court 1' ELSE 'Court 2' END,
           'Pending', 5000, 'bench-' || n
      FROM generate_series(1, ${count}) AS n`);
  await t.app.db.execute(sql`
    INSERT INTO court_slot_holds (court, date, hour, booking_id)
    SELECT selected_court, selected_date, slot_hours[1], id FROM bookings
        ON CONFLICT DO NOTHING`);
  await t.app.db.execute(sql`ANALYZE`);
}

async function timeCalls(t: TestApp, url: string, authorization?: string): Promise<number> {
  const headers = authorization ? { authorization } : {};
  for (let i = 0; i < 100; i++) await t.app.inject({ url, headers });
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) {
    const response = await t.app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  }
  return Number(process.hrtime.bigint() - start) / 1e6 / ROUNDS;
}

async function measure(count: number) {
  const t = await createTestApp();
  try {
    await seed(t, count);
    const auth = await t.adminAuth();
    return {
      list: await timeCalls(t, `/api/get-booking-list/${DATE}`, auth),
      search: await timeCalls(t, `/api/get-booking-list/${DATE}?search=customer%2012`, auth),
      availability: await timeCalls(t, `/api/availability/${DATE}`),
    };
  } finally {
    await t.close();
  }
}

const small = await measure(100);
const large = await measure(100_000);
console.log(
  `B3 scale (${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'}), ms per call, ${ROUNDS} calls`,
);
console.table(
  (['list', 'search', 'availability'] as const).map((name) => ({
    call: name,
    '100 bookings': small[name].toFixed(2),
    '100,000 bookings': large[name].toFixed(2),
    ratio: (large[name] / small[name]).toFixed(2),
    target: name === 'search' ? '(B9: search.ts)' : '<= 2x',
  })),
);

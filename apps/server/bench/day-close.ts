/**
 * docs/quality.md#b10-day-close: the report of a business day with 2,000 money movements
 * (`GET /api/day-close/{date}`) in a ledger of 1,000,000 other rows, over the same day in a ledger
 * of 1,000 other rows. The day's movements are for 200 bookings of that day and café orders, so
 * the report joins and classifies them as a real day's. Prints a table; a measurement, never a
 * test.
 */
import { addDays } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import { testToday } from '../test/clock';
import { createTestApp, type TestApp } from '../test/test-app';

const DAY = addDays(testToday(), -10);
const DAY_MOVEMENTS = 2_000;
const ROUNDS = 50;
/** Other rows are inserted this many at a time, so PGlite's memory stays flat. */
const BATCH = 100_000;

async function seed(t: TestApp, others: number) {
  const db = t.app.db;
  await db.execute(sql`
    INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date, slot_hours,
                          selected_court, status, amount, access_token, booking_source, payment_status)
    SELECT 'Customer ' || n, 'c' || n || '@example.com', '03001234567', 'Padel', ${DAY}::date,
           ARRAY[6 + (n % 17)]::smallint[], CASE WHEN n % 2 = 0 THEN 'Court 1' ELSE 'Court 2' END,
           'Booking Confirmed', 5000, 'bench-' || n,
           CASE WHEN n % 4 = 0 THEN 'in-person' ELSE 'online' END, '100%Paid'
      FROM generate_series(1, 200) AS n`);
  await db.execute(sql`
    INSERT INTO orders (customer_name, customer_number, delivery_type, payment_method, subtotal,
                        total_price, status, source, payment_status)
    SELECT 'Guest ' || n, '03001234567', 'pickup', 'cash',
           650, 650, 'Sent', CASE WHEN n % 3 = 0 THEN 'counter' ELSE 'online' END, 'paid'
      FROM generate_series(1, 200) AS n`);
  // The day: advances and balances by every method, café orders, refunds, floats and pay-outs.
  await db.execute(sql`
    INSERT INTO money_movements (at, business_day, booking_id, order_id, kind, method, amount, actor_type)
    SELECT ${DAY}::date + interval '8 hours' + n * interval '20 seconds', ${DAY}::date,
           CASE WHEN n % 10 < 6 THEN n % 200 + 1 END, CASE WHEN n % 10 BETWEEN 6 AND 8 THEN n % 200 + 1 END,
           (ARRAY['advance','balance','balance','advance','balance','balance','order','order','order','refund'])[n % 10 + 1],
           (ARRAY['cash','card-desk','card-online','raast','jazzcash','easypaisa','bank-transfer'])[n % 7 + 1],
           CASE WHEN n % 10 = 9 THEN -500 ELSE 500 + n % 3000 END, 'system'
      FROM generate_series(1, ${DAY_MOVEMENTS}) AS n`);
  // Every other row on the days before and after: up to ten years of a busy venue.
  for (let from = 1; from <= others; from += BATCH) {
    const to = Math.min(others, from + BATCH - 1);
    await db.execute(sql`
      INSERT INTO money_movements (at, business_day, booking_id, kind, method, amount, actor_type)
      SELECT d + interval '12 hours', d, n, 'balance',
             (ARRAY['cash','card-desk','card-online','raast'])[n % 4 + 1], 1000 + n % 4000, 'system'
        FROM (SELECT n, ${DAY}::date - 1 - (n % 3650)::int AS d
                FROM generate_series(${from}::int, ${to}::int) AS n) AS spread`);
  }
  await db.execute(sql`ANALYZE`);
}

async function timeReport(t: TestApp, authorization: string): Promise<number> {
  const url = `/api/day-close/${DAY}`;
  const headers = { authorization };
  const first = await t.app.inject({ url, headers });
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  const { report } = first.json<{ report: { movementCount: number; blind: boolean } }>();
  // Blind while open: the cash rows are left out of the list, but counted in.
  if (!report.blind || report.movementCount === 0) throw new Error(`${url}: no report`);
  for (let i = 0; i < 10; i++) await t.app.inject({ url, headers });
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) {
    const response = await t.app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  }
  return Number(process.hrtime.bigint() - start) / 1e6 / ROUNDS;
}

async function measure(others: number): Promise<number> {
  const t = await createTestApp({}, { messageWorker: false });
  try {
    await seed(t, others);
    return await timeReport(t, await t.adminAuth());
  } finally {
    await t.close();
  }
}

const small = await measure(1_000);
const large = await measure(1_000_000);
console.log(
  `B10 day close (${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'}), ms per GET /api/day-close/{date} of ${DAY_MOVEMENTS.toLocaleString('en')} movements, ${ROUNDS} calls`,
);
console.table([
  {
    call: 'day report',
    'ledger of 1,000 more rows': small.toFixed(2),
    'ledger of 1,000,000 more rows': large.toFixed(2),
    ratio: (large / small).toFixed(2),
    target: '<= 2x',
  },
]);

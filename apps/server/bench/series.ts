/**
 * docs/quality.md#b3-scale with booking series (docs/bookings.md#series): availability with 1,000
 * active series in the database (10 weekly dates each, so 10,000 series bookings and their holds)
 * over the same with none, through the app (as a visitor's page reads it, cached a moment) and
 * straight from the service (every call reads the database). Also the calls that read the series
 * table: the dashboard's attention counts, the active series list and the online booking's first
 * refusal check. Prints a table; a measurement, never a test.
 */
import { sql } from 'drizzle-orm';
import { assertNotKeptForRegular } from '../src/modules/bookings/series/series-first-refusal.rules';
import { availability } from '../src/modules/bookings/availability.service';
import { bookingContext } from '../src/modules/bookings/booking-context.service';
import { testClock } from '../test/clock';
import { createTestApp, type TestApp } from '../test/test-app';

const DATE = '2099-06-15';
const ROUNDS = 200;
const SERIES = 1_000;

/**
 * `count` active series spread over courts, hours and ten weeks of start dates around DATE, each
 * with ten weekly bookings holding their slots (a taken slot is left to the first series).
 */
async function seed(t: TestApp, count: number) {
  if (count === 0) return;
  await t.app.db.execute(sql`
    INSERT INTO booking_series (court, slot_hours, weekday, every_weeks, start_date, end_date,
                                customer_name, phone_number, email, number_of_guests, payment,
                                status, renew_by)
    SELECT CASE WHEN n % 2 = 0 THEN 'Court 1' ELSE 'Court 2' END, ARRAY[(n / 2) % 24]::smallint[],
           extract(dow FROM start)::smallint, 1, start, start + 63, 'Regular ' || n,
           '0300' || lpad(n::text, 7, '0'), 'r' || n || '@example.com', 4, 'per-occurrence',
           'active', start + 63
      FROM (SELECT n, ${DATE}::date - 35 + ((n / 48) % 70) AS start
              FROM generate_series(1, ${count}) AS n) AS spread`);
  await t.app.db.execute(sql`
    INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date,
                          slot_hours, selected_court, status, amount, access_token,
                          booking_source, series_id)
    SELECT s.customer_name, s.email, s.phone_number, 'Padel', s.start_date + 7 * k, s.slot_hours,
           s.court, 'Booking Confirmed', 5000, 'series-bench-' || s.id || '-' || k, 'in-person',
           s.id
      FROM booking_series s CROSS JOIN generate_series(0, 9) AS k`);
  await t.app.db.execute(sql`
    INSERT INTO court_slot_holds (court, date, hour, booking_id)
    SELECT selected_court, selected_date, slot_hours[1], id FROM bookings
        ON CONFLICT DO NOTHING`);
  await t.app.db.execute(sql`ANALYZE`);
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i++) await call();
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) await call();
  return Number(process.hrtime.bigint() - start) / 1e6 / ROUNDS;
}

async function measure(count: number) {
  const t = await createTestApp();
  try {
    await seed(t, count);
    const auth = await t.adminAuth();
    const ctx = bookingContext(t.app, { config: t.config, now: testClock });
    const get = (url: string, authorization?: string) => async () => {
      const response = await t.app.inject({
        url,
        headers: authorization ? { authorization } : {},
      });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    };
    // A stranger's online booking of an hour some series keep after their last date.
    const keptCheck = () =>
      t.app.db.transaction((tx) =>
        assertNotKeptForRegular(
          ctx,
          tx,
          {
            bookingType: 'Padel',
            selectedCourt: 'Court 1',
            selectedDate: DATE,
            phoneNumber: '03119999999',
          },
          [23],
        ).catch(() => undefined),
      );
    return {
      'availability (app)': await timed(get(`/api/availability/${DATE}`)),
      'availability (service)': await timed(() => availability(ctx, DATE)),
      attention: await timed(get('/api/attention', auth)),
      'series list': await timed(get('/api/booking-series?status=active', auth)),
      'first refusal check': await timed(keptCheck),
    };
  } finally {
    await t.close();
  }
}

const none = await measure(0);
const many = await measure(SERIES);
console.log(
  `B3 with series (${process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'}), ms per call, ${ROUNDS} calls`,
);
console.table(
  (Object.keys(none) as (keyof typeof none)[]).map((name) => ({
    call: name,
    'no series': none[name].toFixed(2),
    [`${SERIES.toLocaleString('en-US')} series`]: many[name].toFixed(2),
    ratio: (many[name] / none[name]).toFixed(2),
    target: name.startsWith('availability') ? '<= 2x' : '(info)',
  })),
);

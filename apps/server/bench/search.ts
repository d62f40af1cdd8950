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

/**
 * Customer 7 is there at both sizes: "Zainab Khan Nizi", phone 03281050327. The names are made
 * of common first names and surnames and a third word, so their parts are as common as a
 * venue's (every search shares most of its trigrams with thousands of others).
 */
const SEARCHES = {
  'booking list by name': `/api/get-booking-list/${DATE}?search=${encodeURIComponent('Zainab Khan Nizi')}`,
  'booking list by part of a name': `/api/get-booking-list/${DATE}?search=${encodeURIComponent('inab khan niz')}`,
  'customers by part of a phone': `/api/customers?search=${encodeURIComponent('0328-1050')}`,
  'customers by part of a phone, +92': `/api/customers?search=${encodeURIComponent('+92 328 1050')}`,
  'customers by name': `/api/customers?search=${encodeURIComponent('zainab khan nizi')}`,
};

const FIRST = [
  'Ali',
  'Ayesha',
  'Bilal',
  'Fatima',
  'Hamza',
  'Sana',
  'Umar',
  'Zainab',
  'Usman',
  'Hira',
  'Saad',
  'Maryam',
  'Imran',
  'Nadia',
  'Faisal',
  'Amna',
];
const LAST = [
  'Khan',
  'Ahmed',
  'Malik',
  'Butt',
  'Sheikh',
  'Qureshi',
  'Chaudhry',
  'Raza',
  'Iqbal',
  'Siddiqui',
  'Mirza',
  'Hussain',
  'Javed',
  'Aslam',
  'Shah',
  'Anwar',
];
const WORD_START = ['Ni', 'Ra', 'So', 'Ta', 'Me', 'Lu', 'Ka', 'Di', 'Po', 'Fe'];
const WORD_END = ['zi', 'bar', 'wan', 'dri', 'gul', 'mon', 'kar', 'sel', 'ter', 'vin'];

const textArray = (words: string[]) =>
  sql`ARRAY[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/**
 * Customer k (unique name and phone, up to 25,600 of them) has four bookings spread over ten
 * years of dates.
 */
async function seed(t: TestApp, count: number) {
  const customers = count / BOOKINGS_PER_CUSTOMER;
  await t.app.db.execute(sql`
    INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date, slot_hours,
                          selected_court, status, amount, access_token)
    SELECT (${textArray(FIRST)})[k % 16 + 1] || ' ' || (${textArray(LAST)})[k / 16 % 16 + 1] || ' ' ||
           (${textArray(WORD_START)})[k / 256 % 10 + 1] || (${textArray(WORD_END)})[k / 2560 % 10 + 1],
           'p' || k || '@example.com',
           '03' || (k % 5) || lpad(((k * 2654435761) % 100000000)::text, 8, '0'), 'Padel',
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

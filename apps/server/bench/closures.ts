/**
 * docs/decisions/026-bounded-closures.md: the widest closure allowed (today to 366 days ahead, both
 * courts) over 731 bookings, the count of issue 24's careless closure, on the database the run
 * names (PGlite on disk by default, PostgreSQL with TEST_DB_KIND=postgres). Prints a table; a
 * measurement, never a test.
 * - The app listens on a port; the bookings are written straight into its database.
 * - While the closure is saved over HTTP, GET /api/availability/{date} is asked again as soon as
 *   each answer comes (a different date each time, so the read cache never answers): the slowest
 *   answer is the longest a public read waited.
 * - The event loop's longest delay meanwhile: on PGlite, which runs on the server's thread, a
 *   transaction holds the loop from its first query to its commit, so this is the longest batch
 *   transaction. On PostgreSQL a transaction does not hold the loop (and reads never wait for it).
 * - The same polling of the idle app for 3 s before shows what the machine alone adds.
 */
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, CLOSURE_DAYS_AHEAD, lastClosureDate } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import {
  BATCH_BUDGET_MS,
  BATCH_PAUSE_MS,
  CANCELS_PER_BATCH,
} from '../src/modules/closures/closure-cancellations.job';
import { api, signIn } from '../test/api';
import { testClock, testToday } from '../test/clock';
import { createTestDatabase, TEST_ADMIN, testConfig, testDatabaseKind } from '../test/test-app';

const BOOKINGS = 731;
const IDLE_POLL_MS = 3000;
const TARGET_MS = 200;

const today = testToday();

/** Asks for a day's availability again as soon as each answer comes, while `going()`. */
async function pollAvailability(url: string, going: () => boolean) {
  const answers: number[] = [];
  for (let day = 1; going(); day = (day % CLOSURE_DAYS_AHEAD) + 1) {
    const asked = performance.now();
    const response = await fetch(`${url}/api/availability/${addDays(today, day)}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`availability: ${response.status}`);
    answers.push(performance.now() - asked);
  }
  return answers;
}

/** The longest event-loop delay, in ms, while `work` runs. */
async function longestStall<T>(work: () => Promise<T>): Promise<[T, number]> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const result = await work();
    return [result, delay.max / 1e6];
  } finally {
    delay.disable();
  }
}

const percentile = (answers: number[], fraction: number) =>
  [...answers].sort((a, b) => a - b)[Math.floor(answers.length * fraction)] ?? Number.NaN;

const database = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
const base = testConfig();
const config = {
  ...base,
  database: database?.target ?? { kind: 'pglite' as const, dataDir: join(base.dataDir, 'db') },
};
const app = await buildApp(config, { now: testClock });
try {
  await app.ready();
  // One booking at noon on each of the next 366 days on Court 1, then on Court 2.
  await app.db.execute(sql`
    INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date,
                          slot_hours, selected_court, status, amount, access_token)
    SELECT 'Customer ' || n, 'c' || n || '@example.com', '03001234567', 'Padel',
           ${addDays(today, 1)}::date + (n % ${CLOSURE_DAYS_AHEAD}), ARRAY[12]::smallint[],
           CASE WHEN n < ${CLOSURE_DAYS_AHEAD} THEN 'Court 1' ELSE 'Court 2' END, 'Pending',
           5000, 'bench-closure-' || n
      FROM generate_series(0, ${BOOKINGS - 1}) AS n`);
  await app.db.execute(sql`
    INSERT INTO court_slot_holds (court, date, hour, booking_id)
    SELECT selected_court, selected_date, 12, id FROM bookings`);
  await app.db.execute(sql`ANALYZE`);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signIn(api(app), TEST_ADMIN);

  let polling = true;
  const [idleAnswers, idleStall] = await longestStall(async () => {
    const answers = pollAvailability(url, () => polling);
    await sleep(IDLE_POLL_MS);
    polling = false;
    return answers;
  });
  // The idle polling filled the read cache: let it run out, so every read below is the database's.
  await sleep(1500);

  let saving = true;
  const savingAnswers = pollAvailability(url, () => saving);
  const start = performance.now();
  const [response, stall] = await longestStall(() =>
    fetch(`${url}/api/closures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        from: today,
        to: lastClosureDate(today),
        courts: ['Court 1', 'Court 2'],
        reason: 'Bench closure',
      }),
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  saving = false;
  const answers = await savingAnswers;
  if (response.status !== 201) {
    throw new Error(`closure: ${response.status} ${await response.text()}`);
  }
  const { cancelledBookings } = (await response.json()) as { cancelledBookings: number };

  console.log(
    `\nBounded closures (${testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite on disk'}): ` +
      `${cancelledBookings} bookings cancelled in ${seconds.toFixed(1)} s, batches of at most ` +
      `${CANCELS_PER_BATCH} bookings or ${BATCH_BUDGET_MS} ms, ${BATCH_PAUSE_MS} ms apart; ` +
      `${answers.length} availability reads answered meanwhile; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`,
  );
  console.table([
    {
      what: 'longest GET /api/availability answer during the save, ms',
      measured: Math.max(...answers).toFixed(0),
      target: `<= ${TARGET_MS}`,
    },
    {
      what: 'the same, 99th percentile / median, ms',
      measured: `${percentile(answers, 0.99).toFixed(0)} / ${percentile(answers, 0.5).toFixed(0)}`,
      target: '(info)',
    },
    {
      what: 'longest event-loop delay during the save, ms (PGlite: the longest batch)',
      measured: stall.toFixed(0),
      target: '(info)',
    },
    {
      what: 'idle app before the save: longest read / event-loop delay, ms',
      measured: `${Math.max(...(await idleAnswers)).toFixed(0)} / ${idleStall.toFixed(0)}`,
      target: '(info)',
    },
  ]);
} finally {
  await app.close();
  await database?.drop();
}

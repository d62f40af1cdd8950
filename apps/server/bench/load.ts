/**
 * docs/quality.md#b1-availability-throughput, docs/quality.md#b2-contention and
 * docs/quality.md#b6-memory against the built server run as its own process, on the database the
 * run names (PGlite by default, PostgreSQL with TEST_DB_KIND=postgres). Prints a table; a
 * measurement, never a test.
 * - B1: req/s of GET /api/get-booking-fields/{date} for a busy day over a bare Fastify hello-world,
 *   both served by a process of their own and loaded by autocannon (10 connections, 5 s, after
 *   the same 2 s warm-up) in this one.
 * - B2: 200 concurrent creates of one slot.
 * - B6: the server's resident memory after B1.
 * - B11: 500 concurrent clients reading that day's availability (GET /api/availability/{date}) for
 *   30 s: errors, non-2xx answers and p99 latency, with the machine's load average beside them
 *   (a loaded machine explains a slow p99; docs/quality.md#b11-concurrent-readers).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slotLabel } from '@padel/contracts';
import autocannon from 'autocannon';
import { daysFromToday } from '../test/clock';
import { freePort, startServer } from '../test/server-process';
import { createTestDatabase, testDatabaseKind } from '../test/test-app';
import { RELAXED_LIMITS_ENV } from '../test/relaxed-limits';

// Inside the booking window (see docs/bookings.md#booking-window).
const DATE = daysFromToday(30);
const LOAD = { connections: 10, duration: 5 };
const WARM_UP_SECONDS = 2;
const CONTENDERS = 200;
const READERS = { connections: 500, duration: 30 };
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

function booking(hour: number, court: string, name: string) {
  return {
    bookingType: 'Padel',
    selectedDate: DATE,
    selectedSlots: [slotLabel(hour)],
    selectedCourt: court,
    customerName: name,
    email: 'bench@example.com',
    phoneNumber: '03001234567',
    numberOfGuests: 2,
  };
}

const createBooking = (url: string, body: unknown) =>
  fetch(`${url}/api/create-booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Requests per second that autocannon gets from `url`; any error or non-2xx spoils the figure. */
async function requestsPerSecond(url: string): Promise<number> {
  // Both servers get the same warm-up, so the measured seconds compare code, not JIT start-up.
  await autocannon({ url, ...LOAD, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, ...LOAD });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return result.requests.average;
}

/** The baseline: Fastify answering hello-world, in a process of its own like the server. */
async function helloWorldRequestsPerSecond(): Promise<number> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.get('/', async () => ({ hello: 'world' }));
       await app.listen({ port: ${port}, host: '127.0.0.1' });
       console.log('ready');`,
    ],
    { cwd: serverRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
    });
    return await requestsPerSecond(`http://127.0.0.1:${port}/`);
  } finally {
    child.kill();
  }
}

/** B11: many clients at once, each reading one date's availability again as soon as answered. */
async function concurrentReaders(url: string) {
  const result = await autocannon({ url, ...READERS });
  return {
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    p99: result.latency.p99,
    // The 1-minute load average at the end of the 30 s, and the machine's core count.
    load: `${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  };
}

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

const dataDir = mkdtempSync(join(tmpdir(), 'padel-load-'));
const database = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: database?.target.kind === 'postgres' ? database.target.url : '',
  SEED_DEMO: 'false',
  // The bench books from one address and contact; B2 measures contention, not the quotas.
  ...RELAXED_LIMITS_ENV,
};
// The first start on an empty data directory runs initdb inside PGlite, and WebAssembly never
// gives that memory back (about 850 MiB, against 390 MiB for any later start). A venue's server
// starts on its existing directory every time after the first, so that is what B6 measures.
if (testDatabaseKind === 'pglite') await (await startServer(env)).stop();
const server = await startServer(env);
try {
  // A busy day: both courts booked for most of it.
  for (let hour = 8; hour < 22; hour++) {
    for (const court of ['Court 1', 'Court 2']) {
      const response = await createBooking(server.url, booking(hour, court, `Day ${hour}`));
      if (response.status !== 201) throw new Error(`seeding: ${response.status}`);
    }
  }

  const baseline = await helloWorldRequestsPerSecond();
  const availability = await requestsPerSecond(`${server.url}/api/get-booking-fields/${DATE}`);
  const pid = server.child.pid;
  const rss = pid === undefined ? Number.NaN : residentMiB(pid);

  const statuses = await Promise.all(
    Array.from({ length: CONTENDERS }, () =>
      createBooking(server.url, booking(23, 'Court 1', 'Race')).then((r) => r.status),
    ),
  );
  const count = (predicate: (status: number) => boolean) => statuses.filter(predicate).length;

  const readers = await concurrentReaders(`${server.url}/api/availability/${DATE}`);

  const onPostgres = testDatabaseKind === 'postgres';
  console.log(`\nB1, B2, B6, B11 (${onPostgres ? 'PostgreSQL' : 'PGlite'})`);
  console.table([
    {
      id: 'B1',
      what: `get-booking-fields req/s over hello-world (${Math.round(availability)} / ${Math.round(baseline)})`,
      measured: (availability / baseline).toFixed(2),
      target: '>= 0.5',
    },
    {
      id: 'B2',
      what: `${CONTENDERS} concurrent creates of one slot: 201 / 409 / 5xx`,
      measured: `${count((s) => s === 201)} / ${count((s) => s === 409)} / ${count((s) => s >= 500)}`,
      target: `1 / ${CONTENDERS - 1} / 0`,
    },
    {
      id: 'B6',
      what: 'server RSS after B1, MiB',
      measured: rss.toFixed(0),
      target: onPostgres ? '<= 250' : '<= 600',
    },
    {
      id: 'B11',
      what: `${READERS.connections} concurrent readers of one date's availability for ${READERS.duration} s (${readers.requests} answers, ${Math.round(readers.requests / READERS.duration)}/s): errors + non-2xx`,
      measured: readers.errors + readers.non2xx,
      target: '0',
    },
    {
      id: 'B11',
      what: `… p99 latency, ms (load average ${readers.load})`,
      measured: readers.p99,
      target: onPostgres ? '<= 100' : '(PostgreSQL only)',
    },
  ]);
} finally {
  await server.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

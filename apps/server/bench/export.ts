/**
 * docs/quality.md#b7-export against the built server run as its own process, on the database the
 * run names (PGlite by default, PostgreSQL with TEST_DB_KIND=postgres). Prints a table; a
 * measurement, never a test.
 * - 100,000 bookings are written straight into a fresh database (one INSERT ... SELECT) before the
 *   server starts.
 * - The server's resident memory (VmRSS) is read when idle, then every 20 ms while
 *   bookings.xlsx downloads: the peak above idle is reported.
 * - Stall: GET /api/health is asked again 20 ms after each answer during the download; the
 *   slowest answer is the longest time the server could not serve anyone. The same polling of
 *   the idle server for 3 s before shows what the machine alone adds.
 * - The file is then read back with exceljs's streaming reader to count its rows.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase } from '../src/db/client';
import { startServer } from '../test/server-process';
import { createTestDatabase, testDatabaseKind } from '../test/test-app';

const BOOKINGS = 100_000;
const SAMPLE_MS = 20;
const IDLE_POLL_MS = 3000;
const ADMIN = { email: 'bench@example.com', password: 'bench-export-password' };
const TARGET = { rssMiB: 300, stallMs: 200 };

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Ten years of bookings, every field the export writes filled in on some of them. */
async function seed(target: Parameters<typeof openDatabase>[0]) {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    await handle.db.execute(sql`
      INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date,
                            slot_hours, selected_court, status, amount, unit_amount,
                            customer_instruction, feedback, staff_notes, access_token)
      SELECT 'Customer ' || n, 'c' || n || '@example.com', '03001234567', 'Padel',
             DATE '2020-01-01' + (n % 3650), ARRAY[(n % 24)]::smallint[],
             CASE WHEN n % 2 = 0 THEN 'Court 1' ELSE 'Court 2' END, 'Pending', 5000, 5000,
             CASE WHEN n % 3 = 0 THEN 'Bring two extra rackets, please' END,
             CASE WHEN n % 5 = 0 THEN 'Great courts and friendly staff.' END,
             CASE WHEN n % 7 = 0 THEN 'Regular; prefers Court 1.' END,
             'bench-export-' || n
        FROM generate_series(1, ${BOOKINGS}) AS n`);
    await handle.db.execute(sql`ANALYZE`);
  } finally {
    await handle.close();
  }
}

/**
 * Asks GET /api/health again SAMPLE_MS after each answer while `going()`: how long each answer
 * took, and when it was asked (ms from the start).
 */
async function pollHealth(url: string, going: () => boolean) {
  const answers: { at: number; ms: number }[] = [];
  const start = performance.now();
  while (going()) {
    const asked = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    answers.push({ at: asked - start, ms: performance.now() - asked });
    await sleep(SAMPLE_MS);
  }
  return answers;
}

function percentile(answers: { ms: number }[], fraction: number): number {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function countRows(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {});
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.number > 1) rows++;
  }
  return rows;
}

const dataDir = mkdtempSync(join(tmpdir(), 'padel-export-'));
const database = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
const seedStart = performance.now();
await seed(database?.target ?? { kind: 'pglite', dataDir: join(dataDir, 'db') });
const seedSeconds = (performance.now() - seedStart) / 1000;

const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: database?.target.kind === 'postgres' ? database.target.url : '',
  SEED_DEMO: 'false',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const file = join(dataDir, 'bookings.xlsx');
try {
  const pid = server.child.pid!;
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  await sleep(1000);
  const idle = residentMiB(pid);

  // The same polling with the server idle first: on a shared machine this is the floor the
  // export's figure stands on.
  let polling = true;
  const idleAnswers = pollHealth(server.url, () => polling);
  await sleep(IDLE_POLL_MS);
  polling = false;
  const idleStall = Math.max(...(await idleAnswers).map((answer) => answer.ms));

  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), SAMPLE_MS);
  let downloading = true;
  const exportAnswers = pollHealth(server.url, () => downloading);
  const start = performance.now();
  const response = await fetch(`${server.url}/api/get-booking/bookings.xlsx`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
  const seconds = (performance.now() - start) / 1000;
  downloading = false;
  const answers = await exportAnswers;
  clearInterval(sampler);
  peak = Math.max(peak, residentMiB(pid));

  const longest = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
  const rows = await countRows(file);
  const { size } = statSync(file);
  console.log(
    `\nB7 export (${testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite'}): ${rows.toLocaleString('en')} rows, ` +
      `${(size / 2 ** 20).toFixed(1)} MiB in ${seconds.toFixed(1)} s; seeded in ${seedSeconds.toFixed(1)} s; ` +
      `idle RSS ${idle.toFixed(0)} MiB; ${answers.length} health polls; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`,
  );
  console.table([
    {
      id: 'B7',
      what: 'peak server RSS above idle during the export, MiB',
      measured: (peak - idle).toFixed(0),
      target: `< ${TARGET.rssMiB}`,
    },
    {
      id: 'B7',
      what: `longest GET /api/health answer during the export, ms (at ${(longest.at / 1000).toFixed(1)} s)`,
      measured: longest.ms.toFixed(0),
      target: `<= ${TARGET.stallMs}`,
    },
    {
      id: '',
      what: 'the same, 99th percentile / idle server before the export, ms',
      measured: `${percentile(answers, 0.99).toFixed(0)} / ${idleStall.toFixed(0)}`,
      target: '(info)',
    },
    {
      id: 'B7',
      what: 'rows in bookings.xlsx',
      measured: rows,
      target: BOOKINGS,
    },
  ]);
} finally {
  await server.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

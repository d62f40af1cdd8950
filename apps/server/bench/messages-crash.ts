/**
 * docs/quality.md#b8b-messages-after-a-kill--9 against the built server run as its own process, on
 * the database the run names (PGlite by default, PostgreSQL with TEST_DB_KIND=postgres). Prints a
 * table; a measurement, never a test.
 * - 120 bookings are made while the SMTP sink holds its answers, so their e-mails are all still
 *   to go; then the sink answers, and the moment it has accepted 60 the sending process is killed
 *   with SIGKILL, mid-drain, and another is started on the same database.
 * - Lost: e-mails that never arrive (within 5 minutes). Duplicated: e-mails accepted twice (same
 *   Message-ID): those the dead process had handed over but not yet recorded as sent.
 * - Delay: from the kill until the last of the 120 has arrived; the new process's start-up is
 *   part of it and shown beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerProcess } from '../test/server-process';
import { createTestDatabase, testDatabaseKind } from '../test/test-app';
import { BENCH_SERVER_ENV, burst, startSink } from './mail-sink';

const MESSAGES = 120;
const KILL_AFTER = 60;
/** How long the bench waits for the last e-mail before it counts the rest as lost. */
const GIVE_UP_MS = 300_000;
/** After the last e-mail: time for a repeat still on its way to arrive. */
const SETTLE_MS = 5000;

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const exitOf = (server: ServerProcess) =>
  new Promise<void>((resolve) => server.child.once('exit', () => resolve()));

const sink = await startSink();
const dataDir = mkdtempSync(join(tmpdir(), 'padel-messages-crash-'));
const database = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: database?.target.kind === 'postgres' ? database.target.url : '',
  SMTP_URL: sink.url,
  ...BENCH_SERVER_ENV,
};
const servers: ServerProcess[] = [];
try {
  const first = await startServer(env);
  servers.push(first);
  sink.hold();
  await burst(first.url, MESSAGES, 20);

  const exited = exitOf(first);
  const killed = sink.until(KILL_AFTER).then(() => {
    first.child.kill('SIGKILL');
    return { at: performance.now(), accepted: sink.messages.length };
  });
  sink.release();
  const kill = await killed;
  await exited;

  const second = await startServer(env);
  servers.push(second);
  const restarted = performance.now();
  let giveUp: NodeJS.Timeout | undefined;
  const all = await Promise.race([
    sink.until(MESSAGES, sink.distinct).then(() => performance.now()),
    new Promise<undefined>(
      (resolve) => (giveUp = setTimeout(() => resolve(undefined), GIVE_UP_MS)),
    ),
  ]);
  clearTimeout(giveUp);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const distinct = sink.distinct();

  console.log(`\nB8b (${testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`);
  console.table([
    { what: 'e-mails accepted before the kill -9', measured: kill.accepted },
    { what: `lost (of ${MESSAGES})`, measured: MESSAGES - distinct },
    { what: 'duplicated (accepted twice)', measured: sink.messages.length - distinct },
    { what: 'kill to the new process answering, s', measured: seconds(restarted - kill.at) },
    {
      what: 'delay: kill to the last e-mail, s',
      measured: all === undefined ? `> ${seconds(GIVE_UP_MS)}` : seconds(all - kill.at),
    },
  ]);
} finally {
  for (const server of servers) await server.stop();
  await sink.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

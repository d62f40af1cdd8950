import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bookOnServer } from '../test/book-through-api';
import { daysFromToday } from '../test/clock';
import { padelRequest } from '../test/factories';
import { RELAXED_LIMITS_ENV } from '../test/relaxed-limits';
import {
  requireBuiltServer,
  runServerUntilExit,
  startServer,
  type ServerProcess,
} from '../test/server-process';
import { TEST_ADMIN, testDatabaseKind } from '../test/test-app';

/**
 * docs/quality.md#r12-one-process-per-data-directory with the built server as real processes: one
 * process per embedded data directory, and every file in it private to the server's user.
 */
requireBuiltServer();
const root = mkdtempSync(join(tmpdir(), 'padel-datadir-'));
const dataDir = join(root, 'data');
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  rmSync(root, { recursive: true, force: true });
});

const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  JWT_SECRET: 'data-dir-secret-data-dir-secret-0123456',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  SEED_DEMO: 'false',
  // Every booking here comes from one address; the limits have their own tests.
  ...RELAXED_LIMITS_ENV,
};

/** A customer's booking on `server`, at `hour` five days ahead: its token. */
const bookAt = async (server: ServerProcess, hour: number) =>
  (
    await bookOnServer(
      server.url,
      padelRequest(daysFromToday(5), hour, { customerName: `Lock ${hour}` }),
    )
  ).accessToken;

async function missingBookings(server: ServerProcess, tokens: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const token of tokens) {
    if ((await fetch(`${server.url}/api/my-booking/${token}`)).status !== 200) missing.push(token);
  }
  return missing;
}

/** Every file and directory under `dir` that another user could read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return found;
}

describe.runIf(testDatabaseKind === 'pglite')('one server per embedded data directory', () => {
  it('makes an existing install private, refuses a second server, and lets a new one take over after kill -9', async () => {
    // An install from before: world-readable directory and secret.
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'jwt-secret'), 'old-secret-old-secret-old-secret-0123\n');
    chmodSync(join(dataDir, 'jwt-secret'), 0o644);

    const first = await startServer(env);
    running.push(first);
    expect(openToOthers(dataDir)).toEqual([]);
    const tokens = [await bookAt(first, 10), await bookAt(first, 11), await bookAt(first, 12)];

    const second = await runServerUntilExit(env);
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(dataDir);
    expect(second.output).toContain(`PID ${first.child.pid}`);

    tokens.push(await bookAt(first, 13));
    expect(await missingBookings(first, tokens)).toEqual([]);

    await first.stop('SIGKILL');
    const third = await startServer(env);
    running.push(third);
    expect(await missingBookings(third, tokens)).toEqual([]);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

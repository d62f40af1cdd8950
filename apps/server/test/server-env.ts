import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELAXED_LIMITS_ENV } from './relaxed-limits';
import { createTestDatabase, TEST_ADMIN, testDatabaseKind } from './test-app';

/**
 * The environment of a built server process for a test: its own data directory, and on the
 * PostgreSQL run its own new database, removed by the `cleanups` the test file runs at the end.
 * Several processes started with one environment share one database.
 */
export async function serverEnv(
  cleanups: (() => Promise<void>)[],
): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'padel-process-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'reliability-secret-reliability-secret-0123',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    // Every booking here comes from one address and contact; the limits have their own tests.
    ...RELAXED_LIMITS_ENV,
  };
  if (testDatabaseKind === 'postgres') {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    if (database.target.kind === 'postgres') env.DATABASE_URL = database.target.url;
  } else {
    env.DATABASE_URL = '';
  }
  return env;
}

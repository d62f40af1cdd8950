import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { parseConfig } from '../config';
import { BackupError, type Sql } from '../backup/backup-file';
import { newPglite } from '../db/pglite';
import { claimDataDir, DataDirInUseError, makePrivate } from '../lib/data-dir';

/**
 * Which install a command works on, read from the same environment as the server (DATA_DIR,
 * DATABASE_URL; README#configuration), and the guards around it (docs/operations.md).
 */
export type Install =
  | { kind: 'embedded'; dataDir: string; dbDir: string }
  | { kind: 'postgres'; url: string; dataDir: string };

export function currentInstall(env: NodeJS.ProcessEnv = process.env): Install {
  // parseConfig writes nothing: reading the configuration must not create DATA_DIR/jwt-secret.
  const config = parseConfig(env);
  if (config.database.kind === 'postgres') {
    return { kind: 'postgres', url: config.database.url, dataDir: config.dataDir };
  }
  if (config.database.dataDir === undefined) {
    throw new BackupError(
      'DATABASE_URL=memory:// is a throw-away database: there is nothing to keep.',
    );
  }
  return { kind: 'embedded', dataDir: config.dataDir, dbDir: config.database.dataDir };
}

export const hasEmbeddedDatabase = (install: { dbDir: string }) =>
  existsSync(join(install.dbDir, 'PG_VERSION'));

export function requireEmbeddedDatabase(install: { dataDir: string; dbDir: string }): void {
  if (!hasEmbeddedDatabase(install)) {
    throw new BackupError(
      `There is no embedded database in ${install.dataDir} (set DATA_DIR to the install's data directory).`,
    );
  }
}

/**
 * Runs `work` holding the data directory as a server would, so no server starts meanwhile; throws
 * DataDirInUseError (naming the server's PID) while one runs.
 */
export async function withDataDir<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const release = await claimDataDir(dataDir, (error) => {
    process.stderr.write(`Lost the lock on ${dataDir} (${error.message}); stopping.\n`);
    process.exit(1);
  });
  try {
    return await work();
  } finally {
    await makePrivate(dataDir);
    await release();
  }
}

export function refuseWhileServerRuns(error: unknown, what: string): never {
  if (error instanceof DataDirInUseError) {
    throw new BackupError(`${error.message.split('. ')[0]}. Stop that server first, then ${what}.`);
  }
  throw error;
}

/** Opens the embedded database of a data directory nobody else holds. */
export async function openEmbedded(dbDir: string): Promise<PGlite> {
  const client = newPglite(dbDir);
  await client.waitReady;
  return client;
}

/** A PostgreSQL address with this command's name, which pg_stat_activity shows. */
export function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

export async function connectPostgres(url: string, name: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: withApplicationName(url, name) });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to PostgreSQL: ${(error as Error).message}`);
  }
  return client;
}

/**
 * A server on PostgreSQL always holds a connection (its message worker asks every second and its
 * pool keeps a connection 10 s), so any other session on the database means a server, or another
 * client, is using it: a restore would pull the data from under it.
 */
export async function refuseIfOthersConnected(sql: Sql, ownName: string): Promise<void> {
  const { rows } = await sql.query<{ pid: number; app: string; addr: string | null }>(
    `SELECT pid, application_name AS app, client_addr::text AS addr FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()
       AND backend_type = 'client backend' AND application_name <> $1`,
    [ownName],
  );
  if (rows.length === 0) return;
  const sessions = rows
    .map(
      (row) =>
        `PID ${row.pid}${row.app ? ` "${row.app}"` : ''}${row.addr ? ` from ${row.addr}` : ''}`,
    )
    .join(', ');
  throw new BackupError(
    `The database is in use (${rows.length} other connection${rows.length === 1 ? '' : 's'}: ${sessions}). ` +
      'Stop every server that uses it and close other connections first.',
  );
}

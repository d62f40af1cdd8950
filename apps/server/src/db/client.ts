import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { paths } from '../paths';
import { newPglite } from './pglite';
import * as schema from './schema';

/** Where the data lives: embedded PGlite (in a folder, or in memory) or a PostgreSQL server. */
export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /**
       * A dump (PGlite's `dumpDataDir`) to start an in-memory database from: tests start each app
       * from one migrated copy instead of creating and migrating a database every time.
       */
      startFrom?: Blob;
    }
  | { kind: 'postgres'; url: string };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Applies the committed migrations; safe with several processes starting at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Any fixed number works: it only has to be the same in every process of this app. */
const MIGRATION_LOCK_ID = 724_531_001;

export interface DatabaseHooks {
  /** An idle PostgreSQL connection failed (the pool replaces it). */
  onIdleError?: (error: Error) => void;
  /** Every query sent, as text: counts for tests and metrics, never its parameters. */
  onQuery?: (query: string) => void;
}

export async function openDatabase(
  target: DatabaseTarget,
  hooks: DatabaseHooks = {},
): Promise<DatabaseHandle> {
  const { onIdleError = () => {}, onQuery } = hooks;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (restart, failover, admin command) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', onIdleError);
    const db = drizzlePg({ client: pool, schema, logger });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      async migrate() {
        const lock = await pool.connect();
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(db, { migrationsFolder: paths.migrations });
        } finally {
          await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // PGlite holds an exclusive lock on its directory: one process per embedded database.
  const client = newPglite(target.dataDir, target.startFrom);
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: paths.migrations }),
    close: () => client.close(),
  };
}

/** Answers once the database answers a query: the health check's question. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { paths } from '../src/paths';

/**
 * One migrated database that every test app starts from, made once per set of migrations: a
 * test app then costs a copy, not an initdb and 21 migrations (about 3 s each on PGlite). The
 * key covers every migration file and the PGlite version, so a new migration makes a new copy.
 * The app still runs its migrations on start, which finds them all applied.
 */
let key: string | undefined;
function migrationsKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const pglitePackage = join(
    paths.migrations,
    '../../../node_modules/@electric-sql/pglite/package.json',
  );
  if (existsSync(pglitePackage)) hash.update(readFileSync(pglitePackage));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(paths.migrations);
  key = hash.digest('hex').slice(0, 16);
  return key;
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite, as a dump file shared by every test process (written once, atomically). */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = join(tmpdir(), `padel-pglite-${migrationsKey()}.tar`);
    if (!existsSync(file)) {
      const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
      await handle.migrate();
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      await handle.close();
      // Another process may write the same file meanwhile: each writes its own, and the rename
      // leaves one whole file either way.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return pgliteDump;
}

/** Any fixed number: only the template's makers take it. */
const TEMPLATE_LOCK_ID = 724_531_002;

let postgresTemplate: Promise<string> | undefined;

/**
 * The migrated PostgreSQL template database's name, made on first use under an advisory lock so
 * concurrent test processes make it once; templates of older migrations are dropped then. Asked
 * once per process: every later test app of the process copies the same template.
 */
export function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplate ??= makePostgresTemplate(baseUrl);
  return postgresTemplate;
}

async function makePostgresTemplate(baseUrl: string): Promise<string> {
  const name = `padel_template_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const old = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'padel\\_template\\_%'",
      );
      for (const { datname } of old.rows) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      await handle.migrate();
      await handle.close();
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
  return name;
}

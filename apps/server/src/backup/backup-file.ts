import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { currentTime } from '../lib/clock';

/**
 * The backup file (docs/operations.md#backup-and-restore, ADR 017): gzip'd JSON lines, the same for
 * the embedded database and PostgreSQL. The database itself writes and reads every value
 * (`row_to_json`, `json_populate_recordset`), so timestamps, jsonb and bytea (product images, as
 * `\x…` hex) round-trip exactly and this code never converts a value.
 *
 *   {"format":"padel-cafe-backup","version":1,…}       the header (BackupHeader)
 *   {"table":"users","columns":[…],"rows":2}            each table, parents before children,
 *   {…row…}                                             followed by its rows
 *   {"sequences":[{"table":…,"column":…,"lastValue":…,"isCalled":…}]}
 *   {"end":true}                                        a file without it is incomplete
 */
export const BACKUP_FORMAT = 'padel-cafe-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Where it came from: the embedded database or PostgreSQL. */
  database: 'embedded' | 'postgres';
  /** Hashes of the migrations applied to the source, oldest first: its schema version. */
  migrations: string[];
  /** An embedded install's `DATA_DIR/jwt-secret`, so sessions survive a restore. */
  jwtSecret?: string;
}

export interface TableHeader {
  table: string;
  columns: string[];
  rows: number;
}

export interface SequenceState {
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
}

/** What the PGlite client, a PGlite transaction and a node-postgres client have in common. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (schema `public`), parents before the tables that refer to them. */
export async function applicationTables(sql: Sql): Promise<string[]> {
  const { rows: tables } = await sql.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const { rows: links } = await sql.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint f
       JOIN pg_class c ON c.oid = f.conrelid JOIN pg_class p ON p.oid = f.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE f.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const link of links) if (link.child === name) visit(link.parent, [...path, name]);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, []);
  return ordered;
}

/** Every serial or identity column of the application's tables, with its sequence. */
export async function sequenceColumns(
  sql: Sql,
): Promise<{ table: string; column: string; sequence: string }[]> {
  const { rows } = await sql.query<{ table: string; column: string; sequence: string | null }>(
    `SELECT c.table_name AS "table", c.column_name AS "column",
            pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS sequence
     FROM information_schema.columns c
     WHERE c.table_schema = 'public' ORDER BY c.table_name, c.column_name`,
  );
  return rows.filter(
    (row): row is { table: string; column: string; sequence: string } => row.sequence !== null,
  );
}

/** The hashes of the migrations applied, oldest first (drizzle's own bookkeeping table). */
export async function appliedMigrations(sql: Sql): Promise<string[]> {
  const { rows: exists } = await sql.query<{ found: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!exists[0]?.found) return [];
  const { rows } = await sql.query<{ hash: string }>(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((row) => row.hash);
}

const ROWS_PER_FETCH = 500;

/**
 * Writes the whole backup to `out` (a gzip stream). `sql` must be inside one REPEATABLE READ
 * transaction, so every table is read at the same instant while the server goes on writing.
 */
export async function writeBackup(
  sql: Sql,
  header: Omit<BackupHeader, 'format' | 'version' | 'createdAt' | 'migrations'>,
  out: Writable,
): Promise<void> {
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  // Timestamps are written with an explicit offset; UTC makes two backups of one state identical.
  await sql.query(`SET LOCAL TimeZone = 'UTC'`);
  const full: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    // The app's clock in the server that serves embedded backups, the real one in the CLI.
    createdAt: currentTime().toISOString(),
    migrations: await appliedMigrations(sql),
    ...header,
  };
  await write(JSON.stringify(full));
  for (const table of await applicationTables(sql)) {
    const { rows: columns } = await sql.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
       WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
      [quoteIdent(table)],
    );
    const { rows: count } = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${quoteIdent(table)}`,
    );
    const tableHeader: TableHeader = {
      table,
      columns: columns.map((column) => column.name),
      rows: count[0]!.n,
    };
    await write(JSON.stringify(tableHeader));
    await sql.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${quoteIdent(table)} t`,
    );
    for (;;) {
      const { rows } = await sql.query<{ j: string }>(`FETCH ${ROWS_PER_FETCH} FROM backup_rows`);
      // One row per line: a raw line break can only sit between the tokens of a `json` column.
      for (const row of rows) await write(row.j.replace(/[\r\n]/g, ' '));
      if (rows.length < ROWS_PER_FETCH) break;
    }
    await sql.query('CLOSE backup_rows');
  }
  const sequences: SequenceState[] = [];
  for (const { table, column, sequence } of await sequenceColumns(sql)) {
    // A sequence is outside the snapshot: it may be ahead of the rows read, never behind.
    const { rows } = await sql.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${sequence}`,
    );
    sequences.push({ table, column, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  await write(JSON.stringify({ sequences }));
  await write(JSON.stringify({ end: true }));
}

/**
 * Gzips what `produce` writes into `destination`. If the destination goes away (a reader that
 * disconnects), the gzip stream fails, so `produce` stops instead of waiting for it forever.
 */
export async function writeGzipped(
  destination: Writable,
  produce: (gzip: Writable) => Promise<void>,
): Promise<void> {
  const gzip = createGzip();
  const done = pipeline(gzip, destination);
  // Its failure is awaited below; until then it must not count as unhandled.
  done.catch(() => {});
  try {
    await produce(gzip);
    gzip.end();
  } catch (error) {
    gzip.destroy();
    throw error;
  }
  await done;
}

export type BackupItem =
  | { kind: 'table'; header: TableHeader; rows: string[] }
  | { kind: 'sequences'; sequences: SequenceState[] };

const notABackup = (file: string, why: string) =>
  new BackupError(`${file} is not a complete backup of this app (${why}).`);

/** Reads a backup's header alone: refuses a file that is not one before anything changes. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = backupLines(file);
  try {
    const first = await lines.next();
    return parseHeader(file, first.done ? undefined : first.value);
  } finally {
    await lines.return(undefined);
  }
}

function parseHeader(file: string, line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    throw notABackup(file, 'no header line');
  }
  if (header.format !== BACKUP_FORMAT) throw notABackup(file, 'no header line');
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup of format version ${header.version}; this version reads ${BACKUP_VERSION}.`,
    );
  }
  return header as BackupHeader;
}

async function* backupLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } catch (error) {
    throw notABackup(file, (error as Error).message);
  } finally {
    lines.close();
    input.destroy();
  }
}

/**
 * Reads a backup: its header, then its tables in batches of rows (each row the database's own
 * JSON text) and its sequences. Throws a BackupError when the file is cut short or not a backup.
 */
export async function* readBackup(
  file: string,
  batch = { rows: 500, chars: 8_000_000 },
): AsyncGenerator<BackupItem, void, undefined> {
  const lines = backupLines(file);
  const next = async () => {
    const item = await lines.next();
    if (item.done) throw notABackup(file, 'it ends early');
    return item.value;
  };
  parseHeader(file, await next());
  for (;;) {
    const item = JSON.parse(await next()) as Partial<TableHeader> & {
      sequences?: SequenceState[];
      end?: boolean;
    };
    if (item.end) return;
    if (item.sequences) {
      yield { kind: 'sequences', sequences: item.sequences };
      continue;
    }
    if (typeof item.table !== 'string' || !Array.isArray(item.columns)) {
      throw notABackup(file, 'an unexpected line');
    }
    const header = item as TableHeader;
    let left = header.rows;
    // A table with no rows still comes out once, so a restore knows it was there.
    do {
      const rows: string[] = [];
      let chars = 0;
      while (rows.length < batch.rows && chars < batch.chars && left > 0) {
        const row = await next();
        rows.push(row);
        chars += row.length;
        left--;
      }
      yield { kind: 'table', header, rows };
    } while (left > 0);
  }
}

/** Tables and their row counts, checking the whole file is there. */
export async function summarizeBackup(
  file: string,
): Promise<{ header: BackupHeader; tables: { table: string; rows: number }[] }> {
  const header = await readBackupHeader(file);
  const tables: { table: string; rows: number }[] = [];
  for await (const item of readBackup(file)) {
    if (item.kind !== 'table') continue;
    const last = tables.at(-1);
    if (last?.table === item.header.table) last.rows += item.rows.length;
    else tables.push({ table: item.header.table, rows: item.rows.length });
  }
  return { header, tables };
}

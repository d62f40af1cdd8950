import { readMigrationFiles } from 'drizzle-orm/migrator';
import { paths } from '../paths';
import {
  appliedMigrations,
  applicationTables,
  BackupError,
  quoteIdent,
  readBackup,
  readBackupHeader,
  sequenceColumns,
  type SequenceState,
  type Sql,
} from './backup-file';

/** Tables the migrations themselves put rows in (the venue settings' one row): not data. */
function tablesFilledByMigrations(): Set<string> {
  const statements = readMigrationFiles({ migrationsFolder: paths.migrations }).flatMap(
    (migration) => migration.sql,
  );
  return new Set(
    statements.flatMap((statement) =>
      [...statement.matchAll(/INSERT INTO "([^"]+)"/g)].map((match) => match[1]!),
    ),
  );
}

export interface LoadOptions {
  /** db:move: refuse a database whose tables already hold rows (other than the migrations'). */
  requireEmpty?: boolean;
  /**
   * Runs once every table is locked and before anything changes: where a restore on PostgreSQL
   * checks that no server is connected (a server that connects later waits for the locks).
   */
  whenLocked?: () => Promise<void>;
}

/**
 * Replaces every table's rows with the backup's, inside the caller's transaction (`sql`), so a
 * backup that is cut short or does not fit changes nothing. The target already has the current
 * schema (its migrations ran); a backup of an older schema fills the columns it lacks with their
 * defaults, one of a newer schema is refused. See docs/operations.md#backup-and-restore.
 */
export async function loadBackup(
  sql: Sql,
  file: string,
  options: LoadOptions = {},
): Promise<{ table: string; rows: number }[]> {
  const header = await readBackupHeader(file);
  const applied = await appliedMigrations(sql);
  if (
    header.migrations.length > applied.length ||
    header.migrations.some((hash, i) => applied[i] !== hash)
  ) {
    throw new BackupError(
      `${file} was made by a newer or different version of this app (schema ` +
        `${header.migrations.length} migrations, this one has ${applied.length}). ` +
        'Restore it with the version that made it.',
    );
  }
  const tables = await applicationTables(sql);
  const list = tables.map(quoteIdent).join(', ');
  await sql.query(`LOCK TABLE ${list} IN ACCESS EXCLUSIVE MODE`);
  if (options.requireEmpty) {
    const filled: string[] = [];
    const seeded = tablesFilledByMigrations();
    for (const table of tables.filter((name) => !seeded.has(name))) {
      const { rows } = await sql.query<{ any: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM ${quoteIdent(table)}) AS any`,
      );
      if (rows[0]?.any) filled.push(table);
    }
    if (filled.length > 0) {
      throw new BackupError(
        `The target database is not empty: ${filled.join(', ')} already hold rows. ` +
          'Use a new, empty database.',
      );
    }
  }
  await options.whenLocked?.();
  await sql.query(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);

  const targetColumns = new Map<string, Set<string>>();
  const columnsOf = async (table: string) => {
    let columns = targetColumns.get(table);
    if (!columns) {
      const { rows } = await sql.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = $1`,
        [table],
      );
      columns = new Set(rows.map((row) => row.name));
      targetColumns.set(table, columns);
    }
    return columns;
  };
  const counts: { table: string; rows: number }[] = [];
  let sequences: SequenceState[] = [];
  for await (const item of readBackup(file)) {
    if (item.kind === 'sequences') {
      sequences = item.sequences;
      continue;
    }
    const { table, columns } = item.header;
    if (counts.at(-1)?.table !== table) {
      const present = await columnsOf(table);
      const missing = columns.filter((column) => !present.has(column));
      if (!tables.includes(table) || missing.length > 0) {
        throw new BackupError(
          `${file} does not fit this version's schema: ` +
            (tables.includes(table)
              ? `table ${table} has no column ${missing.join(', ')}`
              : `there is no table ${table}`) +
            '. Restore it with the version that made it.',
        );
      }
      counts.push({ table, rows: 0 });
    }
    if (item.rows.length === 0) continue;
    // The database reads back what it wrote: each value through its own type's input.
    const names = columns.map(quoteIdent).join(', ');
    await sql.query(
      `INSERT INTO ${quoteIdent(table)} (${names})
       SELECT ${names} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`,
      [`[${item.rows.join(',')}]`],
    );
    counts.at(-1)!.rows += item.rows.length;
  }

  // Serial ids go on where the backed-up install's would have, never reusing one.
  for (const { table, column, sequence } of await sequenceColumns(sql)) {
    const saved = sequences.find((s) => s.table === table && s.column === column);
    if (saved) {
      await sql.query('SELECT setval($1::regclass, $2::bigint, $3::boolean)', [
        sequence,
        saved.lastValue,
        saved.isCalled,
      ]);
    } else {
      await sql.query(
        `SELECT setval($1::regclass, coalesce(max(${quoteIdent(column)}), 0) + 1, false)
         FROM ${quoteIdent(table)}`,
        [sequence],
      );
    }
  }
  return counts;
}

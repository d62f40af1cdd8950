import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { isEmailAddress, newPasswordSchema } from '@padel/contracts';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import {
  BackupError,
  summarizeBackup,
  readBackupHeader,
  writeBackup,
  writeGzipped,
} from '../backup/backup-file';
import { backupEmbedded, backupThroughServer } from '../backup/embedded';
import { loadBackup, type LoadOptions } from '../backup/restore';
import { openDatabase, type Database } from '../db/client';
import { ConfigError } from '../config';
import { DataDirInUseError, readJwtSecretFile, writeJwtSecretFile } from '../lib/data-dir';
import { hashPassword } from '../lib/passwords';
import { recordAudit } from '../modules/audit/audit.repo';
import { findUserByEmail, setPassword } from '../modules/users/users.repo';
import {
  connectPostgres,
  currentInstall,
  openEmbedded,
  refuseIfOthersConnected,
  refuseWhileServerRuns,
  requireEmbeddedDatabase,
  withApplicationName,
  withDataDir,
  type Install,
} from './install';

/**
 * The operator's commands (docs/operations.md#backup-and-restore, ADR 017), run by the root
 * scripts `db:backup`, `db:restore`, `db:move` and `admin` on the bundle dist/ops.js.
 */
const USAGE = `Usage:
  npm run db:backup -- FILE            back up the install (DATA_DIR or DATABASE_URL) to FILE
  npm run db:restore -- FILE           replace the install's data with FILE's
  npm run db:move -- postgres://…      copy the embedded install in DATA_DIR into an empty PostgreSQL
  npm run admin -- reset-password EMAIL  set a new password (from stdin when piped, else generated)`;

const say = (line = '') => process.stdout.write(`${line}\n`);

/** npm runs scripts in the project's root: a file named on the command line is the caller's. */
const callerPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

function printTables(tables: { table: string; rows: number }[]) {
  const width = Math.max(...tables.map((t) => t.table.length));
  for (const { table, rows } of tables) say(`  ${table.padEnd(width)}  ${rows}`);
  say(`  ${tables.length} tables, ${tables.reduce((sum, t) => sum + t.rows, 0)} rows`);
}

const describe = (install: Install) =>
  install.kind === 'embedded'
    ? `the embedded database in ${install.dataDir}`
    : `the PostgreSQL database ${new URL(install.url).pathname.slice(1)} on ${new URL(install.url).host}`;

/** Writes a backup of `install` to `file`, whether or not a server is running on it. */
async function backupTo(install: Install, file: string): Promise<string> {
  if (install.kind === 'postgres') {
    const client = await connectPostgres(install.url, 'padel-backup');
    try {
      await writeGzipped(createWriteStream(file, { mode: 0o600 }), async (gzip) => {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        await writeBackup(client, { database: 'postgres' }, gzip);
        await client.query('COMMIT');
      });
    } finally {
      await client.end();
    }
    return 'in one snapshot';
  }
  requireEmbeddedDatabase(install);
  try {
    await withDataDir(install.dataDir, async () => {
      const client = await openEmbedded(install.dbDir);
      try {
        await backupEmbedded(client, install.dataDir, createWriteStream(file, { mode: 0o600 }));
      } finally {
        await client.close();
      }
    });
    return 'with no server running';
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    await backupThroughServer(install.dataDir, file);
    return 'through the running server';
  }
}

async function backupCommand(fileArg: string | undefined) {
  if (!fileArg) throw new BackupError(`Name the file to write.\n${USAGE}`);
  const file = callerPath(fileArg);
  if (!existsSync(dirname(file)))
    throw new BackupError(`The folder ${dirname(file)} does not exist.`);
  if (existsSync(file) && statSync(file).isDirectory()) {
    throw new BackupError(`${file} is a folder: name a file.`);
  }
  const install = currentInstall();
  // Written beside the target and renamed once complete: FILE is whole or untouched.
  const partial = `${file}.partial-${process.pid}`;
  try {
    const how = await backupTo(install, partial);
    const summary = await summarizeBackup(partial);
    await rename(partial, file);
    say(`Backed up ${describe(install)} ${how} to ${file} (${statSync(file).size} bytes):`);
    printTables(summary.tables);
    if (summary.header.jwtSecret) say('  and the login-token secret (DATA_DIR/jwt-secret)');
  } finally {
    await rm(partial, { force: true });
  }
}

/** Loads `file` into a PostgreSQL database no server is using (LoadOptions in restore.ts). */
async function restoreIntoPostgres(url: string, file: string, options: LoadOptions = {}) {
  const name = `padel-restore-${process.pid}`;
  const check = await connectPostgres(url, name);
  try {
    await refuseIfOthersConnected(check, name);
  } finally {
    await check.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: withApplicationName(url, name) });
  try {
    await handle.migrate();
    const client = await (handle.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      await client.query('BEGIN');
      const counts = await loadBackup(client, file, {
        ...options,
        // Checked again under the table locks: a server that connected meanwhile is seen.
        whenLocked: () => refuseIfOthersConnected(client, name),
      });
      await client.query('COMMIT');
      return counts;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
}

async function restoreEmbedded(install: Extract<Install, { kind: 'embedded' }>, file: string) {
  const header = await readBackupHeader(file);
  return withDataDir(install.dataDir, async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: install.dbDir });
    try {
      await handle.migrate();
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const counts = await client.transaction((tx) => loadBackup(tx, file));
      if (header.jwtSecret) await writeJwtSecretFile(install.dataDir, header.jwtSecret);
      return counts;
    } finally {
      await handle.close();
    }
  }).catch((error: unknown) => refuseWhileServerRuns(error, 'restore'));
}

async function restoreCommand(fileArg: string | undefined) {
  if (!fileArg) throw new BackupError(`Name the backup file to restore.\n${USAGE}`);
  const file = callerPath(fileArg);
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const header = await readBackupHeader(file);
  const install = currentInstall();
  const counts =
    install.kind === 'postgres'
      ? await restoreIntoPostgres(install.url, file)
      : await restoreEmbedded(install, file);
  say(`Restored ${describe(install)} from ${file} (made ${header.createdAt}):`);
  printTables(counts);
  if (header.jwtSecret && install.kind === 'embedded') {
    say('  and the login-token secret (DATA_DIR/jwt-secret)');
  }
}

async function moveCommand(urlArg: string | undefined) {
  if (!urlArg || !/^postgres(ql)?:\/\/.+/.test(urlArg)) {
    throw new BackupError(
      `Name the empty PostgreSQL database: postgres://user:pass@host/db\n${USAGE}`,
    );
  }
  const install = currentInstall();
  if (install.kind !== 'embedded') {
    throw new BackupError('db:move copies the embedded database in DATA_DIR: unset DATABASE_URL.');
  }
  requireEmbeddedDatabase(install);
  const folder = await mkdtemp(join(tmpdir(), 'padel-move-'));
  try {
    const file = join(folder, 'backup.jsonl.gz');
    // The install stays held to the end, so nothing is booked on it after the copy.
    const counts = await withDataDir(install.dataDir, async () => {
      const client = await openEmbedded(install.dbDir);
      try {
        await backupEmbedded(client, install.dataDir, createWriteStream(file, { mode: 0o600 }));
      } finally {
        await client.close();
      }
      return restoreIntoPostgres(urlArg, file, { requireEmpty: true });
    }).catch((error: unknown) => refuseWhileServerRuns(error, 'move it'));
    say(`Copied the embedded database in ${install.dataDir} to PostgreSQL:`);
    printTables(counts);
    const secret = process.env.JWT_SECRET || (await readJwtSecretFile(install.dataDir));
    say('');
    say('Start the server with:');
    say(`  DATABASE_URL=${urlArg}`);
    say(secret ? `  JWT_SECRET=${secret}` : '  JWT_SECRET=(the one you set; the install had none)');
    say(`The embedded database in ${install.dataDir} is left as it was.`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A password piped in (`echo … | npm run admin …`), or none from a terminal. */
async function passwordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const input = (await text(process.stdin)).replace(/\r?\n$/, '');
  return input === '' ? undefined : input;
}

async function resetPassword(db: Database, email: string, password: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // setPassword bumps the token version: every session of the account ends.
    await setPassword(tx, user.id, passwordHash);
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'reset-password-command',
      entity: 'user',
      entityId: user.id,
    });
  });
  return true;
}

async function adminCommand(args: string[]) {
  const [action, emailArg] = args;
  if (action !== 'reset-password' || !emailArg) throw new BackupError(USAGE);
  const email = emailArg.trim().toLowerCase();
  if (!isEmailAddress(email)) throw new BackupError(`${emailArg} is not an e-mail address.`);
  const piped = await passwordFromStdin();
  const password = piped ?? randomBytes(15).toString('base64url');
  const valid = newPasswordSchema.safeParse(password);
  if (!valid.success) throw new BackupError(valid.error.issues[0]!.message);

  const install = currentInstall();
  const run = async (target: Parameters<typeof openDatabase>[0]) => {
    const handle = await openDatabase(target);
    try {
      return await resetPassword(handle.db, email, password);
    } finally {
      await handle.close();
    }
  };
  let found: boolean;
  if (install.kind === 'postgres') {
    found = await run({ kind: 'postgres', url: withApplicationName(install.url, 'padel-admin') });
  } else {
    requireEmbeddedDatabase(install);
    found = await withDataDir(install.dataDir, () =>
      run({ kind: 'pglite', dataDir: install.dbDir }),
    ).catch((error: unknown) => refuseWhileServerRuns(error, 'reset the password'));
  }
  if (!found) throw new BackupError(`No account has the e-mail ${email}; nothing changed.`);
  say(`Reset the password of ${email}: every session it had is signed out.`);
  if (!piped) say(`New password (shown only this once): ${password}`);
}

async function main(argv: string[]) {
  // Like the server: what this writes (backups, the data directory) is the user's alone.
  process.umask(0o077);
  const [command, ...args] = argv;
  switch (command) {
    case 'backup':
      return backupCommand(args[0]);
    case 'restore':
      return restoreCommand(args[0]);
    case 'move':
      return moveCommand(args[0]);
    case 'admin':
      return adminCommand(args);
    default:
      throw new BackupError(USAGE);
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    }
    process.exit(1);
  },
);

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  chmod,
  lstat,
  mkdir,
  readFile,
  readdir,
  rename,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * The data directory: the embedded database's belongs to one server process at a time, and its
 * files to the server's user alone (see docs/quality.md#r12-one-process-per-data-directory;
 * docs/decisions/011-hardening.md). The install's generated secret is read and written here
 * and nowhere else (ADR 052).
 */

const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The login-token secret generated once into the data directory, readable only by its owner:
 * read when it is there, created when it is not (an unset `JWT_SECRET`, README#configuration).
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/** The install's generated login-token secret, when it has one (a backup carries it). */
export async function readJwtSecretFile(dataDir: string): Promise<string | undefined> {
  const text = await readFile(join(dataDir, JWT_SECRET_FILE), 'utf8').catch(() => undefined);
  return text?.trim() || undefined;
}

/** Puts a restored install's secret back, private to its user (replaced at once, never half). */
export async function writeJwtSecretFile(dataDir: string, secret: string): Promise<void> {
  const file = join(dataDir, JWT_SECRET_FILE);
  await writeFile(`${file}.new`, `${secret}\n`, { mode: 0o600 });
  await rename(`${file}.new`, file);
}

/** A lock not refreshed for this long belongs to a process that is gone, and is taken over. */
const LOCK_STALE_MS = 10_000;
const LOCK_FILE = 'server.lock';
const PID_FILE = 'server.pid';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

const inUse = (dir: string, pid: number | undefined) =>
  new DataDirInUseError(
    `The data directory ${dir} is in use by another server (PID ${pid ?? 'unknown'}). ` +
      'Stop that server first, or start this one with another DATA_DIR.',
  );

async function holderPid(dir: string): Promise<number | undefined> {
  const text = await readFile(join(dir, PID_FILE), 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Whether a process with this id runs here (a PID equal to ours is a dead one's, reused). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError naming the PID that
 * holds it. A lock left by a killed process is taken over once it has gone stale (within
 * LOCK_STALE_MS); a live holder is reported at once. Answers the function that lets it go.
 */
export async function claimDataDir(
  dir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const options = {
    lockfilePath: join(dir, LOCK_FILE),
    stale: LOCK_STALE_MS,
    realpath: false,
    onCompromised,
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = await holderPid(dir);
    if (holder !== undefined && isRunning(holder)) throw inUse(dir, holder);
    try {
      // Its holder is gone: wait until the lock it stopped refreshing counts as stale.
      const wait = {
        retries: LOCK_STALE_MS / 500 + 6,
        factor: 1,
        minTimeout: 500,
        maxTimeout: 500,
      };
      release = await lockfile.lock(dir, { ...options, retries: wait });
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED')
        throw inUse(dir, await holderPid(dir));
      throw again;
    }
  }
  await writeFile(join(dir, PID_FILE), `${process.pid}\n`, { mode: 0o600 });
  return async () => {
    await unlink(join(dir, PID_FILE)).catch(() => {});
    await release();
  };
}

/**
 * Directories 0700 and files readable by their owner only under `dir`, whatever the umask or
 * the embedded database chose (PGlite writes its files world-readable); symbolic links are left
 * alone, and a file the database removes meanwhile is skipped.
 */
export async function makePrivate(path: string): Promise<void> {
  try {
    const stat = await lstat(path);
    if (stat.isSymbolicLink()) return;
    if (!stat.isDirectory()) {
      if ((stat.mode & 0o077) !== 0) await chmod(path, stat.mode & 0o700);
      return;
    }
    if ((stat.mode & 0o777) !== 0o700) await chmod(path, 0o700);
    for (const entry of await readdir(path)) await makePrivate(join(path, entry));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { readJwtSecretFile } from '../lib/data-dir';
import { BackupError, writeBackup, writeGzipped } from './backup-file';

/**
 * Backups of the embedded database while its server runs (ADR 017): PGlite lives inside one
 * process, so the running server itself reads the snapshot and streams it to `npm run db:backup`
 * over a loopback connection. Where to connect and the one-time key are in
 * `DATA_DIR/backup-endpoint.json`, readable by the server's user only, like the database.
 */
const ENDPOINT_FILE = 'backup-endpoint.json';
const READER_TIMEOUT_MS = 30_000;

interface Endpoint {
  pid: number;
  port: number;
  key: string;
}

/** The whole embedded database and its secret, from one transaction, gzip'd into `out`. */
export async function backupEmbedded(
  client: PGlite,
  dataDir: string,
  out: Writable,
): Promise<void> {
  const jwtSecret = await readJwtSecretFile(dataDir);
  await writeGzipped(out, (gzip) =>
    // PGlite runs one transaction at a time: the server's other queries wait until it ends.
    client.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await writeBackup(tx, { database: 'embedded', ...(jwtSecret ? { jwtSecret } : {}) }, gzip);
    }),
  );
}

function sameKey(header: string | undefined, key: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${key}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * In the server process that owns an embedded data directory: answers backup requests from the
 * same machine's `db:backup` until the server closes. Nothing for PostgreSQL or a memory database.
 */
export async function serveEmbeddedBackups(app: FastifyInstance, config: Config): Promise<void> {
  if (config.database.kind !== 'pglite' || config.database.dataDir === undefined) return;
  const client = (app.db as unknown as { $client: PGlite }).$client;
  const key = randomBytes(32).toString('base64url');
  const server = createServer((request: IncomingMessage, response) => {
    if (
      request.method !== 'POST' ||
      request.url !== '/backup' ||
      !sameKey(request.headers.authorization, key)
    ) {
      response.writeHead(403).end();
      return;
    }
    // A reader that stops reading must not hold the database: the transaction ends with it.
    request.socket.setTimeout(READER_TIMEOUT_MS, () => request.socket.destroy());
    response.writeHead(200, { 'content-type': 'application/gzip' });
    backupEmbedded(client, config.dataDir, response).then(
      () => app.log.info('backup written for db:backup'),
      (error: unknown) => {
        app.log.error({ err: error }, 'backup failed');
        // Cut short, so the client sees an incomplete file and keeps nothing.
        response.destroy(error as Error);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const endpoint: Endpoint = {
    pid: process.pid,
    port: (server.address() as AddressInfo).port,
    key,
  };
  const file = join(config.dataDir, ENDPOINT_FILE);
  await writeFile(`${file}.new`, JSON.stringify(endpoint), { mode: 0o600 });
  await rename(`${file}.new`, file);
  // Before the database closes: a backup in flight finishes, then the endpoint goes.
  app.addHook('preClose', async () => {
    await unlink(file).catch(() => {});
    await new Promise((resolve) => server.close(resolve));
  });
}

/** In `db:backup`: asks the server holding `dataDir` for a backup, written to `file`. */
export async function backupThroughServer(dataDir: string, file: string): Promise<void> {
  const text = await readFile(join(dataDir, ENDPOINT_FILE), 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EACCES') {
      throw new BackupError(`Cannot read ${dataDir}: run this as the server's user.`);
    }
    return undefined;
  });
  const endpoint = text ? (JSON.parse(text) as Endpoint) : undefined;
  const cannot = (why: string) =>
    new BackupError(
      `The server using ${dataDir}${endpoint ? ` (PID ${endpoint.pid})` : ''} ${why}. ` +
        'Restart it with this version, or stop it and back up again.',
    );
  if (!endpoint) throw cannot('does not offer backups (an older version?)');
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${endpoint.port}/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.key}` },
    });
  } catch {
    throw cannot('did not answer the backup request');
  }
  if (!response.ok || !response.body) throw cannot(`refused the backup (${response.status})`);
  await pipeline(
    Readable.fromWeb(response.body as ReadableStream),
    createWriteStream(file, { mode: 0o600 }),
  ).catch(() => {
    throw cannot('stopped in the middle of the backup');
  });
}

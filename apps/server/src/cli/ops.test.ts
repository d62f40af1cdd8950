import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productSchema } from '@padel/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bookOnServer } from '../../test/book-through-api';
import { daysFromToday } from '../../test/clock';
import { orderLine, orderRequest, padelRequest, productRequest } from '../../test/factories';
import { requireBuilt, startServer, type ServerProcess } from '../../test/server-process';
import { serverEnv as makeServerEnv } from '../../test/server-env';
import { createTestDatabase, TEST_ADMIN, testDatabaseKind } from '../../test/test-app';
import { newPglite } from '../db/pglite';
import { applicationTables, readBackup, type Sql } from '../backup/backup-file';

/**
 * docs/quality.md#r9-backup-and-restore against the built server and the built commands, each a real process:
 * a backup taken while the server serves, restored, is exactly what was backed up; restores
 * refuse while a server uses the data; db:move lands an embedded install on PostgreSQL; the
 * admin password reset ends old sessions.
 */
const OPS_BUNDLE = join(import.meta.dirname, '..', '..', 'dist', 'ops.js');
requireBuilt(OPS_BUNDLE);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const serverEnv = () => makeServerEnv(cleanups);

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'padel-ops-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function ops(
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [OPS_BUNDLE, ...args], {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

async function call(url: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function signIn(url: string, password = TEST_ADMIN.password) {
  return call(url, '/api/auth/login', { email: TEST_ADMIN.email, password });
}

async function adminToken(url: string): Promise<string> {
  const { status, json } = await signIn(url);
  expect(status).toBe(200);
  return json.token as string;
}

let nextHour = 8;
/** `count` more customers book, each an hour of their own. */
async function bookMore(url: string, count: number) {
  for (let i = 0; i < count; i++) {
    const hour = nextHour++;
    await bookOnServer(
      url,
      padelRequest(daysFromToday(7), hour, { email: `ops-${hour}@example.test` }),
    );
  }
}

/** A product with its picture, and an order of it: the binary columns and the café's rows. */
async function productAndOrder(url: string, token: string) {
  const made = await call(url, '/api/create-product', await productRequest(), token);
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  const products = (await call(url, '/api/get-products')).json as unknown as unknown[];
  const product = productSchema.parse(products[0]);
  const order = await call(url, '/api/add-order', orderRequest([orderLine(product, 2)]));
  expect(order.status, JSON.stringify(order.json)).toBe(201);
}

const md5 = (rows: string[]) =>
  createHash('md5')
    .update([...rows].sort().join('\n'))
    .digest('hex');

/** Every table's row count and a checksum of its rows, as the database writes them out. */
async function tableSums(sql: Sql): Promise<Record<string, string>> {
  await sql.query(`SET TimeZone = 'UTC'`);
  const sums: Record<string, string> = {};
  for (const table of await applicationTables(sql)) {
    const { rows } = await sql.query<{ j: string }>(
      `SELECT row_to_json(t)::text AS j FROM "${table}" t`,
    );
    sums[table] = `${rows.length} ${md5(rows.map((row) => row.j))}`;
  }
  return sums;
}

async function backupSums(file: string): Promise<Record<string, string>> {
  const rows: Record<string, string[]> = {};
  for await (const item of readBackup(file)) {
    if (item.kind === 'table') (rows[item.header.table] ??= []).push(...item.rows);
  }
  return Object.fromEntries(
    Object.entries(rows).map(([table, lines]) => [table, `${lines.length} ${md5(lines)}`]),
  );
}

/** Runs `work` on the install's database (embedded: once no server runs). */
async function onInstallDb<T>(env: Record<string, string>, work: (sql: Sql) => Promise<T>) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  const client = newPglite(join(env.DATA_DIR!, 'db'));
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

const installSums = (env: Record<string, string>) => onInstallDb(env, tableSums);

describe(`backup and restore on ${testDatabaseKind}`, () => {
  it('backs up while the server serves; the restore is exactly the backup', async () => {
    // Embedded, the install generates its own login-token secret, which the backup carries.
    const env: Record<string, string> = { ...(await serverEnv()), JWT_SECRET: '' };
    if (testDatabaseKind === 'postgres') env.JWT_SECRET = 'ops-test-secret-ops-test-secret-0123456';
    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.stop());
    const token = await adminToken(server.url);
    await bookMore(server.url, 3);
    await productAndOrder(server.url, token);

    const file = join(folder(), 'venue.jsonl.gz');
    const refused = await ops(['restore', file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/There is no file/);

    // Customers go on booking while the backup runs: it holds each booking whole or not at all.
    const [backup] = await Promise.all([ops(['backup', file], env), bookMore(server.url, 2)]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^ {2}product_images +1$/m);
    const saved = await backupSums(file);
    const backedUp = Number(saved.bookings!.split(' ')[0]);
    expect(backedUp).toBeGreaterThanOrEqual(3);
    expect(backup.stdout).toMatch(new RegExp(`^ {2}bookings +${backedUp}$`, 'm'));

    // A restore while the server runs is refused and changes nothing.
    const whileRunning = await ops(['restore', file], env);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(
      testDatabaseKind === 'postgres' ? /The database is in use/ : /in use by another server/,
    );

    await bookMore(server.url, 2);
    await server.stop();
    const secretFile = join(env.DATA_DIR!, 'jwt-secret');
    const secret = testDatabaseKind === 'pglite' ? readFileSync(secretFile, 'utf8') : '';
    if (secret) writeFileSync(secretFile, 'another-secret-another-secret-another-secret\n');

    const restore = await ops(['restore', file], env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(new RegExp(`^ {2}bookings +${backedUp}$`, 'm'));
    expect(await installSums(env)).toEqual(saved);
    const torn = await onInstallDb(env, (sql) =>
      sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings b
         WHERE NOT EXISTS (SELECT 1 FROM court_slot_holds h WHERE h.booking_id = b.id)`,
      ),
    );
    expect(torn.rows[0]!.n).toBe(0);
    if (secret) expect(readFileSync(secretFile, 'utf8')).toBe(secret);

    // The restored install serves, and a session from before the backup is still valid.
    server = await startServer(env);
    const list = await fetch(`${server.url}/api/get-booking-list/${daysFromToday(7)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    expect(await list.json()).toHaveLength(backedUp);
    await server.stop();
  });

  it('refuses what is not a backup and changes nothing', async () => {
    const env = await serverEnv();
    const file = join(folder(), 'not-a-backup.gz');
    writeFileSync(file, 'hello');
    const result = await ops(['restore', file], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is not a complete backup of this app/);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('db:move', () => {
  it('copies an embedded install into an empty PostgreSQL, which then serves it', async () => {
    const embedded: Record<string, string> = {
      ...(await serverEnv()),
      DATABASE_URL: '',
      JWT_SECRET: '',
    };
    let server = await startServer(embedded);
    cleanups.push(() => server.stop());
    const token = await adminToken(server.url);
    await bookMore(server.url, 2);
    await productAndOrder(server.url, token);
    await server.stop();
    const before = await installSums(embedded);

    const target = await createTestDatabase();
    cleanups.push(target.drop);
    const url = target.target.kind === 'postgres' ? target.target.url : '';
    const moved = await ops(['move', url], embedded);
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    const secret = readFileSync(join(embedded.DATA_DIR!, 'jwt-secret'), 'utf8').trim();
    expect(moved.stdout).toContain(`DATABASE_URL=${url}`);
    expect(moved.stdout).toContain(`JWT_SECRET=${secret}`);
    expect(await installSums({ DATABASE_URL: url })).toEqual(before);

    const again = await ops(['move', url], embedded);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/The target database is not empty/);

    server = await startServer({ ...embedded, DATABASE_URL: url, JWT_SECRET: secret });
    expect((await signIn(server.url)).status).toBe(200);
    const orders = await call(server.url, '/api/get-order', undefined, token);
    expect(orders.status).toBe(200);
    expect(orders.json).toHaveLength(1);
    await server.stop();
  });
});

describe(`admin reset-password on ${testDatabaseKind}`, () => {
  it('sets a new password, ends old sessions, and refuses an unknown e-mail', async () => {
    const env = await serverEnv();
    let server = await startServer(env);
    cleanups.push(() => server.stop());
    const oldToken = await adminToken(server.url);
    if (testDatabaseKind === 'pglite') {
      const refused = await ops(['admin', 'reset-password', TEST_ADMIN.email], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/in use by another server/);
      await server.stop();
    }

    const unknown = await ops(['admin', 'reset-password', 'nobody@example.test'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No account has the e-mail nobody@example.test/);

    const generated = await ops(['admin', 'reset-password', TEST_ADMIN.email.toUpperCase()], env);
    expect(generated.stderr).toBe('');
    expect(generated.code).toBe(0);
    const password = /shown only this once\): (\S+)/.exec(generated.stdout)?.[1];
    expect(password).toBeDefined();

    const piped = await ops(['admin', 'reset-password', TEST_ADMIN.email], env, 'piped-in-pass\n');
    expect(piped.code).toBe(0);
    expect(piped.stdout).not.toContain('piped-in-pass');

    const audited = await onInstallDb(env, (sql) =>
      sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'reset-password-command'`,
      ),
    );
    expect(audited.rows[0]!.n).toBe(2);

    if (testDatabaseKind === 'pglite') server = await startServer(env);
    expect((await signIn(server.url, 'piped-in-pass')).status).toBe(200);
    expect((await signIn(server.url, password)).status).toBe(401);
    expect((await signIn(server.url)).status).toBe(401);
    const old = await fetch(`${server.url}/api/get-booking-list/${daysFromToday(1)}`, {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(old.status).toBe(401);
    await server.stop();
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../test/clock';
import { padelRequest } from '../test/factories';
import {
  requireBuiltServer,
  SERVER_BUNDLE,
  startServer,
  type ServerProcess,
} from '../test/server-process';
import { serverEnv as makeServerEnv } from '../test/server-env';
import { testDatabaseKind } from '../test/test-app';

/**
 * docs/operations.md#start-and-stop and #configuration against the built server run as a real
 * process: a stop lets a request in flight finish, a second signal does not wait, and `.env` in
 * the working directory is read under the environment.
 */
requireBuiltServer();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exitOf = (server: ServerProcess) =>
  new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

/**
 * A booking whose body arrives slowly, as from a phone on a poor connection: the server has the
 * request, and reads its first half, before the test sends the rest with `finish()`.
 */
async function slowBooking(url: string, hour: number) {
  const body = JSON.stringify(padelRequest(daysFromToday(4), hour, { customerName: 'Slow' }));
  const half = Math.floor(body.length / 2);
  const call = request(`${url}/api/create-booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    call.on('error', reject);
    call.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
      response.on('error', reject);
    });
  });
  // Settled either way, so that a test expecting no answer leaves no unhandled rejection.
  answer.catch(() => {});
  await new Promise<void>((resolve) => call.once('socket', (s) => s.once('connect', resolve)));
  call.write(body.slice(0, half));
  // Time for the server to take the connection and read the headers and the first half.
  await pause(500);
  return { answer, finish: () => call.end(body.slice(half)) };
}

async function refusesNewConnections(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch {
    return true;
  }
}

describe(`stopping the server on ${testDatabaseKind}`, () => {
  it('on SIGTERM stops accepting connections, finishes the request in flight, then exits 0', async () => {
    const server = await startServer(await makeServerEnv(cleanups));
    cleanups.push(() => server.stop('SIGKILL'));
    const exited = exitOf(server);
    const slow = await slowBooking(server.url, 18);

    server.child.kill('SIGTERM');
    await pause(300);
    expect(await refusesNewConnections(server.url)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    slow.finish();
    const answer = await slow.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(await exited).toBe(0);
  });

  it('on a second SIGTERM exits at once, without waiting for the request in flight', async () => {
    const server = await startServer(await makeServerEnv(cleanups));
    cleanups.push(() => server.stop('SIGKILL'));
    const exited = exitOf(server);
    const slow = await slowBooking(server.url, 19);

    server.child.kill('SIGTERM');
    await pause(300);
    expect(server.child.exitCode).toBeNull();
    // The request in flight is never finished, so an exit at all shows the server did not wait.
    server.child.kill('SIGTERM');
    expect(await exited).toBe(1);
    await expect(slow.answer).rejects.toThrow();
  });
});

describe('.env in the working directory', () => {
  it('is read before the configuration, under what the environment already says', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'padel-env-file-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(
      join(dir, '.env'),
      [
        '# Two bad values: the file is read only where the environment is silent.',
        'LOG_LEVEL=shouting',
        'REMINDER_HOURS=99',
        '',
      ].join('\n'),
    );
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: join(dir, 'data') };
    delete env.REMINDER_HOURS;
    env.LOG_LEVEL = 'warn';
    const child = spawn(process.execPath, [SERVER_BUNDLE], { cwd: dir, env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code, output).toBe(1);
    expect(output).toContain('REMINDER_HOURS: must be at most 48 (got "99")');
    expect(output).not.toContain('LOG_LEVEL');
  });
});

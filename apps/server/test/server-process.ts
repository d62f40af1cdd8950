import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CLOCK } from './clock';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(serverRoot, 'dist', 'server.js');

/**
 * How long a server may take to answer /api/health: generous, for a busy shared machine. One minute
 * was not: at a load average of 15 on two cores the e2e server (a fresh embedded database and the
 * demo seed) gave no sign of life within it, and the whole browser run failed.
 */
const HEALTH_ATTEMPTS = 3000;
const HEALTH_INTERVAL_MS = 100;

/**
 * Tests of the built server fail, loudly, when nothing is built: skipping would report a pass for
 * checks that never ran. `npm test` builds first, so this only stops a hand-run file.
 */
export function requireBuilt(file: string): void {
  if (!existsSync(file)) {
    throw new Error(`${file} is not built: run \`node scripts/build-if-stale.mjs\` first.`);
  }
}

export const requireBuiltServer = () => requireBuilt(SERVER_BUNDLE);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The built server as a child process on `port`, its output collected for error messages. */
function spawnServer(port: number, env: Record<string, string>) {
  requireBuiltServer();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The one test clock (test/clock.ts): the server's "today" is the tests' today.
      NODE_ENV: 'test',
      VENUE_CLOCK: TEST_CLOCK,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

export interface ServerProcess {
  /** http://127.0.0.1:{port}: Node does not resolve `localhost` subdomains such as booking. */
  url: string;
  port: number;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the built server and waits for it to exit on its own: its exit code and output. */
export async function runServerUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnServer(await freePort(), env);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output: output() };
}

/**
 * Starts the built server as its own process and waits until it answers /api/health. The port
 * `freePort` found can be taken by another process before the server listens on it (a shared
 * machine runs many suites at once): then it tries again on a new port.
 */
export async function startServer(env: Record<string, string>, tries = 5): Promise<ServerProcess> {
  const port = await freePort();
  const { child, output } = spawnServer(port, env);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) {
      if (tries > 1 && output().includes('EADDRINUSE')) return startServer(env, tries - 1);
      throw new Error(`server exited early:\n${output()}`);
    }
    if (attempt > HEALTH_ATTEMPTS) throw new Error(`server did not become healthy:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
  }
  return {
    url,
    port,
    child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

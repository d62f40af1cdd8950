import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(serverRoot, 'dist', 'server.js');

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

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the built server and waits for it to exit on its own: its exit code and output. */
export async function runServerUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/** Starts the built server as its own process and waits until it answers /api/health. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (attempt > 300) throw new Error(`server did not become healthy:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

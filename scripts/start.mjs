// `npm start`: build what is not built, then run the server (it migrates and seeds on start).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await import('./build-if-stale.mjs');

// In its own process group, and each stop passed on once: a terminal's Ctrl+C reaches this
// script (often twice, through npm too) and would also reach the server directly, and a second
// signal stops the server without waiting for requests in flight
// (docs/operations.md#start-and-stop). A later Ctrl+C still passes on, to stop it at once.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
const REPEAT_MS = 1000;
let lastSignalAt = 0;
// A closed terminal (SIGHUP) no longer reaches the server's own group: it stops it as SIGTERM does.
for (const [signal, passOn] of [
  ['SIGINT', 'SIGINT'],
  ['SIGTERM', 'SIGTERM'],
  ['SIGHUP', 'SIGTERM'],
]) {
  process.on(signal, () => {
    if (Date.now() - lastSignalAt < REPEAT_MS) return;
    lastSignalAt = Date.now();
    server.kill(passOn);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

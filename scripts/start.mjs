// `npm start`: build what is not built, then run the server (it migrates and seeds on start).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await import('./build-if-stale.mjs');

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

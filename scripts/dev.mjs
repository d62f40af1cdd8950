// `npm run dev`: the server in watch mode on :3000 and Vite with hot reload on :5173 (it proxies
// /api to the server). Open http://localhost:5173 and http://booking.localhost:5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The server runs inside apps/server: keep its data where `npm start` keeps it.
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@padel/server'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@padel/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

// Builds the web app and the server when an output is missing or older than its sources, so
// `npm start` and `npm test` work on a fresh clone and do not rebuild what is already built.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const contracts = join(root, 'packages/contracts/src');
const targets = [
  {
    name: 'web',
    output: join(root, 'apps/web/dist/index.html'),
    sources: [
      join(root, 'apps/web/src'),
      join(root, 'apps/web/index.html'),
      join(root, 'apps/web/booking.html'),
      join(root, 'apps/web/app-loading.html'),
      join(root, 'apps/web/public'),
      join(root, 'apps/web/vite.config.ts'),
      contracts,
    ],
  },
  {
    name: 'server',
    output: join(root, 'apps/server/dist/server.js'),
    sources: [join(root, 'apps/server/src'), join(root, 'apps/server/build.mjs'), contracts],
  },
];

for (const target of targets) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const changed = Math.max(...target.sources.map(newestMtime));
  if (built === 0 || changed > built) {
    console.log(`Building the ${target.name}...`);
    execSync(`npm run build --silent -w @padel/${target.name}`, { cwd: root, stdio: 'inherit' });
  }
}

// Bundles the server and the shared contracts into dist/server.js, and the operator's commands
// (db:backup, db:restore, db:move, admin) into dist/ops.js; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@padel/'));

await build({
  entryPoints: { server: 'src/server.ts', ops: 'src/cli/ops.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root, found by walking up from this file, so paths hold both when run
 * from source (src/paths.ts) and from the bundle (dist/server.js).
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      JSON.parse(readFileSync(manifest, 'utf8')).name === '@padel/server'
    ) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @padel/server package root');
    dir = parent;
  }
}

const serverRoot = findServerRoot();

export const paths = {
  migrations: join(serverRoot, 'drizzle'),
  // WEB_DIST_DIR lets a developer serve another build of the web app (e.g. parallel test runs).
  webDist: process.env.WEB_DIST_DIR ?? join(serverRoot, '..', 'web', 'dist'),
};

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded database, with the PostgreSQL extensions the migrations create: pg_trgm, whose
 * trigram indexes serve the name and phone searches (docs/quality.md#b9-search). PGlite loads an
 * extension only when it is named here, so every process opening the data directory does it
 * through this one function (a row written to an indexed column needs the extension's code).
 */
export function newPglite(dataDir: string | undefined, startFrom?: Blob): PGlite {
  // The options' dataDir, not the first argument: `new PGlite(undefined, options)` (in memory)
  // leaves the extensions out ("extension is not available").
  return new PGlite({ dataDir, loadDataDir: startFrom, extensions: { pg_trgm } });
}

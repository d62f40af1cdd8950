/**
 * The server's import directions (docs/conventions.md#import-directions, ADR 030), checked by
 * src/architecture.test.ts in `npm test` and by `npm run lint`. Paths are relative to apps/server.
 *
 * Layers, lowest first: lib and db (and config, paths) < audit, mail, metrics < notifications <
 * payments < the domain modules < plugins < app.ts, jobs.ts and the process entries. An import may point
 * down or sideways, never up, and never round in a circle.
 */

/** The domain modules: they use payments and notifications, never the other way round. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const DOMAINS = require('./module-layers.cjs').domains.join('|');

/**
 * Files that may write SQL: repositories, the database layer and its migrations, and backup and
 * restore, which copy whole databases.
 */
const SQL_ALLOWED = '(\\.repo\\.ts$|^src/db/|^src/backup/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports: one of its files has to move its part down (ADR 030).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'payments-at-the-bottom',
      severity: 'error',
      comment:
        'Payments know nothing of what is paid for: bookings and orders register a Payable (modules/payments/payables.types.ts).',
      from: { path: '^src/modules/payments/' },
      to: { path: `^src/modules/(${DOMAINS})/` },
    },
    {
      name: 'notifications-below-domains',
      severity: 'error',
      comment:
        'Messages take their own input types (modules/notifications/messages/*-input.ts), not a domain row.',
      from: { path: '^src/modules/notifications/' },
      to: { path: `^src/modules/(${DOMAINS}|payments)/` },
    },
    {
      name: 'base-below-modules',
      severity: 'error',
      comment: 'lib/, db/, config.ts and paths.ts are the bottom layer: they import no module.',
      from: { path: '^src/(lib/|db/|config\\.ts$|paths\\.ts$)' },
      to: { path: '^src/(modules|plugins|backup|cli)/|^src/(app|admin-routes|jobs|server)\\.ts$' },
    },
    {
      name: 'modules-below-plugins',
      severity: 'error',
      comment: 'Plugins wire modules into the app; a module does not reach back into a plugin.',
      from: { path: '^src/modules/' },
      to: { path: '^src/plugins/|^src/(app|admin-routes|jobs|server)\\.ts$' },
    },
    {
      name: 'sql-in-repos-only',
      severity: 'error',
      comment:
        'routes -> service -> repo: the tables (db/schema) and query builders (drizzle-orm) are used in *.repo.ts only.',
      from: { path: '^src/', pathNot: [SQL_ALLOWED, '\\.test\\.ts$'] },
      to: { path: '^src/db/schema|drizzle-orm' },
    },
    {
      name: 'routes-call-services',
      severity: 'error',
      comment: 'A route calls a service, which calls a repo: routes never import a repo.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repo\\.ts$' },
    },
  ],
  options: {
    // Types count: a type-only import still ties two files together for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
  },
};

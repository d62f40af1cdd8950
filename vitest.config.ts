import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const contractTests = ['packages/contracts/src/**/*.test.ts'];
/** The web's pure rule files, in Node without a DOM: a file that needs a browser stays in e2e. */
const webUnitTests = ['apps/web/src/**/*.test.ts'];

/**
 * One `vitest run` runs every suite: unit and API tests on embedded PGlite, the same API tests
 * again on PostgreSQL when TEST_DATABASE_URL is set (CI), and the browser flows in Chromium.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: one on a 2-core machine, so the API
    // files ran one after another. Two workers share the cores while one waits on a database, a
    // server process or SMTP. The browser files still run one at a time, after the rest.
    maxWorkers: 2,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'api:pglite',
          include: [...serverTests, ...contractTests],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'api:postgres',
                include: serverTests,
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        extends: true as const,
        // Checks of the repository itself, such as the docs' references to the code
        // (docs/decisions/035-docs-that-cannot-drift.md): run once, whatever the databases.
        // Reading every page and source file takes seconds on a busy machine, not vitest's 5.
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true as const,
        // The web's `@/` import alias, and the one build-time flag its files read.
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
        define: { 'import.meta.env.DEV': 'false' },
        test: { name: 'web:unit', include: webUnitTests, environment: 'node' },
      },
      {
        extends: true as const,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // The browser flows share one server; running them one file at a time keeps them calm.
          fileParallelism: false,
          // A whole customer journey per test (about 20 s here). Generous: with heavy CPU steal
          // this machine ran six times slower, and a slow pass is still a pass.
          testTimeout: 300_000,
          // The screen answers when it answers: waiting up to 15 s (not vitest's 1 s) only
          // matters on a busy machine, and a failing check still fails.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../test/test-app';
import { openDatabase } from './client';

describe.runIf(testDatabaseKind === 'postgres')(
  'a PostgreSQL connection closed by the server',
  () => {
    it('is reported and replaced, without crashing the process', async () => {
      const database = await createTestDatabase();
      if (database.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const reported: Error[] = [];
      const handle = await openDatabase(database.target, {
        onIdleError: (error) => reported.push(error),
      });
      const { sql } = await import('drizzle-orm');
      await handle.db.execute(sql`SELECT 1`);
      // Another session ends every idle connection of this database, as a restart would.
      const admin = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
      const name = new URL(database.target.url).pathname.slice(1);
      await admin.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name} AND pid <> pg_backend_pid()`,
      );
      await expect.poll(() => reported.length).toBeGreaterThan(0);
      await handle.db.execute(sql`SELECT 1`);
      await admin.close();
      await handle.close();
      await database.drop();
    });
  },
);

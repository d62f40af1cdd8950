import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, testDatabaseKind } from '../../test/test-app';
import { buildApp } from '../app';
import { summarizeBackup } from './backup-file';
import { backupThroughServer, serveEmbeddedBackups } from './embedded';

/**
 * The running embedded server's backup endpoint (docs/operations.md#backup-and-restore, ADR 017):
 * its key is required, and a reader that stops reading and goes away must not keep the database,
 * which the backup's transaction holds, from the server's other work.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'padel-endpoint-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.runIf(testDatabaseKind === 'pglite')('the embedded backup endpoint', () => {
  it('wants its key, and a reader that goes away frees the database', async () => {
    const config = testConfig({
      dataDir,
      database: { kind: 'pglite', dataDir: join(dataDir, 'db') },
    });
    const app = await buildApp(config);
    await serveEmbeddedBackups(app, config);
    await app.ready();
    try {
      // Tens of megabytes that do not compress: more than the connection's buffers hold.
      for (let i = 0; i < 6; i++) {
        const big = randomBytes(4_000_000).toString('base64');
        await app.db.execute(
          sql`INSERT INTO audit_log (actor_type, action, entity, after)
              VALUES ('system', 'test', 'test', to_jsonb(${big}::text))`,
        );
      }
      const endpoint = JSON.parse(readFileSync(join(dataDir, 'backup-endpoint.json'), 'utf8')) as {
        port: number;
        key: string;
      };
      const url = `http://127.0.0.1:${endpoint.port}/backup`;
      const wrongKey = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer x' } });
      expect(wrongKey.status).toBe(403);

      // A reader that takes the first bytes, never reads on, then disconnects.
      await new Promise<void>((resolve, reject) => {
        const call = request(
          url,
          { method: 'POST', headers: { authorization: `Bearer ${endpoint.key}` } },
          (response) => {
            response.once('data', () => {
              response.pause();
              setTimeout(() => {
                call.destroy();
                resolve();
              }, 500);
            });
          },
        );
        call.on('error', () => {});
        call.once('error', reject);
        call.end();
      });
      const answered = await Promise.race([
        app.db.execute(sql`SELECT 1`).then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      expect(answered).toBe(true);

      // And the next backup is whole (without the ballast, to keep this quick).
      await app.db.execute(sql`DELETE FROM audit_log WHERE action = 'test'`);
      const file = join(dataDir, 'after.jsonl.gz');
      await backupThroughServer(dataDir, file);
      const { tables } = await summarizeBackup(file);
      expect(tables.map((t) => t.table)).toContain('bookings');
    } finally {
      await app.close();
    }
    // Gone with the server, so a command never knocks on a closed door.
    expect(() => readFileSync(join(dataDir, 'backup-endpoint.json'))).toThrow();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paths } from '../paths';
import * as schema from './schema';

describe('migrations', () => {
  it('match the schema: drizzle-kit generate would produce no new migration', async () => {
    const journal = JSON.parse(
      readFileSync(join(paths.migrations, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { idx: number }[];
    };
    const last = journal.entries.at(-1)!;
    const snapshotFile = join(
      paths.migrations,
      'meta',
      `${String(last.idx).padStart(4, '0')}_snapshot.json`,
    );
    const committed = JSON.parse(readFileSync(snapshotFile, 'utf8'));
    const current = generateDrizzleJson(schema as Record<string, unknown>, committed.id);
    const pending = await generateMigration(committed, current);
    expect(pending, 'run "npm run db:generate" and commit the migration').toEqual([]);
  });
});

describe('database invariants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function sqlState(statement: ReturnType<typeof sql>): Promise<string | undefined> {
    try {
      await t.app.db.execute(statement);
      return undefined;
    } catch (error) {
      const e = error as { code?: string; cause?: { code?: string } };
      return e.cause?.code ?? e.code;
    }
  }

  // A unique access token per row: a counter, not a random draw (docs/quality.md#tests-choose-their-data).
  let tokens = 0;
  const booking = (court: string | null, status = 'Pending', type = 'Padel') => sql`
    INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date, slot_hours,
                          selected_court, status, access_token)
    VALUES ('Ali', 'ali@example.com', '03001234567', ${type}, '2030-01-07', '{17}', ${court}, ${status},
            ${`tok-${++tokens}`})`;

  it('refuses values outside the enumerations (CHECK constraints)', async () => {
    expect(await sqlState(booking('Court 1', 'Maybe'))).toBe('23514');
    expect(await sqlState(booking('Court 3'))).toBe('23514');
    expect(await sqlState(booking(null, 'Pending', 'Padel'))).toBe('23514');
    expect(await sqlState(booking('Court 1', 'Pending', 'Squash'))).toBe('23514');
    expect(await sqlState(sql`INSERT INTO tables_setting (id, total_tables) VALUES (1, 0)`)).toBe(
      '23514',
    );
    expect(await sqlState(sql`INSERT INTO tables_setting (id, total_tables) VALUES (2, 5)`)).toBe(
      '23514',
    );
  });

  it('holds a padel slot for one booking only (unique held slots)', async () => {
    expect(await sqlState(booking('Court 1'))).toBeUndefined();
    expect(await sqlState(booking('Court 1'))).toBeUndefined();
    const ids = (await t.app.db.execute(sql`SELECT id FROM bookings ORDER BY id`)) as unknown as {
      rows: { id: number }[];
    };
    const [first, second] = ids.rows;
    const hold = (bookingId: number) =>
      sql`INSERT INTO court_slot_holds (court, date, hour, booking_id) VALUES ('Court 1', '2030-01-07', 17, ${bookingId})`;
    expect(await sqlState(hold(first!.id))).toBeUndefined();
    expect(await sqlState(hold(second!.id))).toBe('23505');
  });
});

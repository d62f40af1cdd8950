import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TIMEZONE, testToday } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { customerTotals } from '../modules/customers/customers.repo';
import type { Database } from './client';
import { nameContains, nationalPhone, phoneContains } from './filters';
import { bookings, orders } from './schema';

// docs/quality.md#b9-search: the searches by a part of a name, an e-mail or a phone are written so
// that the trigram indexes serve them, on the embedded database and on PostgreSQL alike. A plan
// is asked for with sequential and plain index scans priced out, leaving bitmap scans, which need
// a condition an index serves: a query no index can serve (an expression that no longer matches
// the indexed one) still shows a "Seq Scan", whatever the table's size.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The plan of every query `run` sends, with only bitmap scans left at their price. */
async function plansOf(run: (db: Database) => Promise<unknown>): Promise<string> {
  return t.app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    const plans: string[] = [];
    const explaining = {
      execute: async (query: SQL) => {
        const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        plans.push(...result.rows.map((row) => row['QUERY PLAN']));
        return { rows: [] };
      },
    };
    await run(explaining as unknown as Database);
    return plans.join('\n');
  });
}

const planOf = (query: SQL) => plansOf((db) => db.execute(query));

describe('search indexes', () => {
  it('serve the booking list search by a part of a name or a phone', async () => {
    const byName = await planOf(
      sql`SELECT id FROM ${bookings} WHERE ${nameContains(bookings.customerName, 'Ayesha K')}`,
    );
    expect(byName).toContain('bookings_customer_name_trgm_idx');
    const byPhone = await planOf(
      sql`SELECT id FROM ${bookings} WHERE ${phoneContains(bookings.phoneNumber, '0321555')}`,
    );
    expect(byPhone).toContain('bookings_phone_trgm_idx');
    expect(`${byName}\n${byPhone}`).not.toContain('Seq Scan');
  });

  it('serve a customer and the customer search without reading every booking and order', async () => {
    const venue = { timeZone: TEST_TIMEZONE, today: testToday() };
    const page = { limit: 20, offset: 0 };
    const search = await plansOf((db) =>
      customerTotals(db, { text: '0321 555', digits: '0321555', ...page }, venue),
    );
    for (const index of [
      'bookings_customer_name_trgm_idx',
      'bookings_email_trgm_idx',
      'bookings_phone_trgm_idx',
      'bookings_phone_national_idx',
      'orders_customer_name_trgm_idx',
      'orders_customer_email_trgm_idx',
      'orders_phone_trgm_idx',
      'orders_phone_national_idx',
    ]) {
      expect(search).toContain(index);
    }
    expect(search).not.toMatch(/Seq Scan on (bookings|orders)/);
    const one = await plansOf((db) => customerTotals(db, { phone: '03211234567' }, venue));
    expect(one).not.toMatch(/Seq Scan on (bookings|orders)/);
  });

  it('serve the lookups by the number as customers are joined on it', async () => {
    const plan = await planOf(
      sql`SELECT id FROM ${orders} WHERE ${eq(nationalPhone(orders.customerNumber), '03211234567')}`,
    );
    expect(plan).toContain('orders_phone_national_idx');
  });
});

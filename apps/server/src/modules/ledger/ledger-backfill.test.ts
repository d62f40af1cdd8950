import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { newPglite } from '../../db/pglite';
import * as schema from '../../db/schema';
import { paths } from '../../paths';

/**
 * An install that took money before the ledger existed (docs/till.md#ledger): migrating it writes
 * one row for each card advance, payment staff recorded, order paid and refund made, on the day it
 * happened, and nothing for what was never paid.
 */
const client = newPglite(undefined);
const db = drizzle({ client, schema });
afterAll(() => client.close());

/** The migrations before the ledger's, as an install last updated then had them. */
function migrationsBeforeLedger(): string {
  const folder = mkdtempSync(join(tmpdir(), 'padel-before-ledger-'));
  cpSync(paths.migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag.endsWith('_ledger'));
  journal.entries = journal.entries.slice(0, last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

let tokens = 0;
const booking = (columns: string) =>
  sql.raw(`
  INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date, slot_hours,
    selected_court, status, access_token, amount, updated_at, ${columns.split('|')[0]})
  VALUES ('Ali', 'ali@example.com', '03001234567', 'Padel', '2026-03-10', '{18}', 'Court 1',
    'Booking Confirmed', 'tok-${++tokens}', 5000, '2026-03-10T20:00:00Z', ${columns.split('|')[1]})`);

describe('the ledger backfill', () => {
  it('writes what the payment columns recorded, once', async () => {
    await migrate(db, { migrationsFolder: migrationsBeforeLedger() });
    // Card advance, then the balance in cash at the desk.
    await db.execute(
      booking(
        "payment_type, payment_status, remaining_payment_type, card_payment_amount, card_paid_at, card_payment_reference|'PayViaCard', '100%Paid', 'PayViaCash', 2500, '2026-03-01T10:00:00Z', 'pi_1'",
      ),
    );
    // Half paid by card at the desk, recorded by staff; unpaid; a refunded card advance.
    await db.execute(booking("payment_type, payment_status|'PayViaCard', '50%Paid'"));
    await db.execute(booking("payment_type, payment_status|'PayLater', 'UnPaid'"));
    await db.execute(
      booking(
        "payment_type, payment_status, card_payment_amount, card_paid_at, refund_status, refund_amount, refunded_at, refund_reference|'PayViaCard', '50%Paid', 2500, '2026-03-02T10:00:00Z', 'refunded', 2500, '2026-03-03T22:30:00Z', 're_1'",
      ),
    );
    await db.execute(sql`
      INSERT INTO orders (customer_name, customer_number, delivery_type, payment_method, subtotal,
        total_price, status, payment_status, paid_at, paid_amount, payment_reference)
      VALUES ('Sara', '03007654321', 'pickup', 'card', 900, 900, 'Sent', 'paid',
        '2026-03-04T09:00:00Z', 900, 'pi_2')`);

    await migrate(db, { migrationsFolder: paths.migrations });
    const rows = await db
      .select({
        bookingId: schema.moneyMovements.bookingId,
        orderId: schema.moneyMovements.orderId,
        kind: schema.moneyMovements.kind,
        method: schema.moneyMovements.method,
        amount: schema.moneyMovements.amount,
        businessDay: schema.moneyMovements.businessDay,
      })
      .from(schema.moneyMovements)
      .orderBy(asc(schema.moneyMovements.id));
    expect(rows).toEqual([
      // Card advances (10:00 UTC is 15:00 in Karachi).
      {
        bookingId: 1,
        orderId: null,
        kind: 'advance',
        method: 'card-online',
        amount: 2500,
        businessDay: '2026-03-01',
      },
      {
        bookingId: 4,
        orderId: null,
        kind: 'advance',
        method: 'card-online',
        amount: 2500,
        businessDay: '2026-03-02',
      },
      // What staff recorded, when the booking last changed (01:00 in Karachi: the evening before).
      {
        bookingId: 1,
        orderId: null,
        kind: 'balance',
        method: 'cash',
        amount: 2500,
        businessDay: '2026-03-10',
      },
      {
        bookingId: 2,
        orderId: null,
        kind: 'advance',
        method: 'card-desk',
        amount: 2500,
        businessDay: '2026-03-10',
      },
      // Refunded at 03:30 in Karachi: the business day before.
      {
        bookingId: 4,
        orderId: null,
        kind: 'refund',
        method: 'card-online',
        amount: -2500,
        businessDay: '2026-03-03',
      },
      {
        bookingId: null,
        orderId: 1,
        kind: 'order',
        method: 'card-online',
        amount: 900,
        businessDay: '2026-03-04',
      },
    ]);
  });

  it('keeps the ledger a record: rows are never changed or removed', async () => {
    for (const change of [
      sql`UPDATE money_movements SET amount = 1 WHERE id = 1`,
      sql`DELETE FROM money_movements WHERE id = 1`,
    ]) {
      const error = await db.execute(change).then(
        () => undefined,
        (e: unknown) => e as { cause?: { message?: string }; message?: string },
      );
      expect(error?.cause?.message ?? error?.message).toMatch(/is a record/);
    }
  });
});

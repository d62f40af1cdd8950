import {
  addDays,
  revenueAnswerSchema,
  slotLabel,
  MOVEMENT_METHODS,
  type RevenueAnswer,
} from '@padel/contracts';
import { and, between, ne, sql } from 'drizzle-orm';
import type { Workbook } from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { bookPaidByCard } from '../../../test/book-through-api';
import { daysFromToday, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { startStripeStandIn } from '../../../test/stripe-checkout';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { moneyMovements } from '../../db/schema';
import { refundJob } from '../payments/refunds.service';

/**
 * The owner's view of the money (docs/till.md#revenue): takings read from the ledger by day, week
 * and month, courts against café, refunds apart, by method; and the ledger for the accountant.
 */
const KEYS = { secretKey: 'sk_test_revenue123', webhookSecret: 'whsec_revenue123' };

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let owner: Api;
let staff: Api;
let day: string;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  ({ t, admin: owner } = await createAdminTestApp(
    { stripe: { ...KEYS, apiUrl: stripe.apiUrl } },
    { messageWorker: false },
  ));
  staff = t.api.as(await signIn(t.api, await given.admin(t.app.db, { role: 'staff' })));
  day = await t.app.till.businessDayAt(t.app.db, testClock());

  // A walk-in paid in cash, a card advance later given back, a card advance kept with its
  // balance paid by card at the desk and then undone, and the drawer's opening float.
  const walkIn = await owner.post('/api/walk-ins', {
    bookingType: 'Padel',
    selectedDate: daysFromToday(2),
    selectedSlots: [slotLabel(20)],
    selectedCourt: 'Court 1',
    customerName: 'At the counter',
    phoneNumber: '03111234567',
    numberOfGuests: 4,
    payment: 'PayViaCash',
  });
  expectStatus(walkIn, 201);
  const refunded = await bookPaidByCard(t, stripe, padelRequest(daysFromToday(3), 20));
  expectStatus(
    await owner.patch(`/api/booking/update/${refunded.id}/`, {
      action: 'cancel',
      cancelReason: 'Rain',
      refundAdvance: true,
    }),
    200,
  );
  await refundJob({ db: t.app.db, ...t.app.checkout! }, t.app.payables).run();
  const kept = await bookPaidByCard(
    t,
    stripe,
    padelRequest(daysFromToday(4), 20, { email: 'kept@example.com' }),
  );
  expectStatus(await owner.patch(`/api/booking/update/${kept.id}/`, { action: 'confirm' }), 200);
  const remainder = { id: kept.id, PaymentStatus: '100%Paid', remaining_paymentType: 'PayViaCard' };
  expectStatus(await owner.patch('/api/update-PaymentStatus', remainder), 200);
  expectStatus(await owner.post(`/api/bookings/${kept.id}/undo-payment`, {}), 200);
  expectStatus(await owner.patch('/api/update-PaymentStatus', remainder), 200);
  await t.app.db.transaction((tx) =>
    t.app.till.record(tx, {
      kind: 'opening-float',
      method: 'cash',
      amount: 10_000,
      note: 'Float from the safe',
      actor: { type: 'system' },
    }),
  );
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

async function revenueOf(query: string): Promise<RevenueAnswer> {
  return revenueAnswerSchema.parse(
    expectStatus(await owner.get(`/api/revenue?${query}`), 200).json(),
  );
}

/** What the ledger holds for the day, drawer movements left out: the takings' own sum. */
async function ledgerTakings() {
  const [row] = await t.app.db
    .select({ net: sql<number>`coalesce(sum(${moneyMovements.amount}), 0)::int` })
    .from(moneyMovements)
    .where(
      and(between(moneyMovements.businessDay, day, day), ne(moneyMovements.kind, 'opening-float')),
    );
  return Number(row!.net);
}

describe('revenue', () => {
  it('adds a day up from the ledger: courts, café, refunds and methods, to the rupee', async () => {
    const answer = await revenueOf(`from=${day}&to=${day}`);
    expect(answer.periods).toHaveLength(1);
    const { totals } = answer;
    expect(answer.periods[0]).toEqual({ start: day, ...totals });
    // Walk-in 5,000 cash; advances 2,500 + 2,500 by card online; the balance 2,500 by card at the
    // desk (undone once and taken again); the refund of one advance.
    expect(totals.courts).toBe(5000 + 2500 + 2500 + 2500);
    expect(totals.cafe).toBe(0);
    expect(totals.refunds).toBe(-2500);
    expect(totals.net).toBe(totals.courts + totals.cafe + totals.refunds);
    expect(totals.net).toBe(await ledgerTakings());
    expect(totals.byMethod).toMatchObject({ cash: 5000, 'card-online': 2500, 'card-desk': 2500 });
    const methodsSum = MOVEMENT_METHODS.reduce((sum, method) => sum + totals.byMethod[method], 0);
    expect(methodsSum).toBe(totals.net);
  });

  it('shows every period of the range, quiet ones as zeros, by day, week and month', async () => {
    const days = await revenueOf(`from=${addDays(day, -2)}&to=${addDays(day, 2)}`);
    expect(days.periods.map((p) => p.start)).toEqual([-2, -1, 0, 1, 2].map((n) => addDays(day, n)));
    expect(days.periods.filter((p) => p.net !== 0).map((p) => p.start)).toEqual([day]);

    const weeks = await revenueOf(`from=${addDays(day, -14)}&to=${day}&by=week`);
    expect(weeks.periods).toHaveLength(3);
    expect(new Date(`${weeks.periods[0]!.start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.totals.net).toBe(days.totals.net);

    const months = await revenueOf(`from=${day.slice(0, 8)}01&to=${day}&by=month`);
    expect(months.periods.map((p) => p.start)).toEqual([`${day.slice(0, 8)}01`]);
    expect(months.totals).toEqual(days.totals);
  });

  it('refuses a range it cannot show, and is the owner’s', async () => {
    for (const query of [
      `from=${day}&to=${addDays(day, -1)}`,
      `from=${addDays(day, -200)}&to=${day}`,
      `from=${day}&to=${day}&by=year`,
      `from=2026-02-30&to=${day}`,
      `to=${day}`,
    ]) {
      const refused = expectStatus(await owner.get(`/api/revenue?${query}`), 400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    expectStatus(await staff.get(`/api/revenue?from=${day}&to=${day}`), 403);
    expectStatus(await staff.get(`/api/ledger.xlsx?from=${day}&to=${day}`), 403);
    expectStatus(await t.api.get(`/api/revenue?from=${day}&to=${day}`), 401);
  });

  it('exports the ledger for the accountant: every row as written, corrections included', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const response = expectStatus(await owner.get(`/api/ledger.xlsx?from=${day}&to=${day}`), 200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="ledger.xlsx"');
    const workbook: Workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ledger')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Amount (PKR)');
    const amountColumn = header.indexOf('Amount (PKR)') + 1;
    const rows = sheet.getRows(2, sheet.rowCount - 1)!;
    const stored = await t.app.db.select().from(moneyMovements);
    expect(rows).toHaveLength(stored.length);
    const sum = rows.reduce((total, row) => total + Number(row.getCell(amountColumn).value), 0);
    expect(sum).toBe(stored.reduce((total, row) => total + row.amount, 0));
    const kinds = rows.map((row) => row.getCell(header.indexOf('Kind') + 1).value);
    expect(kinds).toEqual(
      expect.arrayContaining(['Advance', 'Balance', 'Refund', 'Opening float']),
    );
    const reversal = rows.find((row) => row.getCell(header.indexOf('Reverses no.') + 1).value);
    expect(reversal).toBeDefined();
  });
});

import {
  bookingAnswerSchema,
  bookingMoney,
  dayCloseAnswerSchema,
  DESK_ONLINE_METHODS,
  DESK_PAYMENT_MESSAGES,
  DESK_REFERENCE_MAX,
  LEDGER_MESSAGES,
  MOVEMENT_METHOD_WORDS,
  seriesAnswerSchema,
  slotLabel,
  walkInAnswerSchema,
  type DeskOnlineMethod,
  type SeriesRequest,
  type WalkInRequest,
} from '@padel/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../../test/api';
import { daysFromToday } from '../../../../test/clock';
import { expectStatus } from '../../../../test/expect-status';
import { given } from '../../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../../test/test-app';
import { bookings, moneyMovements, notifications } from '../../../db/schema';

/**
 * "Paid online" at the desk (docs/payments.md#paid-online): every admin call that records it
 * takes the method staff picked and the statement's reference; the ledger row, the day close and
 * every reading of the booking's money name that method. A missing method is a 400 that writes
 * nothing, and one transfer's reference counts once (409 TRANSFER_REFERENCE_USED).
 */
let t: TestApp;
let owner: Api;
let staff: Api;

beforeAll(async () => {
  ({ t, admin: owner } = await createAdminTestApp({}, { messageWorker: false }));
  staff = t.api.as(await signIn(t.api, await given.admin(t.app.db, { role: 'staff' })));
});
afterAll(() => t?.close());

let references = 0;
/** A reference of its own, as a statement prints it. */
const freshReference = (prefix = 'TX') => `${prefix}${String(++references).padStart(6, '0')}`;

const ledgerOf = (bookingId: number) =>
  t.app.db
    .select()
    .from(moneyMovements)
    .where(eq(moneyMovements.bookingId, bookingId))
    .orderBy(asc(moneyMovements.id));

const confirmedBooking = () => given.booking(t.app.db, { status: 'Booking Confirmed' });

const payRemainder = (id: number, extra: Record<string, unknown> = {}, as: Api = staff) =>
  as.patch('/api/update-PaymentStatus', {
    id,
    PaymentStatus: '100%Paid',
    remaining_paymentType: 'PayViaOnline',
    ...extra,
  });

/** The open business day's report, as GET /api/day-close answers it. */
async function todaysMovements() {
  const answer = dayCloseAnswerSchema.parse(
    expectStatus(await owner.get('/api/day-close'), 200).json(),
  );
  return answer.report.movements;
}

describe('the remainder recorded as Paid online', () => {
  it.each(DESK_ONLINE_METHODS)(
    'lands in the ledger and the day close by %s, with its reference, and is named so',
    async (method) => {
      const booking = await confirmedBooking();
      const reference = method === 'card-desk' ? 'slip 0042' : freshReference();
      const answer = bookingAnswerSchema.parse(
        expectStatus(
          await payRemainder(booking.id, { onlineMethod: method, reference: ` ${reference} ` }),
          200,
        ).json(),
      );
      expect(answer.booking).toMatchObject({ PaymentStatus: '100%Paid', remainingBalance: 0 });
      const rows = await ledgerOf(booking.id);
      expect(rows).toMatchObject([
        { kind: 'balance', method, reference, amount: booking.amount, actorType: 'admin' },
      ]);
      // The booking's money names the method, as the ledger has it: never "Online".
      expect(answer.booking.paidBy).toEqual([{ kind: 'balance', method }]);
      expect(bookingMoney(answer.booking).paidHow).toBe(MOVEMENT_METHOD_WORDS[method]);
      // The day close lists it by its method, with the reference (an online method is not
      // the drawer's, so the open day shows it).
      const listed = (await todaysMovements()).find((row) => row.id === rows[0]!.id);
      expect(listed).toMatchObject({
        method,
        reference,
        amount: booking.amount,
        bookingId: booking.id,
      });
    },
  );

  it('takes a card at the desk without a reference', async () => {
    const booking = await confirmedBooking();
    expectStatus(await payRemainder(booking.id, { onlineMethod: 'card-desk' }), 200);
    expect(await ledgerOf(booking.id)).toMatchObject([{ method: 'card-desk', reference: null }]);
  });

  it('answers 400 without the method, or a transfer without its reference, and writes nothing', async () => {
    const booking = await confirmedBooking();
    const cases: [Record<string, unknown>, string][] = [
      [{}, DESK_PAYMENT_MESSAGES.onlineMethodRequired],
      [{ onlineMethod: 'paypal' }, DESK_PAYMENT_MESSAGES.onlineMethodRequired],
      [{ onlineMethod: 'jazzcash' }, DESK_PAYMENT_MESSAGES.referenceRequired('jazzcash')],
      [
        { onlineMethod: 'raast', reference: '   ' },
        DESK_PAYMENT_MESSAGES.referenceRequired('raast'),
      ],
      [
        { onlineMethod: 'easypaisa', reference: 'E'.repeat(DESK_REFERENCE_MAX + 1) },
        DESK_PAYMENT_MESSAGES.referenceTooLong,
      ],
      [
        { onlineMethod: 'bank-transfer', reference: 'FT1\nFT2' },
        DESK_PAYMENT_MESSAGES.referenceOneLine,
      ],
    ];
    for (const [extra, message] of cases) {
      const refused = expectStatus(await payRemainder(booking.id, extra), 400, message);
      expect(refused.json().message).toBe(message);
    }
    // Cash with a method or a reference says one thing and another: refused, not guessed.
    const cash = expectStatus(
      await payRemainder(booking.id, {
        remaining_paymentType: 'PayViaCash',
        onlineMethod: 'jazzcash',
        reference: freshReference(),
      }),
      400,
    );
    expect(cash.json().message).toBe(DESK_PAYMENT_MESSAGES.onlineOnly);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ paymentStatus: 'UnPaid', remainingPaymentType: null });
    expect(await ledgerOf(booking.id)).toEqual([]);
  });

  it('refuses a reference already accepted for the method (409), and writes nothing', async () => {
    const first = await confirmedBooking();
    const reference = freshReference('JC');
    expectStatus(await payRemainder(first.id, { onlineMethod: 'jazzcash', reference }), 200);

    const second = await confirmedBooking();
    // The statement's reference, typed with other spaces and case, is the same credit.
    const typedAgain = ` ${reference.slice(0, 4).toLowerCase()} ${reference.slice(4)}`;
    const reused = expectStatus(
      await payRemainder(second.id, { onlineMethod: 'jazzcash', reference: typedAgain }),
      409,
    );
    expect(reused.json()).toMatchObject({
      code: 'TRANSFER_REFERENCE_USED',
      message: LEDGER_MESSAGES.transferReferenceUsed('jazzcash'),
    });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, second.id));
    expect(row!.paymentStatus).toBe('UnPaid');
    expect(await ledgerOf(second.id)).toEqual([]);

    // One reference per method: Easypaisa's own credit may carry the same characters.
    expectStatus(await payRemainder(second.id, { onlineMethod: 'easypaisa', reference }), 200);
  });

  it('frees the reference of a payment undone as typed by mistake', async () => {
    const booking = await confirmedBooking();
    const reference = freshReference('RA');
    expectStatus(await payRemainder(booking.id, { onlineMethod: 'raast', reference }), 200);
    expectStatus(await staff.post(`/api/bookings/${booking.id}/undo-payment`), 200);
    const undone = await ledgerOf(booking.id);
    expect(undone.map((row) => [row.method, row.amount, row.reference])).toEqual([
      ['raast', booking.amount, reference],
      ['raast', -booking.amount, reference],
    ]);
    const paid = bookingAnswerSchema.parse(
      expectStatus(
        await payRemainder(booking.id, { onlineMethod: 'raast', reference }),
        200,
      ).json(),
    );
    expect(bookingMoney(paid.booking).paidHow).toBe('Raast');
  });

  it('names the method in the export, not the payment type', async () => {
    const booking = await confirmedBooking();
    expectStatus(
      await payRemainder(booking.id, { onlineMethod: 'jazzcash', reference: freshReference() }),
      200,
    );
    const date = booking.selectedDate;
    const response = await owner.get(`/api/get-booking/bookings.xlsx?from=${date}&to=${date}`);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(expectStatus(response, 200).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Readable')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => r.getCell(1).value === booking.id)!;
    expect(row.getCell(headers.indexOf('Paid by') + 1).value).toBe('JazzCash');
  });
});

describe('what was paid so far on confirming, and a fee', () => {
  it('records an advance paid online on confirming by the method picked', async () => {
    const booking = await given.booking(t.app.db);
    const reference = freshReference('FT');
    const confirmed = bookingAnswerSchema.parse(
      expectStatus(
        await owner.patch('/api/update-Status', {
          id: booking.id,
          status: 'Booking Confirmed',
          PaymentStatus: '50%Paid',
          remaining_paymentType: 'PayViaOnline',
          onlineMethod: 'bank-transfer',
          reference,
        }),
        200,
      ).json(),
    );
    expect(await ledgerOf(booking.id)).toMatchObject([
      { kind: 'advance', method: 'bank-transfer', reference },
    ]);
    expect(bookingMoney(confirmed.booking).paidHow).toBe('Bank transfer');

    const other = await given.booking(t.app.db);
    const missing = expectStatus(
      await owner.patch('/api/update-Status', {
        id: other.id,
        status: 'Booking Confirmed',
        PaymentStatus: '50%Paid',
        remaining_paymentType: 'PayViaOnline',
      }),
      400,
    );
    expect(missing.json().message).toBe(DESK_PAYMENT_MESSAGES.onlineMethodRequired);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, other.id));
    expect(row!.status).toBe('Pending');
  });

  it('records a fee paid online by the method picked, and refuses one without it', async () => {
    const booking = await given.booking(t.app.db, {
      date: daysFromToday(-1),
      hours: [19],
      status: 'Booking Confirmed',
    });
    expectStatus(await staff.post(`/api/booking/${booking.id}/no-show`, { fee: 1200 }), 200);
    const missing = expectStatus(
      await staff.post(`/api/booking/${booking.id}/fee-payment`, { method: 'PayViaOnline' }),
      400,
    );
    expect(missing.json().message).toBe(DESK_PAYMENT_MESSAGES.onlineMethodRequired);
    expect(await ledgerOf(booking.id)).toEqual([]);
    const reference = freshReference('EP');
    expectStatus(
      await staff.post(`/api/booking/${booking.id}/fee-payment`, {
        method: 'PayViaOnline',
        onlineMethod: 'easypaisa',
        reference,
      }),
      200,
    );
    expect(await ledgerOf(booking.id)).toMatchObject([
      { kind: 'fee', method: 'easypaisa', reference, amount: 1200 },
    ]);
  });
});

let walkIns = 0;
/** A walk-in paid online, on a day and hour of its own. */
function walkIn(overrides: Partial<WalkInRequest> = {}): WalkInRequest {
  walkIns++;
  return {
    bookingType: 'Padel',
    selectedDate: daysFromToday(walkIns),
    selectedSlots: [slotLabel(17)],
    selectedCourt: 'Court 2',
    customerName: `Walk-in ${walkIns}`,
    phoneNumber: `0311${String(1_000_000 + walkIns).slice(-7)}`,
    numberOfGuests: 4,
    payment: 'PayViaOnline',
    ...overrides,
  };
}

describe('a walk-in paid online', () => {
  it.each(['jazzcash', 'easypaisa', 'raast', 'bank-transfer'] as DeskOnlineMethod[])(
    'is recorded by %s with its reference, and its message names it',
    async (method) => {
      const reference = freshReference('WI');
      const email = `walk-in-${method}@example.test`;
      const answer = walkInAnswerSchema.parse(
        expectStatus(
          await staff.post('/api/walk-ins', walkIn({ onlineMethod: method, reference, email })),
          201,
        ).json(),
      );
      expect(await ledgerOf(answer.booking.id)).toMatchObject([
        { kind: 'balance', method, reference, amount: answer.booking.amount },
      ]);
      const words = MOVEMENT_METHOD_WORDS[method];
      expect(bookingMoney(answer.booking).paidHow).toBe(words);
      const [message] = await t.app.db
        .select({ body: notifications.body })
        .from(notifications)
        .where(eq(notifications.recipient, email));
      const text = (message!.body as { text: string }).text;
      expect(text).toContain(`(${words})`);
      expect(text).not.toContain('(Online)');
    },
  );

  it('answers 400 without the method and books nothing; a reused reference 409', async () => {
    const count = async () =>
      (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;
    const before = await count();
    const missing = expectStatus(await staff.post('/api/walk-ins', walkIn()), 400);
    expect(missing.json().message).toBe(DESK_PAYMENT_MESSAGES.onlineMethodRequired);
    expect(await count()).toBe(before);

    const reference = freshReference('DUP');
    expectStatus(
      await staff.post('/api/walk-ins', walkIn({ onlineMethod: 'jazzcash', reference })),
      201,
    );
    const reused = expectStatus(
      await staff.post('/api/walk-ins', walkIn({ onlineMethod: 'jazzcash', reference })),
      409,
    );
    expect(reused.json().code).toBe('TRANSFER_REFERENCE_USED');
    expect(await count()).toBe(before + 1);
  });
});

describe('a series paid up front online', () => {
  const series = (overrides: Partial<SeriesRequest> = {}): SeriesRequest => ({
    selectedCourt: 'Court 2',
    selectedSlots: [slotLabel(10)],
    startDate: daysFromToday(60),
    count: 3,
    customerName: 'Regular Raast',
    phoneNumber: '03219876543',
    email: 'regular-raast@example.test',
    fixedPrice: 3000,
    payment: 'up-front',
    upFrontPayment: 'PayViaOnline',
    ...overrides,
  });

  it('names the one transfer on every date, and its renewal asks for its own', async () => {
    const missing = expectStatus(await owner.post('/api/booking-series', series()), 400);
    expect(missing.json().message).toBe(DESK_PAYMENT_MESSAGES.onlineMethodRequired);

    const reference = freshReference('SR');
    const made = seriesAnswerSchema.parse(
      expectStatus(
        await owner.post('/api/booking-series', series({ onlineMethod: 'raast', reference })),
        201,
      ).json(),
    );
    expect(made.upFrontPayment).toBe('PayViaOnline');
    const rows = await t.app.db
      .select()
      .from(moneyMovements)
      .where(eq(moneyMovements.seriesId, made.id))
      .orderBy(asc(moneyMovements.id));
    expect(rows.map((row) => [row.method, row.reference, row.amount])).toEqual([
      ['raast', reference, 3000],
      ['raast', reference, 3000],
      ['raast', reference, 3000],
    ]);

    // Its renewal is new money: its own transfer, by its method and reference.
    const renew = (body: Record<string, unknown>) =>
      owner.post(`/api/booking-series/${made.id}/renew`, { count: 2, ...body });
    const noMethod = expectStatus(await renew({}), 400);
    expect(noMethod.json().message).toBe(DESK_PAYMENT_MESSAGES.onlineMethodRequired);
    const again = expectStatus(await renew({ onlineMethod: 'raast', reference }), 409);
    expect(again.json().code).toBe('TRANSFER_REFERENCE_USED');
    const renewalReference = freshReference('SR');
    expectStatus(await renew({ onlineMethod: 'raast', reference: renewalReference }), 200);
    const after = await t.app.db
      .select({ reference: moneyMovements.reference })
      .from(moneyMovements)
      .where(eq(moneyMovements.seriesId, made.id));
    expect(after.map((row) => row.reference).sort()).toEqual(
      [reference, reference, reference, renewalReference, renewalReference].sort(),
    );
  });
});

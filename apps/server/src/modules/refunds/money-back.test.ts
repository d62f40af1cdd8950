import {
  adminBookingSchema,
  advanceOf,
  bookingMoney,
  createBookingResponseSchema,
  dayCloseAnswerSchema,
  formatPrice,
  LEDGER_MESSAGES,
  REFUND_MESSAGES,
  refundListSchema,
  refundQuoteSchema,
  revenueAnswerSchema,
  slotLabel,
  TILL_MOVEMENT_MAX,
  TRANSFER_MESSAGES,
  venueInstant,
  venueNow,
  transfersToCheckSchema,
  walkInAnswerSchema,
  type CreateBookingRequest,
  type RefundItem,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { daysFromToday, TEST_TIMEZONE, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { imageDataUrl } from '../../../test/images';
import { startSmtpServer } from '../../../test/smtp';
import { TRANSFER_ACCOUNTS } from '../../../test/transfer-accounts';
import {
  createAdminTestApp,
  TEST_ADMIN as TEST_OWNER,
  TEST_VENUE_SETTINGS,
  type TestApp,
} from '../../../test/test-app';
import { moneyMovements } from '../../db/schema';
import { movementsOf } from '../ledger/ledger.repo';

/**
 * Money goes back the way it came (docs/payments.md#refunds): every cancellation that
 * took money owes it back by each method it came by, as rows of their own tied to the ledger, and
 * the server refuses a refund above what a method took, one recorded twice, a zero or wrong-signed
 * ledger amount and one transfer reference counted twice.
 */
let t: TestApp;
let owner: Api;
let staff: Api;
let staffAccount: Awaited<ReturnType<typeof given.admin>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

/** The app's clock, moved on a day where a test says so. */
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ t, admin: owner } = await createAdminTestApp(
    { smtpUrl: smtp.url },
    { now: clock, messageWorker: { jobEveryMs: 100 } },
  ));
  expectStatus(
    await owner.put('/api/settings', {
      ...TEST_VENUE_SETTINGS,
      transferAccounts: { ...TRANSFER_ACCOUNTS, jazzcashNumber: '03001234568' },
      transferMethods: ['bank-transfer', 'jazzcash'],
    }),
    200,
  );
  staffAccount = await given.admin(t.app.db, {
    role: 'staff',
    firstName: 'Sana',
    lastName: 'Desk',
  });
  staff = t.api.as(await signIn(t.api, staffAccount));
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
/** A customer's booking whose advance is to come by JazzCash, waiting for staff to check it. */
async function byJazzCash(date: string, hour: number) {
  n += 1;
  const email = `jazz${n}@money-back.test`;
  const request: CreateBookingRequest = {
    ...padelRequest(date, hour, {
      customerName: `Jazz ${n}`,
      phoneNumber: `0345${String(4_000_000 + n).slice(-7)}`,
      paymentType: 'PayViaOnline',
      transferMethod: 'jazzcash',
    }),
    email,
  };
  const created = createBookingResponseSchema.parse(
    expectStatus(await t.api.post('/api/create-booking', request), 201).json(),
  );
  const id = await transferId(created.booking.transfer!.reference);
  return { id, email, created, amount: created.booking.amount };
}

/** A booking whose advance came by JazzCash, accepted by staff with the statement's reference. */
async function jazzcashBooking(date: string, hour: number) {
  const booking = await byJazzCash(date, hour);
  expectStatus(
    await staff.post(`/api/transfers/${booking.id}/accept`, { reference: `JC-${booking.id}-77` }),
    200,
  );
  return { ...booking, accessToken: booking.created.accessToken };
}

/** The booking of a transfer staff are to check, by the reference its customer writes. */
async function transferId(reference: string): Promise<number> {
  const list = transfersToCheckSchema.parse(
    expectStatus(await staff.get('/api/transfers'), 200).json(),
  );
  return list.find((row) => row.reference === reference)!.id;
}

const detail = async (id: number) =>
  adminBookingSchema.parse(expectStatus(await owner.get(`/api/bookings/${id}`), 200).json()[0]);

const refundsDue = async () =>
  refundListSchema.parse(expectStatus(await staff.get('/api/refunds?status=due'), 200).json())
    .refunds;

const dueOf = async (id: number) =>
  (await refundsDue()).filter((refund) => refund.kind === 'booking' && refund.id === id);

/** The first message to `email` whose subject matches, once it has arrived. */
async function mailTo(email: string, subject: RegExp) {
  const find = () => smtp.mailsTo(email).find((mail) => subject.test(mail.subject));
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!;
}

const cancel = (id: number, body: object = {}, as: Api = staff) =>
  as.patch(`/api/booking/update/${id}/`, { action: 'cancel', cancelReason: 'Rain', ...body });

const record = (refund: RefundItem, body: object, as: Api = staff) =>
  as.post(`/api/refunds/${refund.kind}/${refund.id}/record`, {
    refundId: refund.refundId,
    ...body,
  });

describe('a cancellation owes back what it took, the way it came', () => {
  it('a JazzCash advance cancelled by staff is due back by JazzCash until recorded, and the customer is told', async () => {
    const booking = await jazzcashBooking(daysFromToday(6), 9);
    const advance = advanceOf(booking.amount);

    // The dialog's quote: what was paid by each method and what the policy gives back.
    const quote = refundQuoteSchema.parse(
      expectStatus(await staff.get(`/api/booking/${booking.id}/cancel-quote`), 200).json(),
    );
    expect(quote).toEqual({
      taken: [{ method: 'jazzcash', taken: advance, refundable: advance }],
      policy: [{ method: 'jazzcash', amount: advance }],
      mayOverride: false,
    });

    expectStatus(await cancel(booking.id), 200);
    const [due] = await dueOf(booking.id);
    expect(due).toMatchObject({
      dueMethod: 'jazzcash',
      amount: advance,
      madeBy: 'staff',
      status: 'due',
      reason: null,
    });
    const view = await detail(booking.id);
    expect(bookingMoney(view)).toMatchObject({
      paid: advance,
      refunded: advance,
      refundHow: 'To be sent back to JazzCash',
      state: 'Refund due',
    });

    const cancelled = await mailTo(booking.email, /cancelled/i);
    expect(cancelled.text).toContain(
      `We will give back ${formatPrice(advance)} to the JazzCash account you paid from by`,
    );

    // Paid back by JazzCash and recorded: the ledger's refund row, the list, the customer.
    expectStatus(await record(due!, { method: 'jazzcash', reference: 'JC-BACK-1' }), 200);
    expect(await dueOf(booking.id)).toEqual([]);
    const rows = await movementsOf(t.app.db, { bookingId: booking.id });
    expect(rows.map((row) => [row.kind, row.method, row.amount, row.actorName])).toEqual([
      ['advance', 'jazzcash', advance, 'Sana Desk'],
      ['refund', 'jazzcash', -advance, 'Sana Desk'],
    ]);
    expect(bookingMoney(await detail(booking.id))).toMatchObject({
      refundHow: 'Refunded to JazzCash',
      state: 'Refunded',
    });
    const refunded = await mailTo(booking.email, /refund/i);
    expect(refunded.text).toContain(`to your JazzCash account`);

    // One refund is recorded once.
    const again = await record(due!, { method: 'jazzcash', reference: 'JC-BACK-1' });
    expect(expectStatus(again, 409).json()).toMatchObject({ code: 'NO_REFUND_DUE' });
  });

  it('a customer cancelling in time gets a JazzCash advance owed back by JazzCash', async () => {
    const booking = await jazzcashBooking(daysFromToday(7), 10);
    expectStatus(await t.api.post(`/api/my-booking/${booking.accessToken}/cancel`), 200);
    expect(await dueOf(booking.id)).toEqual([
      expect.objectContaining({ dueMethod: 'jazzcash', amount: advanceOf(booking.amount) }),
    ]);
    const page = expectStatus(await t.api.get(`/api/my-booking/${booking.accessToken}`), 200);
    expect(page.json().refund).toMatchObject({ status: 'due', method: 'jazzcash' });
  });

  it('a cash walk-in cancelled by staff owes its cash back until it is handed over', async () => {
    const made = walkInAnswerSchema.parse(
      expectStatus(
        await staff.post('/api/walk-ins', {
          bookingType: 'Padel',
          selectedDate: daysFromToday(3),
          selectedSlots: [slotLabel(20)],
          selectedCourt: 'Court 2',
          customerName: 'Cash walk-in',
          phoneNumber: '03111239999',
          numberOfGuests: 4,
          payment: 'PayViaCash',
        }),
        201,
      ).json(),
    ).booking;
    expectStatus(await cancel(made.id), 200);
    const [due] = await dueOf(made.id);
    expect(due).toMatchObject({ dueMethod: 'cash', amount: made.amount, madeBy: 'staff' });
    // "Undo payment" is for an entry typed by mistake, never a way to refund.
    expect(
      expectStatus(await staff.post(`/api/bookings/${made.id}/undo-payment`), 409).json(),
    ).toMatchObject({ code: 'NOTHING_TO_UNDO' });
    expectStatus(await record(due!, { method: 'cash', reference: 'Handed back by Sana' }), 200);
    const rows = await movementsOf(t.app.db, { bookingId: made.id });
    expect(rows.map((row) => [row.kind, row.method, row.amount])).toEqual([
      ['balance', 'cash', made.amount],
      ['refund', 'cash', -made.amount],
    ]);
  });

  it('an advance by JazzCash and a remainder in cash owe back one refund each, by its way', async () => {
    const booking = await jazzcashBooking(daysFromToday(8), 11);
    expectStatus(
      await staff.patch('/api/update-PaymentStatus', {
        id: booking.id,
        PaymentStatus: '100%Paid',
        remaining_paymentType: 'PayViaCash',
      }),
      200,
    );
    expectStatus(await cancel(booking.id), 200);
    const due = await dueOf(booking.id);
    const half = advanceOf(booking.amount);
    expect(due.map((refund) => [refund.dueMethod, refund.amount]).sort()).toEqual([
      ['cash', booking.amount - half],
      ['jazzcash', half],
    ]);
    expect((await detail(booking.id)).refund).toMatchObject({ status: 'due', method: null });
    // Two are due: without saying which, the method staff paid back by tells them apart.
    const byCash = await staff.post(`/api/refunds/booking/${booking.id}/record`, {
      method: 'cash',
      reference: 'Handed back',
    });
    expectStatus(byCash, 200);
    expect((await dueOf(booking.id)).map((refund) => refund.dueMethod)).toEqual(['jazzcash']);
  });
});

describe('a transfer to check', () => {
  it('is never confirmed by the plain Confirm: staff accept or reject it', async () => {
    const { created, id } = await byJazzCash(daysFromToday(13), 9);
    for (const refused of [
      await staff.patch(`/api/booking/update/${id}/`, { action: 'confirm' }),
      await staff.patch('/api/update-Status', { id, status: 'Booking Confirmed' }),
    ]) {
      expect(expectStatus(refused, 409).json()).toMatchObject({
        code: 'WAITS_FOR_TRANSFER',
        message: TRANSFER_MESSAGES.confirmRefused,
      });
    }
    expect((await detail(id)).status).toBe('Pending');
    expect(await transferId(created.booking.transfer!.reference)).toBe(id);
  });

  it('never holds its slots past the start of play', async () => {
    const today = venueNow(TEST_TIMEZONE, clock()).date;
    const { created } = await byJazzCash(today, 11);
    // Half an hour for the receipt, an hour before play.
    expect(Date.parse(created.booking.transfer!.transferBy!)).toBeLessThan(
      venueInstant(today, 11, TEST_TIMEZONE).getTime(),
    );
    // The receipt's two hours would run past play: held until play starts, not beyond.
    const answer = expectStatus(
      await t.api.post(`/api/my-booking/${created.accessToken}/transfer-receipt`, {
        image: await imageDataUrl(),
      }),
      200,
    ).json();
    expect(answer.booking.transfer.transferBy).toBe(
      venueInstant(today, 11, TEST_TIMEZONE).toISOString(),
    );
  });
});

describe('undo payment', () => {
  it('corrects an entry typed by mistake on its own business day, never a later one', async () => {
    const booking = await given.booking(t.app.db, {
      date: daysFromToday(12),
      hours: [16],
      status: 'Booking Confirmed',
    });
    const pay = () =>
      staff.patch('/api/update-PaymentStatus', {
        id: booking.id,
        PaymentStatus: '100%Paid',
        remaining_paymentType: 'PayViaCash',
      });
    expectStatus(await pay(), 200);
    try {
      ahead = DAY;
      // A day on, a session of that day (the one of yesterday has run out).
      const nextDay = t.api.as(await signIn(t.api, staffAccount));
      const late = await nextDay.post(`/api/bookings/${booking.id}/undo-payment`);
      expect(expectStatus(late, 409).json()).toMatchObject({ code: 'UNDO_DAY_OVER' });
    } finally {
      ahead = 0;
    }
    expect((await detail(booking.id)).PaymentStatus).toBe('100%Paid');
    expectStatus(await staff.post(`/api/bookings/${booking.id}/undo-payment`), 200);
    expect((await detail(booking.id)).PaymentStatus).toBe('UnPaid');
  });
});

describe('the owner may give back another amount, with a reason', () => {
  it('refuses staff, a missing reason and more than a method took; keeps the owner’s amount and why', async () => {
    const booking = await jazzcashBooking(daysFromToday(9), 12);
    const advance = advanceOf(booking.amount);
    const less = [{ method: 'jazzcash', amount: advance - 500 }];

    const byStaff = await cancel(booking.id, { refunds: less, refundReason: 'Agreed by phone' });
    expect(expectStatus(byStaff, 403).json()).toMatchObject({
      code: 'OWNER_ONLY',
      message: REFUND_MESSAGES.ownerOnly,
    });
    const noReason = await cancel(booking.id, { refunds: less }, owner);
    expect(expectStatus(noReason, 400).json()).toMatchObject({ code: 'REFUND_REASON_REQUIRED' });
    const tooMuch = await cancel(
      booking.id,
      { refunds: [{ method: 'jazzcash', amount: advance + 1 }], refundReason: 'A goodwill extra' },
      owner,
    );
    expect(expectStatus(tooMuch, 409).json()).toMatchObject({
      code: 'REFUND_TOO_LARGE',
      message: REFUND_MESSAGES.tooLarge('jazzcash', advance),
    });
    const otherWay = await cancel(
      booking.id,
      { refunds: [{ method: 'cash', amount: 100 }], refundReason: 'Paid back at the desk' },
      owner,
    );
    expectStatus(otherWay, 409);
    // Nothing changed on any refusal.
    expect((await detail(booking.id)).status).toBe('Booking Confirmed');
    expect(await dueOf(booking.id)).toEqual([]);

    expectStatus(
      await cancel(
        booking.id,
        { refunds: less, refundReason: 'Late notice, agreed by phone' },
        owner,
      ),
      200,
    );
    expect(await dueOf(booking.id)).toEqual([
      expect.objectContaining({
        dueMethod: 'jazzcash',
        amount: advance - 500,
        reason: 'Late notice, agreed by phone',
      }),
    ]);
  });
});

describe('the ledger refuses what would miscount', () => {
  it('refuses a zero, a negative or a fraction, and never flips a sign', async () => {
    for (const amount of [0, -500, 12.5]) {
      await expect(
        t.app.db.transaction((tx) =>
          t.app.till.record(tx, {
            kind: 'pay-in',
            method: 'cash',
            amount,
            note: 'Change for the till',
            actor: { type: 'admin', id: staffAccount.id },
          }),
        ),
      ).rejects.toMatchObject({
        code: 'AMOUNT_INVALID',
        message: LEDGER_MESSAGES.amountInvalid('pay-in'),
      });
    }
  });

  it('counts one transfer reference once for its method, whatever its spaces and case', async () => {
    const first = await jazzcashBooking(daysFromToday(10), 13);
    const { id: secondId } = await byJazzCash(daysFromToday(10), 14);
    const sameCredit = ` jc-${first.id}-77 `.toLowerCase();
    const refused = await staff.post(`/api/transfers/${secondId}/accept`, {
      reference: sameCredit,
    });
    expect(expectStatus(refused, 409).json()).toMatchObject({
      code: 'TRANSFER_REFERENCE_USED',
      message: LEDGER_MESSAGES.transferReferenceUsed('jazzcash'),
    });
    expect((await detail(secondId)).PaymentStatus).toBe('UnPaid');
    expectStatus(
      await staff.post(`/api/transfers/${secondId}/accept`, { reference: 'JC-OTHER-1' }),
      200,
    );
  });

  it('sums a day of the largest pay-ins past an integer’s range without failing', async () => {
    // A day of its own, a month on, so no other test's money shares it.
    ahead = 30 * DAY;
    try {
      const later = t.api.as(await signIn(t.api, TEST_OWNER));
      for (let i = 0; i < 215; i += 1) {
        expectStatus(
          await later.post('/api/till/movements', {
            kind: 'pay-in',
            amount: TILL_MOVEMENT_MAX,
            note: 'Safe deposit returned',
          }),
          201,
        );
      }
      const day = venueNow(TEST_TIMEZONE, clock()).date;
      const answer = dayCloseAnswerSchema.parse(
        expectStatus(await later.get(`/api/day-close/${day}`), 200).json(),
      );
      expect(answer.status).toBe('open');
      // Closed with the count short by all of it, and why: the drawer's figures as they are.
      const closed = dayCloseAnswerSchema.parse(
        expectStatus(
          await later.post(`/api/day-close/${day}`, {
            counts: { notes: {}, coins: 0 },
            note: 'Every pay-in was banked before the count',
            acknowledgeBlocks: true,
          }),
          201,
        ).json(),
      );
      expect(closed.status === 'closed' && closed.drawer).toMatchObject({
        counted: 0,
        expected: 215 * TILL_MOVEMENT_MAX,
        difference: -215 * TILL_MOVEMENT_MAX,
      });
      // The drawer's own money is not takings: the day took nothing.
      const revenue = revenueAnswerSchema.parse(
        expectStatus(await later.get(`/api/revenue?from=${day}&to=${day}`), 200).json(),
      );
      expect(revenue.totals).toMatchObject({ net: 0, courts: 0, cafe: 0 });
    } finally {
      ahead = 0;
    }
  });

  it('keeps who recorded a row by name after their account is deleted', async () => {
    const leaving = await given.admin(t.app.db, {
      role: 'staff',
      firstName: 'Hina',
      lastName: 'Leaving',
    });
    const asLeaving = t.api.as(await signIn(t.api, leaving));
    const booking = await jazzcashBooking(daysFromToday(11), 15);
    expectStatus(
      await asLeaving.patch('/api/update-PaymentStatus', {
        id: booking.id,
        PaymentStatus: '100%Paid',
        remaining_paymentType: 'PayViaCash',
      }),
      200,
    );
    expectStatus(await owner.delete(`/api/deleteUser/${leaving.id}`), 200);
    const rows = await t.app.db
      .select()
      .from(moneyMovements)
      .where(eq(moneyMovements.bookingId, booking.id));
    expect(rows.find((row) => row.kind === 'balance')).toMatchObject({
      actorId: leaving.id,
      actorName: 'Hina Leaving',
    });
  });
});

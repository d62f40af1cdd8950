import {
  adminBookingSchema,
  advanceOf,
  BOOKING_ACTION_MESSAGES,
  bookingMoney,
  canUndoPayment,
  customerBookingSchema,
  formatPrice,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { bookPaidByCard } from '../../../test/book-through-api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { startSmtpServer } from '../../../test/smtp';
import { startStripeStandIn } from '../../../test/stripe-checkout';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';

// Staff cancel and delete (docs/bookings.md#delete, docs/payments.md#refunds): a card advance is
// refunded unless staff keep it, the customer is told the money, and a booking the customer
// still counts on is cancelled, never silently deleted.
const WAIT = { timeout: 10_000 };
const KEYS = { secretKey: 'sk_test_staffcancel1', webhookSecret: 'whsec_staffcancel1' };

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  smtp = await startSmtpServer();
  ({ t, admin } = await createAdminTestApp(
    { smtpUrl: smtp.url, stripe: { ...KEYS, apiUrl: stripe.apiUrl } },
    { messageWorker: { jobEveryMs: 100 } },
  ));
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await smtp?.close();
});

const detail = async (id: number) =>
  adminBookingSchema.parse(expectStatus(await admin.get(`/api/bookings/${id}`), 200).json()[0]);

const cancel = (id: number, body: object) =>
  admin.patch(`/api/booking/update/${id}/`, { action: 'cancel', ...body });

describe('staff cancel of a card-paid booking', () => {
  it('refunds the advance by default; the detail and the customer message show the money', async () => {
    const paid = await bookPaidByCard(
      t,
      stripe,
      padelRequest(daysFromToday(8), 10, { email: 'refund-me@example.test' }),
    );
    expectStatus(await cancel(paid.id, { cancelReason: 'Court repairs' }), 200);

    // Waits up to 10 s, for a busy machine; the refund is asked for right after the cancel.
    await expect
      .poll(() => stripe.refunds.filter((r) => r.payment_intent === paid.paymentIntent), WAIT)
      .toEqual([expect.objectContaining({ amount: advanceOf(paid.booking.amount) * 100 })]);
    await expect.poll(async () => (await detail(paid.id)).refund?.status, WAIT).toBe('refunded');
    const view = await detail(paid.id);
    expect(view.refund).toMatchObject({
      amount: advanceOf(paid.booking.amount),
      method: 'card-online',
    });
    expect(view.refunds).toEqual([
      expect.objectContaining({
        method: 'card-online',
        amount: advanceOf(paid.booking.amount),
        status: 'refunded',
        paidBackBy: 'card-online',
        reason: null,
      }),
    ]);

    await smtp.waitForMail('refund-me@example.test', 2);
    const cancelled = smtp
      .mailsTo('refund-me@example.test')
      .find((m) => /cancelled/i.test(m.subject));
    expect(cancelled?.text).toContain('Reason: Court repairs');
    // What comes back, how and by when: a week from the cancellation, in the venue's days.
    expect(cancelled?.text).toContain(
      `We will give back ${formatPrice(advanceOf(paid.booking.amount))} to the card you paid with by`,
    );
  });

  it('keeps the advance only for the owner with a reason, and tells the customer it is not refunded', async () => {
    const paid = await bookPaidByCard(
      t,
      stripe,
      padelRequest(daysFromToday(8), 12, { email: 'keep-it@example.test' }),
    );
    // Giving back less than the policy is the owner's, with a reason (docs/payments.md#refunds).
    const staff = await given.admin(t.app.db, { role: 'staff', email: 'desk-keep@test.local' });
    const asStaff = t.api.as(await signIn(t.api, staff));
    const byStaff = await asStaff.patch(`/api/booking/update/${paid.id}/`, {
      action: 'cancel',
      cancelReason: 'No show at the desk',
      refundAdvance: false,
      refundReason: 'Agreed with the customer',
    });
    expect(expectStatus(byStaff, 403).json()).toMatchObject({ code: 'OWNER_ONLY' });
    const noReason = await cancel(paid.id, { cancelReason: 'No show', refundAdvance: false });
    expect(expectStatus(noReason, 400).json()).toMatchObject({ code: 'REFUND_REASON_REQUIRED' });
    expect((await detail(paid.id)).status).toBe('Pending');

    expectStatus(
      await cancel(paid.id, {
        cancelReason: 'No show at the desk',
        refundAdvance: false,
        refundReason: 'Agreed with the customer by phone',
      }),
      200,
    );
    const view = await detail(paid.id);
    expect(view.status).toBe('Booking Cancelled');
    expect(view.refund).toBeNull();

    await smtp.waitForMail('keep-it@example.test', 2);
    const cancelled = smtp
      .mailsTo('keep-it@example.test')
      .find((m) => /cancelled/i.test(m.subject));
    expect(cancelled?.text).toContain(
      `The ${formatPrice(advanceOf(paid.booking.amount))} you paid is not refunded`,
    );
    expect(stripe.refunds.filter((r) => r.payment_intent === paid.paymentIntent)).toEqual([]);
  });

  it('refuses a refund choice that is not true or false', async () => {
    const booked = await given.booking(t.app.db, { date: daysFromToday(8), hours: [14] });
    expectStatus(await cancel(booked.id, { cancelReason: 'x', refundAdvance: 'yes' }), 400);
    expect((await detail(booked.id)).status).toBe('Pending');
  });
});

describe('one story about the money after a staff cancel with a card refund', () => {
  it('the export row, the admin answer and the customer page agree, and undo payment is neither offered nor taken', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const date = daysFromToday(10);
    const paid = await bookPaidByCard(t, stripe, padelRequest(date, 16));
    expectStatus(await cancel(paid.id, { cancelReason: 'Rain' }), 200);
    await expect.poll(async () => (await detail(paid.id)).refund?.status, WAIT).toBe('refunded');

    const adminView = await detail(paid.id);
    const customerView = customerBookingSchema.parse(
      expectStatus(await t.api.get(`/api/my-booking/${paid.accessToken}`), 200).json(),
    );
    const advance = advanceOf(paid.booking.amount);
    const expected = {
      paid: advance,
      paidHow: 'Card online',
      refunded: advance,
      refundHow: 'Refunded to the card',
      owed: 0,
      state: 'Refunded',
    };
    expect(bookingMoney(adminView)).toMatchObject(expected);
    expect(bookingMoney(customerView)).toEqual(bookingMoney(adminView));
    expect(customerView.refund).toEqual(adminView.refund);
    expect(customerView.remainingBalance).toBe(0);

    const response = await admin.get(`/api/get-booking/bookings.xlsx?from=${date}&to=${date}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(expectStatus(response, 200).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Readable')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === paid.id)!;
    const cell = (header: string) => row.getCell(headers.indexOf(header) + 1).value;
    expect({
      status: cell('Status'),
      advance: cell('Advance (PKR)'),
      payment: cell('Payment'),
      paid: cell('Paid (PKR)'),
      paidBy: cell('Paid by'),
      refunded: cell('Refunded (PKR)'),
      refund: cell('Refund'),
      owed: cell('Owed (PKR)'),
    }).toEqual({
      status: 'Cancelled',
      advance,
      payment: 'Refunded',
      paid: advance,
      paidBy: 'Card online',
      refunded: advance,
      refund: 'Refunded to the card',
      owed: 0,
    });

    // Not offered (the detail screen asks the same rule), and not taken.
    expect(canUndoPayment(adminView)).toBe(false);
    const refused = expectStatus(await admin.post(`/api/bookings/${paid.id}/undo-payment`), 409);
    expect(refused.json()).toMatchObject({ code: 'NOTHING_TO_UNDO' });
    expect(await detail(paid.id)).toEqual(adminView);
  });

  it('prints a pay-at-the-venue booking in words, with no advance', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const date = daysFromToday(11);
    const booked = await given.booking(t.app.db, { date, hours: [9] });
    const response = await admin.get(`/api/get-booking/bookings.xlsx?from=${date}&to=${date}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(expectStatus(response, 200).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Readable')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => r.getCell(1).value === booked.id)!;
    const cell = (header: string) => row.getCell(headers.indexOf(header) + 1).value;
    expect([cell('Status'), cell('Advance (PKR)'), cell('Payment'), cell('Paid by')]).toEqual([
      'Pending',
      null,
      'Unpaid',
      null,
    ]);
    expect(cell('Owed (PKR)')).toBe((await detail(booked.id)).amount);
  });
});

describe('delete', () => {
  it('asks for a cancel first while the customer still counts on the booking', async () => {
    const booked = await given.booking(t.app.db, { date: daysFromToday(9), hours: [10] });
    const refused = expectStatus(await admin.delete(`/api/delete-booking/${booked.id}`), 409);
    expect(refused.json()).toMatchObject({
      code: 'CANCEL_BEFORE_DELETE',
      message: BOOKING_ACTION_MESSAGES.cancelBeforeDelete,
    });
    expect((await detail(booked.id)).status).toBe('Pending');

    expectStatus(
      await admin.patch(`/api/booking/update/${booked.id}/`, { action: 'confirm' }),
      200,
    );
    expectStatus(await admin.delete(`/api/delete-booking/${booked.id}`), 409);

    expectStatus(await cancel(booked.id, { cancelReason: 'Asked by phone' }), 200);
    expectStatus(await admin.delete(`/api/delete-booking/${booked.id}`), 200);
    expectStatus(await admin.get(`/api/bookings/${booked.id}`), 404);
  });

  it('deletes an arrived booking: the customer has played', async () => {
    const booked = await given.booking(t.app.db, {
      date: daysFromToday(9),
      hours: [12],
      status: 'arrived',
    });
    expectStatus(await admin.delete(`/api/delete-booking/${booked.id}`), 200);
  });
});

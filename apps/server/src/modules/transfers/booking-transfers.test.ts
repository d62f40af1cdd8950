import {
  adminBookingSchema,
  bookingMoney,
  createBookingResponseSchema,
  customerBookingSchema,
  formatPrice,
  MOVEMENT_AMOUNT_MAX,
  publicSettingsSchema,
  refundListSchema,
  TRANSFER_MESSAGES,
  transfersToCheckSchema,
  type CreateBookingRequest,
} from '@padel/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { imageDataUrl } from '../../../test/images';
import { startSmtpServer } from '../../../test/smtp';
import { TRANSFER_ACCOUNTS } from '../../../test/transfer-accounts';
import type { Api } from '../../../test/api';
import { createAdminTestApp, TEST_VENUE_SETTINGS, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema';
import { unreversedMovements } from '../ledger/ledger.repo';
import { transferExpiryJob } from './transfer-expiry.job';

/**
 * An advance by transfer, checked by staff (docs/payments.md#transfers): the booking holds its
 * slots as "Transfer to check" until staff accept or reject the receipt, or
 * `TRANSFER_HOLD_MINUTES` pass; the receipt is re-encoded and seen only by staff and the
 * booking's own link.
 */
const MINUTE = 60_000;

const ACCOUNTS = TRANSFER_ACCOUNTS;

let t: TestApp;
let admin: Api;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ t, admin } = await createAdminTestApp(
    { smtpUrl: smtp.url },
    { now: clock, messageWorker: { jobEveryMs: 60_000 } },
  ));
  expectStatus(
    await admin.put('/api/settings', {
      ...TEST_VENUE_SETTINGS,
      transferAccounts: ACCOUNTS,
      transferMethods: ['bank-transfer'],
    }),
    200,
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let cursor = 0;
/** The money cells of the booking's row in bookings.xlsx for its date (docs/bookings.md#export). */
async function exportedRefund(id: number, date: string) {
  const response = await admin.get(`/api/get-booking/bookings.xlsx?from=${date}&to=${date}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(expectStatus(response, 200).rawPayload as never);
  const sheet = workbook.getWorksheet('Readable')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === id)!;
  const cell = (header: string) => row.getCell(headers.indexOf(header) + 1).value;
  return { refunded: cell('Refunded (PKR)'), due: cell('Refund due (PKR)') };
}

function byTransfer(date: string, hour: number): CreateBookingRequest & { email: string } {
  const n = ++cursor;
  return {
    ...padelRequest(date, hour, {
      customerName: `Transfer ${n}`,
      phoneNumber: `0345${String(3_000_000 + n).slice(-7)}`,
      paymentType: 'PayViaOnline',
      transferMethod: 'bank-transfer',
    }),
    email: `transfer${n}@transfers.test`,
  };
}

async function booked(request: CreateBookingRequest) {
  const response = await t.api.post('/api/create-booking', request);
  return createBookingResponseSchema.parse(expectStatus(response, 201).json());
}

async function myBooking(token: string) {
  return customerBookingSchema.parse(
    expectStatus(await t.api.get(`/api/my-booking/${token}`), 200).json(),
  );
}

const upload = (token: string, image: string) =>
  t.api.post(`/api/my-booking/${token}/transfer-receipt`, { image });

async function toCheck() {
  return transfersToCheckSchema.parse(expectStatus(await admin.get('/api/transfers'), 200).json());
}

/** The booking's row on staff's Transfers to check, by the reference its customer writes. */
async function transferRow(reference: string) {
  return (await toCheck()).find((row) => row.reference === reference)!;
}

/** The booking as staff's detail screen reads it. */
const detail = async (id: number) =>
  adminBookingSchema.parse(expectStatus(await admin.get(`/api/bookings/${id}`), 200).json()[0]);

/** The booking's advances in the ledger: method, reference and amount. */
const advancesOf = async (id: number) =>
  (await unreversedMovements(t.app.db, { bookingId: id }, ['advance'])).map((row) => [
    row.method,
    row.reference,
    row.amount,
  ]);

/** The booking's refunds due, as the Refunds list shows them. */
const refundsDueOf = async (id: number) =>
  refundListSchema
    .parse(expectStatus(await admin.get('/api/refunds?status=due'), 200).json())
    .refunds.filter((refund) => refund.kind === 'booking' && refund.id === id);

/** The audit row of the booking's accepted transfer, if any. */
const auditOf = async (id: number) =>
  (
    await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'booking'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'transfer-payment'),
        ),
      )
  )[0];

describe('transfer settings', () => {
  it('offers a method only with its account details, and shows customers no other account', async () => {
    const missing = await admin.put('/api/settings', {
      ...TEST_VENUE_SETTINGS,
      transferAccounts: { ...ACCOUNTS, jazzcashNumber: '' },
      transferMethods: ['bank-transfer', 'jazzcash'],
    });
    expectStatus(missing, 400);
    expect(JSON.stringify(missing.json())).toContain('JazzCash needs the JazzCash number');

    const shown = publicSettingsSchema.parse((await t.api.get('/api/settings')).json());
    expect(shown.transferMethods).toEqual(['bank-transfer']);
    // Raast is set up but not offered: its ID stays with staff.
    expect(shown.transferAccounts).toMatchObject({
      bankName: 'Meezan Bank',
      iban: 'PK36MEZN0001234567890123',
      raastId: '',
    });
  });

  it('refuses a method the venue does not offer', async () => {
    const request = { ...byTransfer(daysFromToday(4), 9), transferMethod: 'raast' as const };
    const refused = await t.api.post('/api/create-booking', request);
    expectStatus(refused, 400);
    expect(refused.json().code).toBe('TRANSFER_UNAVAILABLE');
  });
});

describe('pay by transfer', () => {
  it('holds the slots as a transfer to check; a bad receipt answers 400 and stores nothing', async () => {
    const made = await booked(byTransfer(daysFromToday(4), 10));
    const transfer = made.booking.transfer!;
    expect(transfer).toMatchObject({ method: 'bank-transfer', receiptUploaded: false });
    expect(transfer.amount).toBe(made.booking.amount / 2);
    expect(transfer.reference).toMatch(/^PB-\d+$/);
    // Half an hour for the receipt to come, by the venue's clock (TRANSFER_RECEIPT_MINUTES).
    expect(Date.parse(transfer.transferBy!)).toBeLessThanOrEqual(clock().getTime() + 30 * MINUTE);
    expect(Date.parse(transfer.transferBy!)).toBeGreaterThan(clock().getTime() + 29 * MINUTE);
    // The slot is held.
    expectStatus(await t.api.post('/api/create-booking', padelRequest(daysFromToday(4), 10)), 409);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const big = await sharp({
      create: { width: 1400, height: 1300, channels: 3, background: '#808080' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const bad = [
      // A script dressed as a picture.
      `data:image/png;base64,${svg.toString('base64')}`,
      // A type the venue does not take.
      `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`,
      // Not a picture at all.
      `data:image/jpeg;base64,${Buffer.from('hello').toString('base64')}`,
      // Over 5 MB.
      `data:image/png;base64,${big.toString('base64')}`,
    ];
    for (const image of bad) {
      const answer = await upload(made.accessToken, image);
      expectStatus(answer, 400);
      expect(answer.json().code).toMatch(/^(NOT_A_RECEIPT|VALIDATION_FAILED)$/);
    }
    expectStatus(await t.api.get(`/api/my-booking/${made.accessToken}/transfer-receipt`), 404);
    expect((await myBooking(made.accessToken)).transfer?.receiptUploaded).toBe(false);
  });

  it('keeps a receipt re-encoded, for the booking link and staff only', async () => {
    const made = await booked(byTransfer(daysFromToday(4), 11));
    const other = await booked(byTransfer(daysFromToday(4), 12));
    // A picture carrying a script after its end: the script does not survive re-encoding.
    const picture = await imageDataUrl({ width: 60, height: 40 });
    const polyglot = Buffer.concat([
      Buffer.from(picture.split(',')[1]!, 'base64'),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    const saved = await upload(
      made.accessToken,
      `data:image/jpeg;base64,${polyglot.toString('base64')}`,
    );
    expectStatus(saved, 200);
    expect(saved.json().message).toBe(TRANSFER_MESSAGES.receiptSaved);

    const mine = await t.api.get(`/api/my-booking/${made.accessToken}/transfer-receipt`);
    expectStatus(mine, 200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.rawPayload.includes('<script')).toBe(false);
    expect((await sharp(mine.rawPayload).metadata()).format).toBe('webp');

    // Anything but its own link: 404.
    expectStatus(await t.api.get(`/api/my-booking/${other.accessToken}/transfer-receipt`), 404);
    expectStatus(await t.api.get('/api/my-booking/not-a-token/transfer-receipt'), 404);
    const id = (await toCheck()).find(
      (row) => row.reference === made.booking.transfer!.reference,
    )!.id;
    expectStatus(await t.api.get(`/api/transfers/${id}/receipt`), 401);
    const staff = await admin.get(`/api/transfers/${id}/receipt`);
    expectStatus(staff, 200);
    expect(staff.rawPayload.equals(mine.rawPayload)).toBe(true);
    expectStatus(
      await admin.get(`/api/transfers/${other.booking.transfer!.reference.slice(3)}/receipt`),
      404,
    );
  });

  it('staff accept: the ledger records the advance by its method and reference, the customer is told', async () => {
    const request = byTransfer(daysFromToday(5), 10);
    const made = await booked(request);
    expectStatus(
      await upload(made.accessToken, await imageDataUrl({ width: 50, height: 50 })),
      200,
    );
    const attention = expectStatus(await admin.get('/api/attention'), 200).json();
    expect(attention.transfersToCheck).toBeGreaterThanOrEqual(1);
    const row = (await toCheck()).find((r) => r.reference === made.booking.transfer!.reference)!;
    expect(row).toMatchObject({
      amount: made.booking.transfer!.amount,
      receiptAt: expect.any(String),
    });

    // The received message says what to send, how, by when and with which reference.
    const received = await smtp.waitForMail(request.email);
    expect(received.text).toContain(
      `send the advance of ${formatPrice(row.amount)} by Bank transfer before`,
    );
    expect(received.text).toContain(`writing ${row.reference} as the reference`);
    const blank = await admin.post(`/api/transfers/${row.id}/accept`, { reference: '  ' });
    expectStatus(blank, 400);
    expectStatus(
      await admin.post(`/api/transfers/${row.id}/accept`, { reference: 'FT123456' }),
      200,
    );
    const after = await myBooking(made.accessToken);
    expect(after).toMatchObject({ status: 'Booking Confirmed', PaymentStatus: '50%Paid' });
    expect(after.transfer?.transferBy).toBeNull();
    const [advance] = await unreversedMovements(t.app.db, { bookingId: row.id }, ['advance']);
    expect(advance).toMatchObject({
      method: 'bank-transfer',
      reference: 'FT123456',
      amount: row.amount,
    });
    // Without an amount received, what arrived is the advance expected: the rest is owed.
    expect(bookingMoney(await detail(row.id))).toMatchObject({
      paid: row.amount,
      owed: row.total - row.amount,
      state: 'Advance paid',
    });
    expect(await auditOf(row.id)).toMatchObject({
      after: { expected: row.amount, received: row.amount },
    });
    expect(await refundsDueOf(row.id)).toEqual([]);
    // Accepted once only.
    expectStatus(await admin.post(`/api/transfers/${row.id}/accept`, { reference: 'again' }), 409);
    const confirmed = await smtp.waitForMail(request.email, 2);
    expect(confirmed.subject).toMatch(/confirmed/i);
    expect((await toCheck()).some((r) => r.id === row.id)).toBe(false);
  });

  it('staff accept less than expected: confirmed, the ledger holds what arrived, the rest owed', async () => {
    const request = byTransfer(daysFromToday(7), 10);
    const made = await booked(request);
    const row = await transferRow(made.booking.transfer!.reference);
    const received = row.amount - 500;
    expectStatus(
      await admin.post(`/api/transfers/${row.id}/accept`, {
        reference: 'FT-SHORT-1',
        amountReceived: received,
      }),
      200,
    );
    const view = await detail(row.id);
    expect(view).toMatchObject({ status: 'Booking Confirmed', PaymentStatus: '50%Paid' });
    // What is owed is the total less what the ledger holds, not less the advance asked.
    expect(bookingMoney(view)).toMatchObject({
      paid: received,
      owed: row.total - received,
      refunded: 0,
      state: 'Advance paid',
    });
    expect(await advancesOf(row.id)).toEqual([['bank-transfer', 'FT-SHORT-1', received]]);
    expect(await auditOf(row.id)).toMatchObject({
      after: { expected: row.amount, received, reference: 'FT-SHORT-1' },
    });
    expect(await refundsDueOf(row.id)).toEqual([]);
    // The customer is told what arrived and what is still to pay.
    const confirmed = await smtp.waitForMail(request.email, 2);
    expect(confirmed.subject).toMatch(/^Booking confirmed/);
    expect(confirmed.text).toMatch(new RegExp(`Paid:\\s+${formatPrice(received)}`));
    expect(confirmed.text).toContain(`Still to pay: ${formatPrice(row.total - received)}`);
    // Staff take the rest at the desk: the ledger then holds the total.
    expectStatus(
      await admin.patch('/api/update-PaymentStatus', {
        id: row.id,
        PaymentStatus: '100%Paid',
        remaining_paymentType: 'PayViaCash',
      }),
      200,
    );
    expect(bookingMoney(await detail(row.id))).toMatchObject({ paid: row.total, owed: 0 });
  });

  it('staff accept more than expected: the advance paid, the excess a refund due by the same method', async () => {
    const request = byTransfer(daysFromToday(7), 11);
    const made = await booked(request);
    const row = await transferRow(made.booking.transfer!.reference);
    const received = row.amount + 300;
    expectStatus(
      await admin.post(`/api/transfers/${row.id}/accept`, {
        reference: 'FT-OVER-1',
        amountReceived: received,
      }),
      200,
    );
    const view = await detail(row.id);
    expect(view).toMatchObject({ status: 'Booking Confirmed', PaymentStatus: '50%Paid' });
    expect(bookingMoney(view)).toMatchObject({
      paid: received,
      refunded: 300,
      owed: row.total - row.amount,
    });
    expect(await advancesOf(row.id)).toEqual([['bank-transfer', 'FT-OVER-1', received]]);
    const [due, ...more] = await refundsDueOf(row.id);
    expect(more).toEqual([]);
    expect(due).toMatchObject({
      dueMethod: 'bank-transfer',
      amount: 300,
      reason: TRANSFER_MESSAGES.paidMoreThanAsked,
      madeBy: 'staff',
      status: 'due',
    });
    expect(await auditOf(row.id)).toMatchObject({ after: { expected: row.amount, received } });
    const confirmed = await smtp.waitForMail(request.email, 2);
    expect(confirmed.text).toContain(`Still to pay: ${formatPrice(row.total - row.amount)}`);
    expect(confirmed.text).toMatch(new RegExp(`Refund due:\\s+${formatPrice(300)}`));
    expect(await exportedRefund(row.id, daysFromToday(7))).toEqual({
      refunded: null,
      due: 300,
    });
    // Staff pay it back by bank transfer and record it by hand, as any other refund.
    expectStatus(
      await admin.post(`/api/refunds/booking/${row.id}/record`, {
        refundId: due!.refundId,
        method: 'bank-transfer',
        reference: 'FT-BACK-300',
      }),
      200,
    );
    expect(await refundsDueOf(row.id)).toEqual([]);
    expect(bookingMoney(await detail(row.id))).toMatchObject({
      paid: received,
      refunded: 300,
      owed: row.total - row.amount,
    });
    // The booking stands, so it reads "Advance paid" again; the workbook still shows what went back.
    expect(await exportedRefund(row.id, daysFromToday(7))).toEqual({
      refunded: 300,
      due: null,
    });
  });

  it('refuses an amount received that is no whole number of rupees in bounds, and writes nothing', async () => {
    const made = await booked(byTransfer(daysFromToday(7), 12));
    const row = await transferRow(made.booking.transfer!.reference);
    for (const amountReceived of [0, -100, 12.5, '1250', null, MOVEMENT_AMOUNT_MAX + 1]) {
      const refused = await admin.post(`/api/transfers/${row.id}/accept`, {
        reference: 'FT-BAD',
        amountReceived,
      });
      expectStatus(refused, 400);
      expect(JSON.stringify(refused.json())).toContain(TRANSFER_MESSAGES.amountReceivedInvalid);
    }
    expect(await detail(row.id)).toMatchObject({ status: 'Pending', PaymentStatus: 'UnPaid' });
    expect(await advancesOf(row.id)).toEqual([]);
    expect(await auditOf(row.id)).toBeUndefined();
    expect((await toCheck()).some((r) => r.id === row.id)).toBe(true);
    // The most one movement may be is taken.
    expectStatus(
      await admin.post(`/api/transfers/${row.id}/accept`, {
        reference: 'FT-MAX',
        amountReceived: MOVEMENT_AMOUNT_MAX,
      }),
      200,
    );
  });

  it('staff reject with a reason: cancelled, the slot free again, the customer told', async () => {
    const request = byTransfer(daysFromToday(5), 11);
    const made = await booked(request);
    const id = (await toCheck()).find((r) => r.reference === made.booking.transfer!.reference)!.id;
    expectStatus(await admin.post(`/api/transfers/${id}/reject`, { reason: '' }), 400);
    expectStatus(
      await admin.post(`/api/transfers/${id}/reject`, { reason: 'No such transfer received' }),
      200,
    );
    const after = await myBooking(made.accessToken);
    expect(after.status).toBe('Booking Cancelled');
    expect(after.cancelReason).toBe(TRANSFER_MESSAGES.rejectedReason('No such transfer received'));
    await booked(padelRequest(daysFromToday(5), 11, { phoneNumber: '03451110001' }));
    const told = await smtp.waitForMail(request.email, 2);
    expect(told.subject).toMatch(/^Booking cancelled/);
    expect(told.text).toContain('No such transfer received');
    // No receipt can come for it now.
    expectStatus(await upload(made.accessToken, await imageDataUrl()), 409);
  });

  it('a hold whose receipt never came frees its slots after half an hour', async () => {
    const made = await booked(byTransfer(daysFromToday(6), 10));
    ahead += 29 * MINUTE;
    await transferExpiryJob(t.app.db, t.app.notifier, clock).run();
    expect((await myBooking(made.accessToken)).status).toBe('Pending');
    ahead += 2 * MINUTE;
    await transferExpiryJob(t.app.db, t.app.notifier, clock).run();
    const lapsed = await myBooking(made.accessToken);
    expect(lapsed).toMatchObject({
      status: 'Booking Cancelled',
      cancelReason: TRANSFER_MESSAGES.notReceivedReason,
    });
    await booked(padelRequest(daysFromToday(6), 10, { phoneNumber: '03451110002' }));
  });

  it('a receipt keeps the hold for TRANSFER_HOLD_MINUTES from when it was made', async () => {
    const made = await booked(byTransfer(daysFromToday(6), 12));
    const madeAt = Date.parse(made.booking.createdAt);
    ahead += 20 * MINUTE;
    const answer = expectStatus(await upload(made.accessToken, await imageDataUrl()), 200).json();
    expect(Date.parse(answer.booking.transfer.transferBy)).toBe(madeAt + 120 * MINUTE);
    ahead += 20 * MINUTE;
    await transferExpiryJob(t.app.db, t.app.notifier, clock).run();
    expect((await myBooking(made.accessToken)).status).toBe('Pending');
    ahead += 81 * MINUTE;
    await transferExpiryJob(t.app.db, t.app.notifier, clock).run();
    expect((await myBooking(made.accessToken)).status).toBe('Booking Cancelled');
  });
});

import {
  BOOKING_ACTION_MESSAGES,
  BOOKING_EXPORT_PAGE_SIZE_MAX,
  BOOKING_LIST_PAGE_SIZES,
  EXPORT_RANGE_MESSAGES,
  TOTAL_COUNT_HEADER,
  nextBookingDateSchema,
  venueNow,
  type BookingStatus,
} from '@padel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { daysFromToday, TEST_TIMEZONE, testClock, testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, bookings } from '../../db/schema';

// Staff's calls on bookings that exist: each test's bookings are written straight to the database
// (test/given.ts), on free slots from tomorrow on the one test clock unless it names days of its
// own, far ahead (`far`), where no other test here books.
const TODAY = testToday();

/**
 * A day `days` on from the test clock's today, past the booking window: given.booking's free
 * slots from tomorrow never reach it, so a test that names it has the day to itself.
 */
const far = (days: number) => daysFromToday(days);

let t: TestApp;
let admin: Api;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

/** The header carrying the number of items a paged list holds in all (lower case in answers). */
const TOTAL_HEADER = TOTAL_COUNT_HEADER.toLowerCase();

const act = (id: number, payload: object) => admin.patch(`/api/booking/update/${id}/`, payload);

const status = async (id: number) =>
  (await t.app.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;

describe('every admin booking call needs an admin token', () => {
  const calls: [string, string, object?][] = [
    ['GET', `/api/get-booking-list/${TODAY}`],
    ['GET', '/api/bookings/1'],
    ['PATCH', '/api/booking/update/1/', { action: 'confirm' }],
    ['DELETE', '/api/delete-booking/1'],
    [
      'PATCH',
      '/api/update-PaymentStatus',
      { id: 1, PaymentStatus: '100%Paid', remaining_paymentType: 'PayViaCash' },
    ],
    ['PATCH', '/api/update-Status', { id: 1, status: 'Booking Confirmed' }],
  ];
  it.each(calls)(
    '%s %s answers 401 without a token and changes nothing',
    async (method, url, payload) => {
      const { id } = await given.booking(t.app.db);
      const response = await t.app.inject({
        method: method as 'GET',
        url: url.replace('/1', `/${id}`),
        payload: payload && 'id' in payload ? { ...payload, id } : payload,
      });
      expectStatus(response, 401);
      expect(response.json()).toMatchObject({ code: 'TOKEN_MISSING' });
      expect(await status(id)).toBe('Pending');
    },
  );
});

describe('PATCH /api/booking/update/{id}/', () => {
  it('confirms, then marks arrived, with their messages, and audits each change', async () => {
    // Today at the hour under way: inside the arrival window (docs/bookings.md#arrived).
    const { id } = await given.booking(t.app.db, {
      date: TODAY,
      hours: [venueNow(TEST_TIMEZONE, testClock()).hour],
    });
    const confirmed = await act(id, { action: 'confirm' });
    expectStatus(confirmed, 200);
    expect(confirmed.json()).toMatchObject({
      message: 'Booking confirmed',
      booking: { status: 'Booking Confirmed' },
    });
    const arrived = await act(id, { action: 'arrived' });
    expect(arrived.json()).toMatchObject({
      message: 'Booking marked as arrived',
      booking: { status: 'arrived' },
    });
    const trail = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(trail.map((e) => e.action)).toEqual(['create', 'confirm', 'arrived']);
    expect(trail[1]).toMatchObject({
      actorType: 'admin',
      before: { status: 'Pending' },
      after: { status: 'Booking Confirmed' },
    });
  });

  // An arrived booking is given as such: Arrived itself is for the booking's day.
  const forbidden: [string, string[], string, BookingStatus?][] = [
    ['arrived on a pending booking', [], 'arrived'],
    ['confirm twice', ['confirm'], 'confirm'],
    ['confirm after arrival', [], 'confirm', 'arrived'],
    ['cancel after arrival', [], 'cancel', 'arrived'],
    ['confirm a cancelled booking', ['cancel'], 'confirm'],
    ['cancel twice', ['cancel'], 'cancel'],
    ['arrived on a cancelled booking', ['cancel'], 'arrived'],
  ];
  it.each(forbidden)(
    'answers 409 for %s and changes nothing',
    async (_name, steps, action, given_) => {
      const { id } = await given.booking(t.app.db, { status: given_ });
      for (const step of steps)
        expectStatus(await act(id, { action: step, cancelReason: 'x' }), 200);
      const before = await status(id);
      const response = await act(id, { action, cancelReason: 'Because' });
      expectStatus(response, 409);
      expect(response.json()).toMatchObject({
        code: 'INVALID_TRANSITION',
        message: expect.stringContaining(before!),
      });
      expect(await status(id)).toBe(before);
    },
  );

  it('cancels a pending or confirmed booking only with a non-blank reason', async () => {
    const { id } = await given.booking(t.app.db);
    for (const cancelReason of [undefined, '', '   ']) {
      const response = await act(id, { action: 'cancel', cancelReason });
      expectStatus(response, 400);
      expect(response.json()).toMatchObject({ message: BOOKING_ACTION_MESSAGES.reasonRequired });
    }
    expect(await status(id)).toBe('Pending');
    const cancelled = await act(id, { action: 'cancel', cancelReason: '  Rain  ' });
    expect(cancelled.json().booking).toMatchObject({
      status: 'Booking Cancelled',
      cancelReason: 'Rain',
      disabled: true,
    });
  });

  it('answers 404 for a booking that does not exist and 400 for a bad action or id', async () => {
    expectStatus(await act(999999, { action: 'confirm' }), 404);
    const badAction = await act(1, { action: 'refund' });
    expectStatus(badAction, 400);
    expect(badAction.json()).toMatchObject({
      message: 'Action must be arrived, confirm or cancel',
    });
    expectStatus(await admin.patch('/api/booking/update/abc/', { action: 'confirm' }), 400);
  });
});

describe('payments', () => {
  const pay = (id: number, type = 'PayViaCash') =>
    admin.patch('/api/update-PaymentStatus', {
      id,
      PaymentStatus: '100%Paid',
      remaining_paymentType: type,
    });

  it('records the remainder of a confirmed padel booking once', async () => {
    const { id } = await given.booking(t.app.db);
    expectStatus(await pay(id), 409); // still pending
    await act(id, { action: 'confirm' });
    const paid = await pay(id, 'PayViaCard');
    expectStatus(paid, 200);
    expect(paid.json().booking).toMatchObject({
      PaymentStatus: '100%Paid',
      remaining_paymentType: 'PayViaCard',
      remainingBalance: 0,
    });
    expectStatus(await pay(id), 409); // already paid
  });

  it('refuses the remainder for table bookings and cancelled bookings', async () => {
    await admin.post('/api/tables', { totalTables: 5 });
    const { id: table } = await given.booking(t.app.db, { type: 'Table' });
    await act(table, { action: 'confirm' });
    expectStatus(await pay(table), 409);
    const { id: cancelled } = await given.booking(t.app.db);
    await act(cancelled, { action: 'cancel', cancelReason: 'No show' });
    expectStatus(await pay(cancelled), 409);
    const badType = await pay(cancelled, 'Bitcoin');
    expectStatus(badType, 400);
  });

  it('confirms through update-Status, recording the advance when given', async () => {
    const { id } = await given.booking(t.app.db);
    const response = await admin.patch('/api/update-Status', {
      id,
      status: 'Booking Confirmed',
      PaymentStatus: '50%Paid',
      remaining_paymentType: null,
    });
    expectStatus(response, 200);
    expect(response.json().booking).toMatchObject({
      status: 'Booking Confirmed',
      PaymentStatus: '50%Paid',
    });
    expect(response.json().booking.remainingBalance).toBe(response.json().booking.amount / 2);
  });
});

describe('undoing a recorded payment', () => {
  const undo = (id: number, as = admin) => as.post(`/api/bookings/${id}/undo-payment`);

  it('returns the booking to its payment before the last one, audited, and only once', async () => {
    const { id } = await given.booking(t.app.db);
    expectStatus(await undo(id), 409); // nothing recorded yet
    const confirmed = await admin.patch('/api/update-Status', {
      id,
      status: 'Booking Confirmed',
      PaymentStatus: '50%Paid',
    });
    expect(confirmed.json().booking.PaymentStatus).toBe('50%Paid');
    const paid = await admin.patch('/api/update-PaymentStatus', {
      id,
      PaymentStatus: '100%Paid',
      remaining_paymentType: 'PayViaCard',
    });
    expect(paid.json().booking).toMatchObject({ PaymentStatus: '100%Paid', remainingBalance: 0 });

    expectStatus(await undo(id, t.api), 401);
    const undone = await undo(id);
    expectStatus(undone, 200);
    expect(undone.json()).toMatchObject({
      message: BOOKING_ACTION_MESSAGES.paymentUndone,
      booking: {
        PaymentStatus: '50%Paid',
        remaining_paymentType: null,
        status: 'Booking Confirmed',
      },
    });
    expect(undone.json().booking.remainingBalance).toBe(undone.json().booking.amount / 2);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'undo-payment')));
    expect(audit).toMatchObject({
      before: { PaymentStatus: '100%Paid', remaining_paymentType: 'PayViaCard' },
      after: { PaymentStatus: '50%Paid', remaining_paymentType: null },
    });
    const again = await undo(id); // an undo is not itself undone by a second click
    expectStatus(again, 409);
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_UNDO' });
  });
});

describe('update-Status follows the payment rule', () => {
  it('refuses to mark a price-less table booking paid, and leaves it pending', async () => {
    await admin.post('/api/tables', { totalTables: 5 });
    const { id: table } = await given.booking(t.app.db, { type: 'Table' });
    const response = await admin.patch('/api/update-Status', {
      id: table,
      status: 'Booking Confirmed',
      PaymentStatus: '100%Paid',
    });
    expectStatus(response, 409);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_NOT_ALLOWED',
      message: BOOKING_ACTION_MESSAGES.paymentNotAllowed,
    });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, table));
    expect(row).toMatchObject({ status: 'Pending', paymentStatus: 'UnPaid' });
  });
});

describe('staff notes', () => {
  const saveNotes = (id: number, staffNotes: unknown, as = admin) =>
    as.patch(`/api/bookings/${id}/staff-notes`, { staffNotes });

  it("keeps staff's notes apart from the customer's feedback and out of every customer answer", async () => {
    const { id } = await given.booking(t.app.db, { customerName: 'Notes Customer' });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    const token = row!.accessToken;
    const customerSays = await t.api.patch('/api/feedback', { token, feedback: 'Lovely evening' });
    expectStatus(customerSays, 200);

    expectStatus(await saveNotes(id, 'Owes a racket', t.api), 401);
    const saved = await saveNotes(id, '  Owes a racket; regular on Fridays  ');
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({
      message: BOOKING_ACTION_MESSAGES.staffNotesSaved,
      booking: { staffNotes: 'Owes a racket; regular on Fridays', feedback: 'Lovely evening' },
    });

    const mine = await t.api.get(`/api/my-booking/${token}`);
    expect(mine.json()).toMatchObject({ feedback: 'Lovely evening' });
    expect(mine.body).not.toContain('Owes a racket');
    expect(mine.json()).not.toHaveProperty('staffNotes');

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'staff-notes')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ staffNotes: 'Owes a racket; regular on Fridays' });

    const cleared = await saveNotes(id, '   ');
    expect(cleared.json().booking.staffNotes).toBeNull();
    expectStatus(await saveNotes(999_999, 'Nobody'), 404);
    expectStatus(await saveNotes(id, 'x'.repeat(2001)), 400);
  });
});

describe('admin answers are never cached', () => {
  it('says Cache-Control: no-store on an admin answer and on its refusal', async () => {
    const list = await admin.get(`/api/get-booking-list/${TODAY}`);
    expectStatus(list, 200);
    expect(list.headers['cache-control']).toBe('no-store');
    const refused = await t.api.get(`/api/get-booking-list/${TODAY}`);
    expectStatus(refused, 401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('DELETE /api/delete-booking/{id}', () => {
  it('removes a booking nobody counts on any more and frees its slot', async () => {
    const { id } = await given.booking(t.app.db, {
      date: far(100),
      hours: [20],
      status: 'arrived',
    });
    const response = await admin.delete(`/api/delete-booking/${id}`);
    expectStatus(response, 200);
    expect(response.json()).toEqual({ message: BOOKING_ACTION_MESSAGES.deleted });
    expect(await status(id)).toBeUndefined();
    await given.booking(t.app.db, { date: far(100), hours: [20] });
    const again = await admin.delete(`/api/delete-booking/${id}`);
    expectStatus(again, 404);
  });
});

describe('GET /api/get-booking-list/{date}', () => {
  const DAY = far(101);
  beforeAll(async () => {
    await admin.post('/api/tables', { totalTables: 10 });
    for (let i = 0; i < 20; i++) {
      const { id } = await given.booking(t.app.db, {
        date: DAY,
        hours: [i],
        customerName: i % 5 === 0 ? `Zara Ahmed ${i}` : `Guest ${i}`,
        type: i % 4 === 0 ? 'Table' : 'Padel',
        court: 'Court 2',
      });
      if (i % 3 === 0) await act(id, { action: 'confirm' });
    }
    await given.booking(t.app.db, { date: TODAY, hours: [22], customerName: 'zara today' });
    await given.booking(t.app.db, { date: far(102), customerName: 'ZARA later' });
  });

  /** The page's bookings (the JSON array) and the total from its header (see docs/api.md#lists). */
  const list = async (query: string, date = DAY) => {
    const response = await admin.get(`/api/get-booking-list/${date}${query}`, {
      headers: { origin: t.config.publicAppUrl },
    });
    if (response.statusCode !== 200) return { response, bookings: [], total: NaN };
    const bookings =
      response.json<{ id: number; status: string; selectedDate: string; customerName: string }[]>();
    return { response, bookings, total: Number(response.headers['x-total-count']) };
  };

  it('answers a JSON array, 15 a page by default, with the total in X-Total-Count', async () => {
    const first = await list('');
    expect(Array.isArray(first.response.json())).toBe(true);
    expect(first.total).toBe(20);
    expect(first.bookings).toHaveLength(15);
    expect(first.response.headers['access-control-expose-headers']).toContain('X-Total-Count');
    const second = await list('?page=2');
    expect(second.bookings).toHaveLength(5);
    expect(second.total).toBe(20);
    const ids = new Set([...first.bookings, ...second.bookings].map((b) => b.id));
    expect(ids.size).toBe(20);
    expect((await list('?pageSize=20')).bookings).toHaveLength(20);
    const badSize = (await list('?pageSize=17')).response;
    expectStatus(badSize, 400);
    expect(badSize.json().message).toBe('Page size must be one of 15, 20, 30, 40');
  });

  it('filters by status and type in the database', async () => {
    const confirmed = await list('?status=Booking%20Confirmed&pageSize=40');
    expect(confirmed.total).toBe(7);
    expect(confirmed.bookings).toHaveLength(7);
    expect(confirmed.bookings.every((b) => b.status === 'Booking Confirmed')).toBe(true);
    const tables = await list('?type=Table&pageSize=40');
    expect(tables.total).toBe(5);
    const both = await list('?type=Table&status=Booking%20Confirmed');
    expect(both.total).toBe(2);
  });

  it('searches names case-insensitively across dates, today first, then newest date first', async () => {
    const result = await list('?search=ZARA&pageSize=40');
    expect(result.total).toBe(6);
    const dates = result.bookings.map((b) => b.selectedDate);
    expect(dates[0]).toBe(TODAY);
    expect(dates[1]).toBe(far(102));
    expect(dates.slice(2).every((d: string) => d === DAY)).toBe(true);
  });

  it("orders a day's bookings by playing time: first hour, then court, whenever they were made", async () => {
    const date = far(105);
    const made = [
      { hours: [20], court: 'Court 1', customerName: 'Order 20 C1' },
      { hours: [9, 10], court: 'Court 2', customerName: 'Order 9 C2' },
      { hours: [15], court: 'Court 2', customerName: 'Order 15 C2' },
      { hours: [9], court: 'Court 1', customerName: 'Order 9 C1' },
    ] as const;
    for (const booking of made)
      await given.booking(t.app.db, { date, ...booking, hours: [...booking.hours] });
    const names = (await list('?pageSize=40', date)).bookings.map((b) => b.customerName);
    expect(names).toEqual(['Order 9 C1', 'Order 9 C2', 'Order 15 C2', 'Order 20 C1']);
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
  });

  it('answers the detail of one booking as a list of one, with its derived amounts', async () => {
    const { id } = await given.booking(t.app.db);
    const response = await admin.get(`/api/bookings/${id}`);
    expectStatus(response, 200);
    const [booking] = response.json();
    expect(booking).toMatchObject({ id, BookingSource: 'online', advance: null });
    expect(booking.remainingBalance).toBe(booking.amount);
    expectStatus(await admin.get('/api/bookings/999999'), 404);
  });
});

describe('export', () => {
  it('answers bookings.xlsx with the sheet Bookings, every field but sessionId and reminderSent', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const { id } = await given.booking(t.app.db, {
      customerName: 'Export Me',
      customerInstruction: 'Window seat',
    });
    expectStatus(await t.api.get('/api/get-booking/bookings.xlsx'), 401);
    const response = await admin.get('/api/get-booking/bookings.xlsx');
    expectStatus(response, 200);
    expect(response.headers['content-disposition']).toContain('bookings.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Bookings', 'Readable']);
    const sheet = workbook.getWorksheet('Bookings')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(
      expect.arrayContaining([
        'id',
        'customerName',
        'email',
        'phoneNumber',
        'selectedSlots',
        'status',
        'PaymentStatus',
        'BookingSource',
        'feedback',
        'staffNotes',
      ]),
    );
    expect(headers).not.toContain('sessionId');
    expect(headers).not.toContain('reminderSent');
    const total = Number((await admin.get('/api/get-booking')).headers[TOTAL_HEADER]);
    expect(sheet.rowCount).toBe(total + 1);
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === id)!;
    expect(row.getCell(headers.indexOf('customerName') + 1).value).toBe('Export Me');
    expect(row.getCell(headers.indexOf('BookingSource') + 1).value).toBe('Online');
  });

  it('writes times at the venue, and the same rows under plain headings in Readable', async () => {
    const { default: ExcelJS } = await import('exceljs');
    // The phone as the booking form stores it (bookings.test.ts: its forms are normalised).
    const { id } = await given.booking(t.app.db, {
      customerName: 'Readable Me',
      phoneNumber: '03211234567',
    });
    const [stored] = await t.app.db
      .select({ createdAt: bookings.createdAt, date: bookings.selectedDate })
      .from(bookings)
      .where(eq(bookings.id, id));
    // Karachi is UTC+5 all year: the venue's clock, to the second.
    const karachi = new Date(stored!.createdAt.getTime() + 5 * 3_600_000).toISOString();
    const response = await admin.get('/api/get-booking/bookings.xlsx');
    expectStatus(response, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);

    const spec = workbook.getWorksheet('Bookings')!;
    const specHeaders = (spec.getRow(1).values as unknown[]).slice(1);
    const specRow = spec.getRows(2, spec.rowCount - 1)!.find((r) => r.getCell(1).value === id)!;
    expect(specRow.getCell(specHeaders.indexOf('createdAt') + 1).value).toBe(
      `${karachi.slice(0, 19)}+05:00`,
    );

    const sheet = workbook.getWorksheet('Readable')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Date',
        'Court',
        'Time',
        'Customer',
        'Phone',
        'E-mail',
        'Guests',
        'Status',
        'Amount (PKR)',
        'Payment',
        'Booked at',
      ]),
    );
    expect(sheet.rowCount).toBe(spec.rowCount);
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === id)!;
    const cell = (header: string) => row.getCell(headers.indexOf(header) + 1);
    expect(cell('Customer').value).toBe('Readable Me');
    expect(cell('Phone').value).toBe('03211234567');
    expect(cell('Court').value).toBe('Court 1');
    // Excel's dates have no zone: the cell holds the venue's wall clock.
    expect((cell('Date').value as Date).toISOString().slice(0, 10)).toBe(stored!.date);
    expect((cell('Booked at').value as Date).toISOString().slice(0, 19)).toBe(karachi.slice(0, 19));
    expect(cell('Booked at').numFmt).toBe('dd/mm/yyyy hh:mm AM/PM');
  });

  it('holds only the bookings dated from `from` to `to`, both inclusive', async () => {
    const { default: ExcelJS } = await import('exceljs');
    // Days of their own.
    const days = [far(90), far(91), far(92), far(93)];
    for (const day of days) {
      await given.booking(t.app.db, { date: day, hours: [8], customerName: `On ${day}` });
    }
    const response = await admin.get(
      `/api/get-booking/bookings.xlsx?from=${far(91)}&to=${far(92)}`,
    );
    expectStatus(response, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bookings')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    const column = (name: string) =>
      rows.map((row) => row.getCell(headers.indexOf(name) + 1).value);
    // Newest date first.
    expect(column('selectedDate')).toEqual([far(92), far(91)]);
    expect(column('customerName')).toEqual([`On ${far(92)}`, `On ${far(91)}`]);

    // Only `from`: that day and every later one.
    const onlyFrom = await admin.get(`/api/get-booking/bookings.xlsx?from=${far(93)}`);
    const later = new ExcelJS.Workbook();
    await later.xlsx.load(onlyFrom.rawPayload as unknown as ArrayBuffer);
    const laterRows = later.getWorksheet('Bookings')!.getRows(2, 10_000) ?? [];
    const laterDates = laterRows.map((row) => String(row.getCell(6).value));
    expect(laterDates).toContain(far(93));
    expect(laterDates.every((date) => date >= far(93))).toBe(true);
  });

  it('pages through more bookings than one batch: each once, newest date first', async () => {
    const { default: ExcelJS } = await import('exceljs');
    // 2,500 bookings over three days, so batches end in the middle of a day.
    await t.app.db.execute(sql`
      INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date,
                            slot_hours, selected_court, status, amount, access_token)
      SELECT 'Batch ' || n, 'b' || n || '@example.com', '03001234567', 'Padel',
             ${far(300)}::date + (n % 3), ARRAY[(n % 24)]::smallint[], 'Court 1', 'Pending', 5000,
             'export-batch-' || n
        FROM generate_series(1, 2500) AS n`);
    const response = await admin.get(`/api/get-booking/bookings.xlsx?from=${far(300)}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bookings')!;
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    const ids = rows.map((row) => row.getCell(1).value as number);
    const dates = rows.map((row) => row.getCell(6).value as string);
    expect(new Set(ids).size).toBe(2500);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages GET /api/get-booking as the other lists, while bookings.xlsx holds every booking', async () => {
    const { default: ExcelJS } = await import('exceljs');
    // 40 bookings over four days of their own: more than two pages of the default size.
    await t.app.db.execute(sql`
      INSERT INTO bookings (customer_name, email, phone_number, booking_type, selected_date,
                            slot_hours, selected_court, status, amount, access_token)
      SELECT 'Paged ' || n, 'p' || n || '@example.com', '03001234567', 'Padel',
             ${far(400)}::date + (n % 4), ARRAY[(n % 24)]::smallint[], 'Court 2', 'Pending', 5000,
             'export-page-' || n
        FROM generate_series(1, 40) AS n`);
    const range = `from=${far(400)}&to=${far(430)}`;
    const page = async (query: string) => {
      const response = expectStatus(await admin.get(`/api/get-booking?${range}&${query}`), 200);
      const ids = response.json().map((b: { id: number }) => b.id) as number[];
      return { ids, total: Number(response.headers[TOTAL_HEADER]) };
    };
    const size = BOOKING_LIST_PAGE_SIZES[0];
    const first = await page('');
    expect(first.total).toBe(40);
    expect(first.ids).toHaveLength(size);
    const second = await page('page=2');
    const third = await page(`page=3&pageSize=${size}`);
    expect(second.ids).toHaveLength(size);
    expect(third.ids).toHaveLength(40 - 2 * size);
    expect((await page('page=4')).ids).toEqual([]);
    // Page 2 goes on where page 1 stopped: together, every booking once, in the export's order.
    const all = await page(`pageSize=${BOOKING_EXPORT_PAGE_SIZE_MAX}`);
    expect([...first.ids, ...second.ids, ...third.ids]).toEqual(all.ids);
    expect(new Set(all.ids).size).toBe(40);

    const response = await admin.get(`/api/get-booking/bookings.xlsx?${range}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bookings')!;
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    expect(rows.map((row) => row.getCell(1).value)).toEqual(all.ids);

    // Without a range: the first page of every booking, and the spreadsheet has them all.
    const everything = await admin.get('/api/get-booking');
    expect(everything.json()).toHaveLength(size);
    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load(
      (await admin.get('/api/get-booking/bookings.xlsx')).rawPayload as unknown as ArrayBuffer,
    );
    expect(whole.getWorksheet('Bookings')!.rowCount - 1).toBe(
      Number(everything.headers[TOTAL_HEADER]),
    );
  });

  it('refuses a page size beyond the most, or a page not written in digits, with 400', async () => {
    const tooMany = await admin.get(
      `/api/get-booking?pageSize=${BOOKING_EXPORT_PAGE_SIZE_MAX + 1}`,
    );
    expectStatus(tooMany, 400);
    expect(tooMany.json().message).toBe(
      `Page size must be at most ${BOOKING_EXPORT_PAGE_SIZE_MAX}.`,
    );
    const hex = expectStatus(await admin.get('/api/get-booking?page=0x2'), 400);
    expect(hex.json().message).toBe('Page must be written with the digits 0-9 only.');
  });

  it('answers 400 with a clear message for a bad date or a reversed range, 401 without a token', async () => {
    const cases: [string, string][] = [
      ['from=2030-02-30', EXPORT_RANGE_MESSAGES.fromInvalid],
      ['to=21-02-2030', EXPORT_RANGE_MESSAGES.toInvalid],
      [`from=${far(92)}&to=${far(91)}`, EXPORT_RANGE_MESSAGES.rangeReversed],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get(`/api/get-booking/bookings.xlsx?${query}`);
      expectStatus(response, 400);
      expect(response.json().message, query).toContain(message);
    }
    const anonymous = await t.api.get(`/api/get-booking/bookings.xlsx?from=${far(91)}`);
    expectStatus(anonymous, 401);
  });

  it('leaves the cells of empty fields empty: no cell says null', async () => {
    const { default: ExcelJS } = await import('exceljs');
    // No instruction, reason or feedback.
    const { id } = await given.booking(t.app.db, { customerName: 'No Extras' });
    const response = await admin.get('/api/get-booking/bookings.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bookings')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const nullCells: string[] = [];
    sheet.eachRow((row, rowNumber) =>
      row.eachCell((cell) => {
        if (String(cell.value) === 'null') nullCells.push(`${rowNumber}:${cell.address}`);
      }),
    );
    expect(nullCells).toEqual([]);
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === id)!;
    for (const empty of ['cancelReason', 'customer_instruction', 'feedback', 'invoiceNumber']) {
      expect(row.getCell(headers.indexOf(empty) + 1).value, empty).toBeNull();
    }
  });
});

describe('invoice and schedule board', () => {
  it('makes the invoice number once (INV- + 4 digits + 5 digits) and keeps it', async () => {
    const { id } = await given.booking(t.app.db);
    const before = testClock().getTime();
    const first = await admin.post(`/api/bookings/${id}/invoice`);
    const after = testClock().getTime();
    expectStatus(first, 200);
    const { invoiceNumber, customerUrl } = first.json();
    expect(invoiceNumber).toMatch(/^INV-[1-9]\d{3}\d{5}$/);
    // The last five digits are the app's clock at print, not the machine's.
    const printedAt = Array.from({ length: after - before + 1 }, (_, ms) => before + ms);
    expect(printedAt.map((ms) => String(ms).slice(-5))).toContain(invoiceNumber.slice(-5));
    expect(customerUrl).toMatch(/^http:\/\/booking\.localhost:3000\/my-booking\/[\w-]{32,}$/);
    const second = await admin.post(`/api/bookings/${id}/invoice`);
    expect(second.json().invoiceNumber).toBe(invoiceNumber);
    const [detail] = (await admin.get(`/api/bookings/${id}`)).json();
    expect(detail.invoiceNumber).toBe(invoiceNumber);
    expectStatus(await t.api.post(`/api/bookings/${id}/invoice`), 401);
  });

  it('shows who holds each court hour and how many tables are taken per hour', async () => {
    const date = far(103);
    await admin.post('/api/tables', { totalTables: 4 });
    const { id: padelId } = await given.booking(t.app.db, {
      date,
      hours: [18, 19],
      court: 'Court 2',
      customerName: 'Board Player',
    });
    await act(padelId, { action: 'confirm' });
    await given.booking(t.app.db, { date, hours: [13], type: 'Table' });
    await given.booking(t.app.db, { date, hours: [13], type: 'Table' });
    const board = (await admin.get(`/api/schedule/${date}`)).json();
    expect(board.courts['Court 1']).toEqual([]);
    expect(board.courts['Court 2']).toEqual([
      {
        hour: 18,
        bookingId: padelId,
        customerName: 'Board Player',
        status: 'Booking Confirmed',
        PaymentStatus: 'UnPaid',
      },
      {
        hour: 19,
        bookingId: padelId,
        customerName: 'Board Player',
        status: 'Booking Confirmed',
        PaymentStatus: 'UnPaid',
      },
    ]);
    expect(board.tables.totalTables).toBe(4);
    expect(board.tables.heldByHour[13]).toBe(2);
    expect(board.tables.heldByHour[14]).toBe(0);
    expectStatus(await t.api.get(`/api/schedule/${date}`), 401);
  });
});

describe('GET /api/bookings/next-date/{date}', () => {
  it('answers the first later day with a booking, or null after the last one', async () => {
    // Two days no other test uses.
    await given.booking(t.app.db, { date: far(106), hours: [9] });
    await given.booking(t.app.db, { date: far(107), hours: [9] });
    const next = async (date: string) =>
      nextBookingDateSchema.parse(
        expectStatus(await admin.get(`/api/bookings/next-date/${date}`), 200).json(),
      ).date;
    expect(await next(far(105))).toBe(far(106));
    expect(await next(far(106))).toBe(far(107));
    expect(await next(far(1000))).toBeNull();
    expectStatus(await admin.get('/api/bookings/next-date/2030-02-30'), 400);
    expectStatus(await t.api.get(`/api/bookings/next-date/${far(105)}`), 401);
  });
});

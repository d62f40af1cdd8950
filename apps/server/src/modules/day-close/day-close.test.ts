import {
  addDays,
  bookingAnswerSchema,
  countedCash,
  DAY_CLOSE_MESSAGES,
  dayCloseAnswerSchema,
  DRAWER_NOTES,
  tillDaySchema,
  tillMovementSchema,
  type ClosedDay,
  type DrawerCount,
  type MovementKind,
  type MovementMethod,
} from '@padel/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { moneyMovements, notifications } from '../../db/schema';

/**
 * Closing the business day (docs/till.md#day-close): the report adds up to its rows, to the rupee;
 * the open day is blind; open items need acknowledging and a difference over the tolerance a
 * note; a closed day keeps its report and sends later money to the next open day; two closes at
 * once give one.
 */

let t: TestApp;
let owner: Api;

beforeAll(async () => {
  ({ t, admin: owner } = await createAdminTestApp(
    {
      venueNotifyEmail: 'desk@venue.test',
      whatsapp: {
        token: 'unused',
        phoneNumberId: '106540352242922',
        apiUrl: 'http://127.0.0.1:9',
        language: 'en',
        templates: {},
      },
    },
    { messageWorker: false },
  ));
});

afterAll(async () => {
  await t?.close();
});

/** A movement through the one till, as the flows that move money write it. */
async function record(
  kind: MovementKind,
  method: MovementMethod,
  amount: number,
  owner: { bookingId?: number; orderId?: number; seriesId?: number } = {},
) {
  return t.app.db.transaction((tx) =>
    t.app.till.record(tx, { ...owner, kind, method, amount, actor: { type: 'system' } }),
  );
}

/** The drawer counted by notes, largest first, the rest in coins. */
function countOf(cash: number): DrawerCount {
  let rest = cash;
  const notes = {} as DrawerCount['notes'];
  for (const note of DRAWER_NOTES) {
    notes[`${note}`] = Math.floor(rest / note);
    rest -= notes[`${note}`] * note;
  }
  return { notes, coins: rest };
}

async function sums(day: string) {
  const rows = await t.app.db
    .select({ method: moneyMovements.method, amount: moneyMovements.amount })
    .from(moneyMovements)
    .where(eq(moneyMovements.businessDay, day));
  const byMethod: Record<string, number> = {};
  for (const row of rows) byMethod[row.method] = (byMethod[row.method] ?? 0) + row.amount;
  return { count: rows.length, total: rows.reduce((s, r) => s + r.amount, 0), byMethod };
}

const answerOf = (body: string) => dayCloseAnswerSchema.parse(JSON.parse(body));

describe('a day with every kind of movement', () => {
  let day: string;
  let closed: ClosedDay;

  beforeAll(async () => {
    day = testToday();
    const online = await given.booking(t.app.db, {
      date: day,
      hours: [7],
      status: 'Booking Confirmed',
    });
    const walkIn = await given.booking(t.app.db, {
      date: day,
      hours: [8],
      source: 'in-person',
      status: 'arrived',
      paymentStatus: '100%Paid',
      remainingPaymentType: 'PayViaCash',
    });
    const later = await given.booking(t.app.db, { date: day, hours: [22] });
    const counter = await given.order(t.app.db, { source: 'counter', collected: true });
    const delivery = await given.order(t.app.db, {
      deliveryType: 'deliver',
      paymentMethod: 'card',
      status: 'Sent',
    });
    const pickup = await given.order(t.app.db, { status: 'Sent' });

    for (const [kind, amount, note] of [
      ['opening-float', 5000, 'Float from the safe'],
      ['pay-in', 1000, 'Change from the bank'],
      ['pay-out', 750, 'Milk for the café'],
    ] as const) {
      const made = expectStatus(
        await owner.post('/api/till/movements', { kind, amount, note }),
        201,
      );
      expect(tillMovementSchema.parse(made.json())).toMatchObject({ businessDay: day, note });
    }
    await record('advance', 'card-online', 2500, { bookingId: online.id });
    await record('balance', 'raast', 2500, { bookingId: online.id });
    await record('balance', 'cash', walkIn.amount, { bookingId: walkIn.id });
    await record('balance', 'jazzcash', 4000, { bookingId: later.id, seriesId: 77 });
    await record('advance', 'bank-transfer', 1200, { bookingId: later.id });
    const undone = await record('balance', 'cash', 300, { bookingId: later.id });
    await t.app.db.transaction((tx) => t.app.till.reverse(tx, [undone!], { type: 'system' }));
    await record('fee', 'easypaisa', 800, { bookingId: online.id });
    // A walk-in's no-show fee is a fee, not a walk-in's takings.
    await record('fee', 'jazzcash', 300, { bookingId: walkIn.id });
    await record('order', 'cash', counter.totalPrice, { orderId: counter.id });
    await record('order', 'card-online', delivery.totalPrice, { orderId: delivery.id });
    await record('order', 'card-desk', pickup.totalPrice, { orderId: pickup.id });
    await record('refund', 'card-online', 1000, { bookingId: online.id });
    await record('refund', 'cash', 200, { orderId: counter.id });
    await record('balance', 'cash', 999, { bookingId: 999_999 });
  });

  it('is blind while open: no cash figure, no cash row, what blocks the close', async () => {
    const answer = answerOf(expectStatus(await owner.get(`/api/day-close/${day}`), 200).body);
    expect(answer.status).toBe('open');
    expect(answer.report.blind).toBe(true);
    expect(answer.report.cash).toBeNull();
    expect(answer.report.byMethod.cash).toBeUndefined();
    expect(answer.report.movements.every((row) => row.method !== 'cash')).toBe(true);
    for (const line of answer.report.lines) expect(line.byMethod.cash).toBeUndefined();
    // A line whose cash is hidden says so, for the screen to read "counted at close", not PKR 0.
    const float = answer.report.lines.find((line) => line.what === 'opening-float');
    expect(float).toMatchObject({ cashHidden: true, total: 0 });
    const series = answer.report.lines.find((line) => line.what === 'series');
    expect(series).toMatchObject({ total: 4000, byMethod: { jazzcash: 4000 } });
    expect(series?.cashHidden).toBeUndefined();
    // The online booking at 22:00 is still pending: a hold waiting, linked to its booking.
    expect(answer.report.blocks).toContainEqual(
      expect.objectContaining({
        kind: 'hold-waiting',
        link: expect.stringMatching(/^\/booking-detail\/\d+$/),
      }),
    );
    // The same answer for the business day now is in.
    const today = answerOf(expectStatus(await owner.get('/api/day-close'), 200).body);
    expect(today.businessDay).toBe(day);
  });

  it('asks for the open items to be acknowledged, writing nothing', async () => {
    const cash = (await sums(day)).byMethod.cash!;
    const refused = expectStatus(
      await owner.post(`/api/day-close/${day}`, { counts: countOf(cash) }),
      409,
    );
    expect(refused.json()).toMatchObject({ code: 'DAY_HAS_BLOCKS', blocks: expect.any(Array) });
    expect(answerOf((await owner.get(`/api/day-close/${day}`)).body).status).toBe('open');
  });

  it('asks first while bookings of the day are still to come, writing nothing', async () => {
    const cash = (await sums(day)).byMethod.cash!;
    const refused = expectStatus(
      await owner.post(`/api/day-close/${day}`, {
        counts: countOf(cash),
        acknowledgeBlocks: true,
      }),
      409,
    );
    // The 22:00 booking is ahead of the test clock's morning; the 07:00 and 08:00 ones are over.
    const body = refused.json<{ code: string; message: string; bookings: { title: string }[] }>();
    expect(body).toMatchObject({
      code: 'BOOKINGS_AHEAD',
      message: DAY_CLOSE_MESSAGES.bookingsAhead(1),
      bookings: [{ title: expect.stringContaining('10:00 PM') }],
    });
    expect(answerOf((await owner.get(`/api/day-close/${day}`)).body).status).toBe('open');
  });

  it("lists the drawer's own movements on the Till, with who recorded them", async () => {
    const till = tillDaySchema.parse(
      expectStatus(await owner.get('/api/till/movements'), 200).json(),
    );
    expect(till).toMatchObject({ businessDay: day, closed: false });
    expect(till.movements.map((row) => [row.kind, row.amount, row.note])).toEqual([
      ['opening-float', 5000, 'Float from the safe'],
      ['pay-in', 1000, 'Change from the bank'],
      ['pay-out', -750, 'Milk for the café'],
    ]);
    expect(till.movements.every((row) => row.recordedBy !== null)).toBe(true);
  });

  it('closes to the rupee: every total is the sum of its rows', async () => {
    const db = await sums(day);
    const made = expectStatus(
      await owner.post(`/api/day-close/${day}`, {
        counts: countOf(db.byMethod.cash!),
        acknowledgeBlocks: true,
        closeWithBookingsAhead: true,
      }),
      201,
    );
    closed = answerOf(made.body) as ClosedDay;
    const { report, drawer } = closed;
    expect(report.blind).toBe(false);
    expect(report.movementCount).toBe(db.count);
    expect(report.total).toBe(db.total);
    expect(report.byMethod).toEqual(db.byMethod);
    expect(report.lines.reduce((sum, line) => sum + line.total, 0)).toBe(db.total);
    expect(report.movements.reduce((sum, row) => sum + row.amount, 0)).toBe(db.total);
    for (const line of report.lines) {
      const rows = report.movements.filter((row) => row.what === line.what);
      expect(line.count).toBe(rows.length);
      expect(line.total).toBe(rows.reduce((sum, row) => sum + row.amount, 0));
      expect(Object.values(line.byMethod).reduce((sum, amount) => sum + amount, 0)).toBe(
        line.total,
      );
    }
    const line = (what: string) => report.lines.find((l) => l.what === what)?.total;
    expect(line('advances')).toBe(2500 + 1200);
    expect(line('balances')).toBe(2500);
    expect(line('series')).toBe(4000);
    expect(line('fees')).toBe(800 + 300);
    expect(line('counter')).toBe(650);
    expect(line('pickup')).toBe(650);
    expect(line('delivery')).toBe(650);
    expect(line('refunds')).toBe(-1200);
    expect(line('opening-float')).toBe(5000);
    expect(line('pay-ins')).toBe(1000);
    expect(line('pay-outs')).toBe(-750);
    expect(line('other')).toBe(999);
    // Opening float + cash in − cash out ± pay-ins and pay-outs = expected.
    const { cash } = report;
    expect(cash!.expected).toBe(db.byMethod.cash);
    expect(cash!.openingFloat + cash!.cashIn + cash!.cashOut + cash!.payIns + cash!.payOuts).toBe(
      cash!.expected,
    );
    expect(drawer).toMatchObject({ counted: db.byMethod.cash, difference: 0, note: null });
    expect(drawer.acknowledgedBlocks).toBeGreaterThan(0);
    expect(drawer).toMatchObject({ bookingsAhead: 1, recounts: [] });
    expect(countedCash(drawer.counts)).toBe(drawer.counted);
  });

  it('is served as it was closed, and refuses a second close', async () => {
    const again = answerOf(expectStatus(await owner.get(`/api/day-close/${day}`), 200).body);
    expect(again).toEqual(closed);
    const second = expectStatus(
      await owner.post(`/api/day-close/${day}`, { counts: countOf(0), acknowledgeBlocks: true }),
      409,
    );
    expect(second.json()).toMatchObject({ code: 'DAY_CLOSED' });
  });

  it('sends money recorded afterwards to the next open day, the report unchanged', async () => {
    const late = expectStatus(
      await owner.post('/api/till/movements', { kind: 'pay-in', amount: 500, note: 'Late change' }),
      201,
    );
    // The answer says where it landed, for the screen to say so.
    expect(tillMovementSchema.parse(late.json())).toMatchObject({
      businessDay: addDays(day, 1),
      landedOn: { businessDay: addDays(day, 1), closedDay: day },
    });
    const booking = await given.booking(t.app.db, { date: day, hours: [9] });
    const row = await record('balance', 'cash', 700, { bookingId: booking.id });
    expect(row!.businessDay).toBe(addDays(day, 1));
    // A booking's payment recorded at the desk says so too.
    const owing = await given.booking(t.app.db, {
      date: day,
      hours: [12],
      status: 'Booking Confirmed',
    });
    const paid = expectStatus(
      await owner.patch('/api/update-PaymentStatus', {
        id: owing.id,
        PaymentStatus: '100%Paid',
        remaining_paymentType: 'PayViaCash',
      }),
      200,
    );
    expect(bookingAnswerSchema.parse(paid.json()).landedOn).toEqual({
      businessDay: addDays(day, 1),
      closedDay: day,
    });
    // The Till says the day is closed; the late pay-in is not among its movements.
    const till = tillDaySchema.parse(
      expectStatus(await owner.get('/api/till/movements'), 200).json(),
    );
    expect(till).toMatchObject({ businessDay: day, closed: true });
    expect(till.movements.map((movement) => movement.note)).not.toContain('Late change');
    expect(answerOf((await owner.get(`/api/day-close/${day}`)).body)).toEqual(closed);
    // The stored close is a record: the database refuses to change it.
    await expect(
      t.app.db.execute(sql`UPDATE day_closes SET note = 'edited' WHERE business_day = ${day}`),
    ).rejects.toThrow();
  });

  it('goes to the owner by e-mail and to the venue on WhatsApp', async () => {
    const sent = await t.app.db
      .select({ channel: notifications.channel, recipient: notifications.recipient })
      .from(notifications)
      .where(eq(notifications.kind, 'day-closed'));
    expect(sent).toEqual(
      expect.arrayContaining([
        { channel: 'email', recipient: 'admin@test.local' },
        { channel: 'email', recipient: 'desk@venue.test' },
        { channel: 'whatsapp', recipient: '923001234567' },
      ]),
    );
  });

  it('exports a workbook with a sheet per section', async () => {
    const response = expectStatus(await owner.get(`/api/day-close/${day}/day-close.xlsx`), 200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual(
      expect.arrayContaining(['Courts', 'Café', 'Refunds', 'Drawer', 'Cash', 'Movements']),
    );
    expect(workbook.getWorksheet('Movements')!.rowCount).toBe(closed.report.movementCount + 1);
  });
});

describe('the drawer count', () => {
  it('needs a note for a difference over the tolerance, not within it', async () => {
    const day = addDays(testToday(), -3);
    const over = expectStatus(
      await owner.post(`/api/day-close/${day}`, { counts: { notes: { '500': 1 } } }),
      409,
    );
    // Blind: neither the expected cash nor the difference (day-close-count.test.ts).
    expect(over.json()).toEqual({
      code: 'DRAWER_NOTE_REQUIRED',
      message: DAY_CLOSE_MESSAGES.noteRequired(100),
      counted: 500,
      tolerance: 100,
    });
    const noted = expectStatus(
      await owner.post(`/api/day-close/${day}`, {
        counts: { notes: { '500': 1 } },
        note: 'A customer paid a walk-in of last week',
      }),
      201,
    );
    expect(answerOf(noted.body)).toMatchObject({
      status: 'closed',
      drawer: { difference: 500, note: 'A customer paid a walk-in of last week' },
    });
    const within = addDays(testToday(), -4);
    expectStatus(await owner.post(`/api/day-close/${within}`, { counts: { coins: 60 } }), 201);
  });

  it('gives one close of two at once', async () => {
    const day = addDays(testToday(), -5);
    const staff = await given.admin(t.app.db, { role: 'staff' });
    const asStaff = t.api.as(await signIn(t.api, staff));
    const answers = await Promise.all([
      owner.post(`/api/day-close/${day}`, { counts: countOf(0) }),
      asStaff.post(`/api/day-close/${day}`, { counts: countOf(0) }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'DAY_CLOSED' });
  });
});

describe('bad input', () => {
  it('answers 4xx with a message, never a 5xx', async () => {
    const cases: [string, string, unknown, number][] = [
      ['GET', `/api/day-close/${addDays(testToday(), 2)}`, undefined, 400],
      ['POST', `/api/day-close/${addDays(testToday(), 2)}`, { counts: {} }, 400],
      ['GET', '/api/day-close/2026-02-30', undefined, 400],
      ['POST', `/api/day-close/${addDays(testToday(), -9)}`, { counts: { coins: -1 } }, 400],
      [
        'POST',
        `/api/day-close/${addDays(testToday(), -9)}`,
        { counts: { notes: { '500': 1.5 } } },
        400,
      ],
      [
        'POST',
        `/api/day-close/${addDays(testToday(), -9)}`,
        { counts: {}, acknowledgeBlocks: 'yes' },
        400,
      ],
      [
        'POST',
        `/api/day-close/${addDays(testToday(), -9)}`,
        { counts: {}, closeWithBookingsAhead: 'yes' },
        400,
      ],
      ['POST', '/api/till/movements', { kind: 'pay-out', amount: 100 }, 400],
      ['POST', '/api/till/movements', { kind: 'pay-out', amount: 100, note: '   ' }, 400],
      // A reason of a few words, not one character.
      ['POST', '/api/till/movements', { kind: 'pay-out', amount: 100, note: 'x' }, 400],
      ['POST', '/api/till/movements', { kind: 'pay-out', amount: 100, note: 'Milk' }, 400],
      ['POST', '/api/till/movements', { kind: 'refund', amount: 100, note: 'x' }, 400],
      ['POST', '/api/till/movements', { kind: 'pay-in', amount: 0, note: 'x' }, 400],
    ];
    for (const [method, url, body, status] of cases) {
      const response = await owner.request(method as 'GET', url, body);
      expectStatus(response, status, `${method} ${url} ${JSON.stringify(body)}`);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('refuses callers without a sign-in', async () => {
    expectStatus(await t.api.get(`/api/day-close/${testToday()}`), 401);
  });
});

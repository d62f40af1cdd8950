import {
  addDays,
  BOOKING_MESSAGES,
  DEFAULT_VENUE_SETTINGS,
  quotePadel,
  slotLabel,
  type CreateBookingRequest,
  venueWallTime,
} from '@padel/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import {
  daysFromToday,
  nextWeekday,
  testClock,
  testToday,
  TEST_TIMEZONE,
} from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest, tableRequest } from '../../../test/factories';
import { createAdminTestApp, createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, bookings } from '../../db/schema';
import { unsafeTextMessage } from '../../lib/unsafe-text';
import { changeBookingStatus } from './booking-status.service';

// The one test clock (docs/quality.md#one-clock); prices differ by weekday and hour
// (docs/prices.md), so the tests that price a booking name the weekday: the next Monday.
const MONDAY = nextWeekday(1);

let t: TestApp;
let admin: Api;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

let nextHour = 0;
/**
 * A date and hour that no other test uses: 30 days on and later, inside the booking window, past
 * the days the tests name (the next week, and 10 to 14 days on).
 */
function freshSlot(): [string, number] {
  const hour = nextHour % 24;
  const date = daysFromToday(30 + Math.floor(nextHour / 24));
  nextHour++;
  return [date, hour];
}
const ayesha: Partial<CreateBookingRequest> = {
  customerName: 'Ayesha Khan',
  email: 'ayesha@example.com',
  numberOfGuests: 4,
  customer_instruction: '',
};
/** A valid padel request on a slot of its own; tests override what they are about. */
const padel = (overrides: Partial<CreateBookingRequest> = {}) =>
  padelRequest(...freshSlot(), { ...ayesha, ...overrides });
/** A valid café table request on a slot of its own. */
const table = (overrides: Partial<CreateBookingRequest> = {}) =>
  tableRequest(...freshSlot(), { ...ayesha, ...overrides });

const create = (payload: unknown, as = t.api) => as.post('/api/create-booking', payload);

async function bookingCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(bookings);
  return row!.n;
}

async function setTables(totalTables: number) {
  const response = await admin.post('/api/tables', { totalTables });
  expectStatus(response, 200);
}

describe('POST /api/create-booking: validation with the form messages', () => {
  const cases: [string, Partial<CreateBookingRequest>, string][] = [
    ['no date', { selectedDate: '' }, BOOKING_MESSAGES.dateRequired],
    [
      'no date and no slots',
      { selectedDate: undefined, selectedSlots: [] },
      BOOKING_MESSAGES.dateRequired,
    ],
    ['no slot', { selectedSlots: [] }, BOOKING_MESSAGES.slotRequired],
    [
      'no slot and no court',
      { selectedSlots: [], selectedCourt: '' },
      BOOKING_MESSAGES.slotRequired,
    ],
    ['no court for padel', { selectedCourt: '' }, BOOKING_MESSAGES.courtRequired],
    ['an unknown court', { selectedCourt: 'Court 3' }, BOOKING_MESSAGES.courtRequired],
    ['no booking type', { bookingType: '' }, BOOKING_MESSAGES.typeRequired],
    ['an unknown booking type', { bookingType: 'Squash' }, BOOKING_MESSAGES.typeRequired],
    ['no name', { customerName: '  ' }, BOOKING_MESSAGES.nameRequired],
    ['no email', { email: '' }, BOOKING_MESSAGES.emailRequired],
    ['a malformed email', { email: 'ayesha@' }, BOOKING_MESSAGES.emailInvalid],
    ['no phone', { phoneNumber: '' }, BOOKING_MESSAGES.phoneRequired],
    ['a 10-digit phone', { phoneNumber: '0300123456' }, BOOKING_MESSAGES.phoneDigits],
    ['a phone with letters', { phoneNumber: '0300123456a' }, BOOKING_MESSAGES.phoneDigits],
    ['a phone with a plus', { phoneNumber: '+9230012345' }, BOOKING_MESSAGES.phoneDigits],
    ['a phone not starting 03', { phoneNumber: '04001234567' }, BOOKING_MESSAGES.phonePrefix],
    ['5 padel players', { numberOfGuests: 5 }, BOOKING_MESSAGES.padelGuests],
    ['0 guests', { numberOfGuests: 0 }, BOOKING_MESSAGES.guestsMinimum],
    ['no padel guests', { numberOfGuests: '' }, BOOKING_MESSAGES.guestsMinimum],
    ['1.5 guests', { numberOfGuests: 1.5 }, BOOKING_MESSAGES.guestsNumber],
    [
      'an unknown slot label',
      { selectedSlots: ['5:00 PM - 6:00 PM'] },
      BOOKING_MESSAGES.slotUnknown,
    ],
    [
      'a slot twice',
      { selectedSlots: [slotLabel(9), slotLabel(9)] },
      BOOKING_MESSAGES.slotDuplicate,
    ],
    ['an impossible date', { selectedDate: '2030-02-30' }, BOOKING_MESSAGES.dateInvalid],
    [
      'a name on two lines',
      { customerName: 'Ayesha\nPay at evil.example' },
      BOOKING_MESSAGES.nameOneLine,
    ],
    [
      '3,000,000,000 table guests',
      { bookingType: 'Table', selectedCourt: undefined, numberOfGuests: 3_000_000_000 },
      BOOKING_MESSAGES.tableGuests,
    ],
    ['a NUL in the name', { customerName: 'Ayesha\u0000' }, unsafeTextMessage('customerName')],
    [
      'a lone surrogate in the instructions',
      { customer_instruction: 'Near the \ud800 door' },
      unsafeTextMessage('customer_instruction'),
    ],
    ['a date in another format', { selectedDate: '02/01/2030' }, BOOKING_MESSAGES.dateInvalid],
  ];

  it.each(cases)('answers 400 for %s, and stores nothing', async (_name, overrides, message) => {
    const before = await bookingCount();
    const response = await create(padel(overrides));
    expectStatus(response, 400);
    expect(response.json()).toMatchObject({ message });
    expect(await bookingCount()).toBe(before);
  });

  it.each([
    ['+93 321 1234567', BOOKING_MESSAGES.phoneDigits],
    ['0321-123456', BOOKING_MESSAGES.phoneDigits],
    ['92 321 12345678', BOOKING_MESSAGES.phoneDigits],
    ['0321 12E4567', BOOKING_MESSAGES.phoneDigits],
    ['+92 421 1234567', BOOKING_MESSAGES.phonePrefix],
  ])('answers 400 for the phone %s with the form message', async (phoneNumber, message) => {
    const response = await create(padel({ phoneNumber }));
    expectStatus(response, 400);
    expect(response.json()).toMatchObject({ message });
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-booking',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2,3]',
    });
    expectStatus(response, 400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a date in the past', async () => {
    const response = await create(
      padel({ selectedDate: daysFromToday(-1), selectedSlots: [slotLabel(12)] }),
    );
    expectStatus(response, 400);
    expect(response.json()).toMatchObject({
      message: BOOKING_MESSAGES.datePast,
      code: 'DATE_PAST',
    });
  });

  it('allows table guests to be left empty (one guest)', async () => {
    await setTables(2);
    const response = await create(table({ numberOfGuests: '', selectedDate: MONDAY }));
    expectStatus(response, 201);
    expect(response.json().booking).toMatchObject({
      numberOfGuests: 1,
      selectedCourt: null,
      amount: 0,
    });
  });
});

describe('POST /api/create-booking: a new booking', () => {
  it('is Pending, PayLater, UnPaid, online, priced by the server, and readable by its token', async () => {
    // Monday 04:00 (5000) and 05:00 (4000).
    const response = await create(
      padel({
        selectedDate: MONDAY,
        selectedSlots: [slotLabel(5), slotLabel(4)],
        selectedCourt: 'Court 2',
      }),
    );
    expectStatus(response, 201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 201,
      message: BOOKING_MESSAGES.created,
      accessToken: expect.any(String),
    });
    expect(body.accessToken.length).toBeGreaterThanOrEqual(32);
    expect(body.booking).toMatchObject({
      status: 'Pending',
      paymentType: 'PayLater',
      PaymentStatus: 'UnPaid',
      selectedSlots: [slotLabel(4), slotLabel(5)],
      selectedCourt: 'Court 2',
      amount: 9000,
      unit_amount: null,
      // Paid at the venue: no advance is asked for (docs/payments.md#one-reading).
      advance: null,
      remainingBalance: 9000,
      lines: [
        { unitPrice: 5000, quantity: 1, total: 5000 },
        { unitPrice: 4000, quantity: 1, total: 4000 },
      ],
    });
    const [row] = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.accessToken, body.accessToken));
    expect(row).toMatchObject({ bookingSource: 'online', disabled: false });

    const mine = await t.api.get(`/api/my-booking/${body.accessToken}`);
    expectStatus(mine, 200);
    expect(mine.json()).toEqual(body.booking);
  });

  it('accepts the client amount when it matches and refuses one that differs, storing nothing', async () => {
    const hours = [6, 7];
    const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, MONDAY, hours);
    const ok = await create(
      padel({
        selectedDate: MONDAY,
        selectedSlots: hours.map(slotLabel),
        amount: quote.total,
        unit_amount: 4000,
      }),
    );
    expectStatus(ok, 201);
    expect(ok.json().booking).toMatchObject({ amount: 8000, unit_amount: 4000 });

    const before = await bookingCount();
    const cheap = await create(
      padel({ selectedDate: MONDAY, selectedSlots: [slotLabel(8)], amount: 100 }),
    );
    expectStatus(cheap, 400);
    expect(cheap.json()).toMatchObject({
      code: 'PRICE_MISMATCH',
      message: BOOKING_MESSAGES.priceMismatch,
    });
    expect(await bookingCount()).toBe(before);
  });

  it('prices by the booked date: the same hour costs less on Thursday than on Friday', async () => {
    const thursday = await create(
      padel({ selectedDate: nextWeekday(4), selectedSlots: [slotLabel(10)] }),
    );
    const friday = await create(
      padel({ selectedDate: nextWeekday(5), selectedSlots: [slotLabel(10)] }),
    );
    expect(thursday.json().booking.amount).toBe(4000);
    expect(friday.json().booking.amount).toBe(5000);
  });

  it('is a walk-in (in-person) when an admin makes it', async () => {
    const response = await create(padel(), admin);
    expectStatus(response, 201);
    const [row] = await t.app.db
      .select({ source: bookings.bookingSource })
      .from(bookings)
      .where(eq(bookings.accessToken, response.json().accessToken));
    expect(row!.source).toBe('in-person');
    const forged = await create(padel(), t.api.as('Bearer forged.token.value'));
    expectStatus(forged, 401);
  });

  it('is a walk-in when made with a ticket from Add New Booking, which works for nothing else', async () => {
    expectStatus(await t.api.post('/api/walk-in-ticket'), 401);
    const issued = await admin.post('/api/walk-in-ticket');
    expectStatus(issued, 200);
    const { ticket, expiresAt } = issued.json();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(testClock().getTime());

    const response = await create(padel({ walkInTicket: ticket }));
    expectStatus(response, 201);
    const [row] = await t.app.db
      .select({ source: bookings.bookingSource })
      .from(bookings)
      .where(eq(bookings.accessToken, response.json().accessToken));
    expect(row!.source).toBe('in-person');

    const forged = await create(padel({ walkInTicket: `${ticket}x` }));
    expectStatus(forged, 401);
    expect(forged.json()).toMatchObject({ code: 'WALK_IN_INVALID' });
    // A login token is not a ticket, and a ticket is not a login token.
    const loginToken = (await t.adminAuth()).slice('Bearer '.length);
    expectStatus(await create(padel({ walkInTicket: loginToken })), 401);
    const asBearer = await t.api.as(`Bearer ${ticket}`).get('/api/getTables');
    expectStatus(asBearer, 401);
  });

  // docs/bookings.md#form-checks: the number as people type it, kept the one way.
  const storedPhone = async (accessToken: string) =>
    (
      await t.app.db
        .select({ phone: bookings.phoneNumber })
        .from(bookings)
        .where(eq(bookings.accessToken, accessToken))
    )[0]!.phone;

  it.each(['0321-1234567', '0321 1234567', '+92 321 1234567', '92 321 1234567'])(
    'keeps the phone typed as %s as 03211234567',
    async (phoneNumber) => {
      const response = await create(padel({ phoneNumber }));
      expectStatus(response, 201);
      expect(response.json().booking.phoneNumber).toBe('03211234567');
      expect(await storedPhone(response.json().accessToken)).toBe('03211234567');
    },
  );

  it('keeps the phone of a walk-in the same way', async () => {
    const { ticket } = (await admin.post('/api/walk-in-ticket')).json();
    const response = await create(
      padel({ walkInTicket: ticket, phoneNumber: '+92 (321) 1234567' }),
    );
    expectStatus(response, 201);
    expect(await storedPhone(response.json().accessToken)).toBe('03211234567');
  });

  it('is written to the audit log', async () => {
    const response = await create(padel());
    const [row] = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.accessToken, response.json().accessToken));
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)));
    expect(
      entries.some(
        (e) => e.entity === 'booking' && e.action === 'create' && e.actorType === 'customer',
      ),
    ).toBe(true);
  });
});

describe('held slots', () => {
  it('answers 409 for a padel slot already held, and lets the other court book it', async () => {
    const date = daysFromToday(10);
    const first = padel({ selectedDate: date, selectedSlots: [slotLabel(18), slotLabel(19)] });
    expectStatus(await create(first), 201);
    const again = await create({ ...first, selectedSlots: [slotLabel(19), slotLabel(20)] });
    expectStatus(again, 409);
    expect(again.json()).toMatchObject({
      status: 409,
      code: 'SLOT_TAKEN',
      message: BOOKING_MESSAGES.slotTaken,
      bookingType: 'Padel',
      selectedDate: date,
    });
    expectStatus(await create({ ...first, selectedCourt: 'Court 2' }), 201);
  });

  it("gives a cancelled booking's slot back at once", async () => {
    const request = padel({ selectedDate: daysFromToday(11), selectedSlots: [slotLabel(20)] });
    const first = await create(request);
    expectStatus(await create(request), 409);
    const [row] = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.accessToken, first.json().accessToken));
    const signedIn = JSON.parse(
      Buffer.from((await t.adminAuth()).split('.')[1]!, 'base64url').toString(),
    ) as { id: number };
    await changeBookingStatus(t.app.db, row!.id, 'cancel', {
      adminId: signedIn.id,
      cancelReason: 'Customer called',
      notifier: t.app.notifier,
      till: t.app.till,
    });
    expectStatus(await create(request), 201);
  });

  it('100 concurrent requests for one padel slot give exactly one 201', async () => {
    const date = daysFromToday(12);
    const request = padel({ selectedDate: date, selectedSlots: [slotLabel(18)] });
    const responses = await Promise.all(Array.from({ length: 100 }, () => create(request)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const [held] = await t.app.db
      .execute(sql`SELECT count(*)::int AS n FROM court_slot_holds WHERE date = ${date}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(held!.n).toBe(1);
  });

  it('with 3 tables, 30 concurrent table bookings for one hour give exactly 3', async () => {
    await setTables(3);
    const request = table({
      selectedDate: daysFromToday(13),
      selectedSlots: [slotLabel(13)],
      numberOfGuests: 2,
    });
    const responses = await Promise.all(Array.from({ length: 30 }, () => create(request)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(27);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      code: 'TABLES_FULL',
    });
  });

  it('refuses table bookings while no tables are configured', async () => {
    const fresh = await createTestApp();
    try {
      const response = await fresh.api.post('/api/create-booking', table());
      expectStatus(response, 409);
      expect(response.json()).toMatchObject({ code: 'TABLES_FULL' });
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/availability/{date} and /api/get-booking-fields/{date}', () => {
  it('show a new booking, and a cancelled one, at once although they are read often', async () => {
    const date = daysFromToday(14);
    const fields = async () =>
      (await t.api.get(`/api/get-booking-fields/${date}`)).json<
        { status: string; selectedSlots: string[] }[]
      >();
    const heldOnCourt1 = async () =>
      (await t.api.get(`/api/availability/${date}`)).json<{
        padel: Record<string, string[]>;
      }>().padel['Court 1'];
    expect(await fields()).toEqual([]);
    expect(await heldOnCourt1()).toEqual([]);

    const booked = await create(padel({ selectedDate: date, selectedSlots: [slotLabel(19)] }));
    expectStatus(booked, 201);
    expect((await fields()).map((row) => row.selectedSlots)).toEqual([[slotLabel(19)]]);
    expect(await heldOnCourt1()).toEqual([slotLabel(19)]);

    const [row] = await t.app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.accessToken, booked.json().accessToken));
    const cancelled = await (
      await t.asAdmin()
    ).patch(`/api/booking/update/${row!.id}/`, { action: 'cancel', cancelReason: 'Rain' });
    expectStatus(cancelled, 200);
    expect((await fields()).map((field) => field.status)).toEqual(['Booking Cancelled']);
    expect(await heldOnCourt1()).toEqual([]);
  });

  it('answers 400 for a malformed date', async () => {
    for (const url of ['/api/availability/tomorrow', '/api/get-booking-fields/2030-02-31']) {
      const response = await t.api.get(url);
      expectStatus(response, 400);
      expect(response.json()).toMatchObject({ message: BOOKING_MESSAGES.dateInvalid });
    }
  });
});

describe('the customer page and feedback', () => {
  it('saves feedback by access token, trimmed; refuses blank feedback', async () => {
    const { accessToken } = (await create(padel())).json();
    const blank = await t.api.patch('/api/feedback', { token: accessToken, feedback: '   ' });
    expectStatus(blank, 400);
    expect(blank.json()).toMatchObject({ message: BOOKING_MESSAGES.feedbackEmpty });

    const saved = await t.api.patch('/api/feedback', {
      token: accessToken,
      feedback: '  Great courts!  ',
    });
    expectStatus(saved, 200);
    expect(saved.json()).toEqual({ message: BOOKING_MESSAGES.feedbackSaved });
    expect((await t.api.get(`/api/my-booking/${accessToken}`)).json().feedback).toBe(
      'Great courts!',
    );
  });

  it('answers 404 for an unknown token, and needs an admin to address a booking by id', async () => {
    expectStatus(await t.api.get('/api/my-booking/not-a-real-token'), 404);
    const unknown = await t.api.patch('/api/feedback', { token: 'nope', feedback: 'Hi' });
    expectStatus(unknown, 404);
    const byId = await t.api.patch('/api/feedback', { id: 1, feedback: 'Hi' });
    expectStatus(byId, 401);
    const asAdmin = await (
      await t.asAdmin()
    ).patch('/api/feedback', { id: 1, feedback: 'Noted by staff' });
    expectStatus(asAdmin, 200);
  });
});

describe('POST /api/queue-booking', () => {
  it('adds the customer once per date, with clear messages for bad input', async () => {
    const entry = { selectedDate: MONDAY, customerName: 'Bilal', email: 'bilal@example.com' };
    const joined = await t.api.post('/api/queue-booking', entry);
    expectStatus(joined, 201);
    expect(joined.json()).toEqual({ message: BOOKING_MESSAGES.queueJoined });

    const again = await t.api.post('/api/queue-booking', { ...entry, email: 'BILAL@example.com' });
    expectStatus(again, 409);
    expect(again.json()).toMatchObject({ message: BOOKING_MESSAGES.queueDuplicate });

    const bad = await t.api.post('/api/queue-booking', { ...entry, email: 'x' });
    expectStatus(bad, 400);
    expect(bad.json()).toMatchObject({ message: BOOKING_MESSAGES.emailInvalid });
    const noName = await t.api.post('/api/queue-booking', { ...entry, customerName: ' ' });
    expect(noName.json()).toMatchObject({ message: BOOKING_MESSAGES.nameRequired });
  });
});

/**
 * Which of today's hours have started, and that a booking may start in the current hour but not
 * before it, need a known hour: a running clock started at any VENUE_CLOCK (23:30 leaves no later
 * hour today, 00:30 no earlier one) cannot give one. So these tests run on their own app, whose
 * clock stands still at 10:30 venue time on the test clock's day: hours 0-9 have started, 10 is
 * the current hour, 11-23 are to come.
 */
describe('today, on a clock held at 10:30', () => {
  const TODAY = testToday();
  const AT_10_30 = venueWallTime(`${TODAY}T10:30`, TEST_TIMEZONE)!;
  let today: TestApp;
  let todayAdmin: Api;
  beforeAll(
    async () =>
      ({ t: today, admin: todayAdmin } = await createAdminTestApp({}, { now: () => AT_10_30 })),
  );
  afterAll(() => today.close());
  const createToday = (payload: unknown) => create(payload, today.api);

  it('refuses a slot that started before the current hour today, and accepts the current hour', async () => {
    const past = await createToday(
      padel({ selectedDate: TODAY, selectedSlots: [slotLabel(9), slotLabel(11)] }),
    );
    expectStatus(past, 400);
    expect(past.json()).toMatchObject({ message: BOOKING_MESSAGES.slotPast, code: 'SLOT_PAST' });
    const current = await createToday(
      padel({ selectedDate: TODAY, selectedSlots: [slotLabel(10)] }),
    );
    expectStatus(current, 201);
  });

  it('shows held padel slots per court, full table hours and, today, the hours already started', async () => {
    expectStatus(await todayAdmin.post('/api/tables', { totalTables: 1 }), 200);
    await createToday(
      padel({ selectedDate: TODAY, selectedSlots: [slotLabel(21)], selectedCourt: 'Court 2' }),
    );
    await createToday(table({ selectedDate: TODAY, selectedSlots: [slotLabel(15)] }));
    const response = await today.api.get(`/api/availability/${TODAY}`);
    expectStatus(response, 200);
    const body = response.json();
    expect(body.padel['Court 2']).toContain(slotLabel(21));
    expect(body.padel['Court 1']).not.toContain(slotLabel(21));
    expect(body.table).toMatchObject({ totalTables: 1 });
    expect(body.table.fullSlots).toContain(slotLabel(15));
    expect(body.table.fullSlots).not.toContain(slotLabel(16));
    expect(body.pastSlots).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(slotLabel));

    const past = (await today.api.get(`/api/availability/${addDays(TODAY, -1)}`)).json();
    expect(past.pastSlots).toHaveLength(24);
    const future = (await today.api.get(`/api/availability/${addDays(TODAY, 7)}`)).json();
    expect(future.pastSlots).toEqual([]);
  });

  it("lists the day's bookings without customer data", async () => {
    const response = await today.api.get(`/api/get-booking-fields/${TODAY}`);
    expectStatus(response, 200);
    const rows = response.json<Record<string, unknown>[]>();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'bookingType',
        'disabled',
        'selectedCourt',
        'selectedDate',
        'selectedSlots',
        'status',
      ]);
    }
  });
});

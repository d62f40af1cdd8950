import {
  BOOKING_MESSAGES,
  slotLabel,
  WALK_IN_PAYMENTS,
  WALK_IN_REQUEST_MESSAGES,
  walkInAnswerSchema,
  walkInPaymentState,
  type Attention,
  type Availability,
  type WalkInRequest,
} from '@padel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, bookings, notifications } from '../../db/schema';

/**
 * docs/bookings.md#walk-ins: POST /api/walk-ins, the staff booking screen's call. Each test books
 * its own date (a fresh app per file, dates from the one test clock, days ahead so no hour has
 * started whatever the clock says).
 */

let t: TestApp;
let owner: Api;
beforeAll(async () => ({ t, admin: owner } = await createAdminTestApp()));
afterAll(() => t.close());

let nextDay = 1;
/** A day of its own for each walk-in, from tomorrow on. */
const freshDay = () => daysFromToday(nextDay++);

/** A walk-in as the screen sends it: no e-mail, paid in cash, one hour on Court 1. */
function walkIn(overrides: Partial<WalkInRequest> = {}): WalkInRequest {
  return {
    bookingType: 'Padel',
    selectedDate: freshDay(),
    selectedSlots: [slotLabel(18)],
    selectedCourt: 'Court 1',
    customerName: 'Bilal at the counter',
    phoneNumber: '03111234567',
    numberOfGuests: 4,
    payment: 'PayViaCash',
    ...overrides,
  };
}

const take = (body: unknown, as: Api = owner) => as.post('/api/walk-ins', body);

async function made(body: WalkInRequest, as: Api = owner) {
  const response = expectStatus(await take(body, as), 201);
  return walkInAnswerSchema.parse(response.json()).booking;
}

const rowOf = async (id: number) =>
  (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const count = async (table: typeof notifications | typeof bookings) =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('POST /api/walk-ins', () => {
  it('books a walk-in without an e-mail, confirmed, in-person and paid, at the server price', async () => {
    const body = walkIn({ selectedSlots: [slotLabel(18), slotLabel(19)] });
    const messagesBefore = await count(notifications);
    const response = expectStatus(await take(body), 201);
    const answer = walkInAnswerSchema.parse(response.json());
    expect(answer.message).toBe(WALK_IN_REQUEST_MESSAGES.created);
    const prices = (await t.api.get(`/api/availability/${body.selectedDate}`)).json<Availability>()
      .padelPrices;
    expect(answer.booking).toMatchObject({
      status: 'Booking Confirmed',
      BookingSource: 'in-person',
      PaymentStatus: '100%Paid',
      paymentType: 'PayViaCash',
      remaining_paymentType: 'PayViaCash',
      email: '',
      customerName: 'Bilal at the counter',
      selectedSlots: [slotLabel(18), slotLabel(19)],
      amount: prices[18]! + prices[19]!,
      remainingBalance: 0,
    });

    // Created and paid in one change, both audited as this admin.
    const audits = await t.app.db
      .select({ action: auditLog.action, actorType: auditLog.actorType, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, String(answer.booking.id))));
    expect(audits.map((a) => [a.action, a.actorType])).toEqual([
      ['create', 'admin'],
      ['payment', 'admin'],
    ]);
    // No e-mail to send to, no WhatsApp configured, no staff address: no message at all.
    expect(await count(notifications)).toBe(messagesBefore);
  });

  it.each(WALK_IN_PAYMENTS)('records the payment choice %s', async (payment) => {
    // Paid online names how (docs/payments.md#paid-online; paid-online.test.ts has the rest).
    const online =
      payment === 'PayViaOnline'
        ? { onlineMethod: 'jazzcash' as const, reference: 'JC-WALK-1' }
        : {};
    const booking = await made(walkIn({ payment, ...online }));
    const state = walkInPaymentState(payment);
    expect(booking).toMatchObject({ status: 'Booking Confirmed', ...state });
    expect(booking.remainingBalance).toBe(payment === 'PayLater' ? booking.amount : 0);
  });

  it('lets the detail screen undo a wrong payment choice, back to pay later', async () => {
    const booking = await made(walkIn({ payment: 'PayViaCard' }));
    const undone = expectStatus(await owner.post(`/api/bookings/${booking.id}/undo-payment`), 200);
    expect(undone.json().booking).toMatchObject({
      PaymentStatus: 'UnPaid',
      paymentType: 'PayLater',
      remaining_paymentType: null,
    });
  });

  it('writes the customer messages only to an e-mail that was given', async () => {
    const booking = await made(walkIn({ email: 'Walker@Example.com' }));
    const sent = await t.app.db
      .select({ channel: notifications.channel, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.recipient, 'walker@example.com'));
    expect(sent).toEqual([{ channel: 'email', kind: 'booking-received' }]);
    expect(booking.email).toBe('Walker@Example.com');
  });

  it('answers 409 for a slot already held, by an online booking or another walk-in', async () => {
    const date = freshDay();
    expectStatus(await t.api.post('/api/create-booking', padelRequest(date, 20)), 201);
    const taken = expectStatus(
      await take(walkIn({ selectedDate: date, selectedSlots: [slotLabel(20)] })),
      409,
    );
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN', message: BOOKING_MESSAGES.slotTaken });

    await made(walkIn({ selectedDate: date, selectedSlots: [slotLabel(21)] }));
    const before = await count(bookings);
    expectStatus(await take(walkIn({ selectedDate: date, selectedSlots: [slotLabel(21)] })), 409);
    expect(await count(bookings)).toBe(before);
  });

  it('is exempt from the hour cap and the booking window, not from closures', async () => {
    const longGame = walkIn({ selectedSlots: [14, 15, 16, 17, 18, 19].map(slotLabel) });
    await made(longGame);
    await made(walkIn({ selectedDate: daysFromToday(120) }));

    const closedDay = freshDay();
    const closure = {
      from: closedDay,
      to: closedDay,
      courts: ['Court 2'],
      fromHour: 8,
      toHour: 12,
      reason: 'Resurfacing',
    };
    expectStatus(await owner.post('/api/closures', closure), 201);
    const closed = await take(
      walkIn({ selectedDate: closedDay, selectedCourt: 'Court 2', selectedSlots: [slotLabel(9)] }),
    );
    expectStatus(closed, 400);
    expect(closed.json()).toMatchObject({ code: 'COURT_CLOSED' });
  });

  it('checks the fields as the booking form does, with the e-mail optional for walk-ins only', async () => {
    const cases: [Partial<WalkInRequest>, string][] = [
      [{ customerName: '' }, BOOKING_MESSAGES.nameRequired],
      [{ email: 'not-an-address' }, BOOKING_MESSAGES.emailInvalid],
      [{ phoneNumber: '0311' }, BOOKING_MESSAGES.phoneDigits],
      [{ numberOfGuests: 5 }, BOOKING_MESSAGES.padelGuests],
      [{ payment: 'Gift' as never }, WALK_IN_REQUEST_MESSAGES.paymentRequired],
      [
        { bookingType: 'Table', selectedCourt: null, payment: 'PayViaCash' },
        WALK_IN_REQUEST_MESSAGES.tableNoPayment,
      ],
    ];
    for (const [change, message] of cases) {
      const response = expectStatus(await take(walkIn(change)), 400, message);
      expect(response.json().message).toBe(message);
    }
    // Online bookings keep the specification's rule.
    const online = await t.api.post(
      '/api/create-booking',
      padelRequest(freshDay(), 10, { email: '' }),
    );
    expectStatus(online, 400);
    expect(online.json().message).toBe(BOOKING_MESSAGES.emailRequired);
  });

  it('books a café table for later payment', async () => {
    expectStatus(await owner.post('/api/tables', { totalTables: 3 }), 200);
    const booking = await made(
      walkIn({ bookingType: 'Table', selectedCourt: null, numberOfGuests: 6, payment: 'PayLater' }),
    );
    expect(booking).toMatchObject({
      bookingType: 'Table',
      status: 'Booking Confirmed',
      amount: 0,
      PaymentStatus: 'UnPaid',
    });
  });

  it('is open to staff, not to visitors or accounts without admin access', async () => {
    const addStaff = await owner.post('/api/addUser', {
      firstName: 'Sana',
      lastName: 'Counter',
      email: 'sana@team.test',
      password: 'staff-password-1',
      role: 'staff',
    });
    expectStatus(addStaff, 201);
    const staff = t.api.as(
      await signIn(t.api, { email: 'sana@team.test', password: 'staff-password-1' }),
    );
    const booking = await made(walkIn(), staff);
    expect(booking.BookingSource).toBe('in-person');
    expectStatus(await take(walkIn(), t.api), 401);
  });

  it('never records or links a visit source, nor does a walk-in on the public site', async () => {
    const sessionId = 'walk-in-visit-session';
    expectStatus(
      await t.api.post('/api/visit-source', { sessionId, utm_source: 'instagram' }),
      200,
    );
    const booking = await made({ ...walkIn(), sessionId } as WalkInRequest);
    const viaTicketPath = expectStatus(
      await owner.post('/api/create-booking', padelRequest(freshDay(), 12, { sessionId })),
      201,
    );
    const [ticketed] = await t.app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.accessToken, viaTicketPath.json<{ accessToken: string }>().accessToken));
    for (const id of [booking.id, ticketed!.id]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ bookingSource: 'in-person', sessionId: null });
      expect(row.redirectionSourceId).toBeNull();
    }
    // An online booking from the same session is still credited to it.
    const online = expectStatus(
      await t.api.post('/api/create-booking', padelRequest(freshDay(), 12, { sessionId })),
      201,
    );
    const [credited] = await t.app.db
      .select({ source: bookings.redirectionSourceId })
      .from(bookings)
      .where(eq(bookings.accessToken, online.json<{ accessToken: string }>().accessToken));
    expect(credited!.source).not.toBeNull();
  });

  it('does not count as a new booking in the attention badge', async () => {
    const date = freshDay();
    await made(walkIn({ selectedDate: date, payment: 'PayLater' }));
    await made(walkIn({ selectedDate: date, selectedCourt: 'Court 2' }));
    const attention = expectStatus(await owner.get('/api/attention'), 200).json<Attention>();
    expect(attention.pendingBookings.find((day) => day.date === date)).toBeUndefined();

    expectStatus(await t.api.post('/api/create-booking', padelRequest(date, 8)), 201);
    const after = expectStatus(await owner.get('/api/attention'), 200).json<Attention>();
    expect(after.pendingBookings.find((day) => day.date === date)).toEqual({ date, count: 1 });
  });
});

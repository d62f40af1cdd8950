import {
  availabilitySchema,
  BOOKING_CHANGE_MESSAGES,
  BOOKING_MESSAGES,
  bookingAnswerSchema,
  slotLabel,
  venueNow,
  type BookingChangeRequest,
} from '@padel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday, nextWeekday, TEST_TIMEZONE, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { padelRequest } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, bookings, notifications } from '../../db/schema';

/**
 * PATCH /api/bookings/{id} (docs/bookings.md#moving-a-booking): staff move or edit a booking.
 * Every test books its own day (or court) from the one test clock, so none collides with another
 * whatever weekday the clock is on: days 10 to 30 ahead are this file's, one per test, and the
 * pricing tests use the next Monday (at most 7 days ahead).
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let owner: Api;
let staff: Api;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ t, admin: owner } = await createAdminTestApp(
    { smtpUrl: smtp.url },
    { messageWorker: { jobEveryMs: 100 } },
  ));
  staff = t.api.as(await signIn(t.api, await given.admin(t.app.db, { role: 'staff' })));
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const move = (id: number, body: BookingChangeRequest, as: Api = staff) =>
  as.patch(`/api/bookings/${id}`, body);

const rowOf = async (id: number) =>
  (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

async function heldOn(date: string, court: 'Court 1' | 'Court 2') {
  const answer = availabilitySchema.parse(
    expectStatus(await t.api.get(`/api/availability/${date}`), 200).json(),
  );
  return answer.padel[court];
}

/** The "Booking changed" messages in the outbox (a sent one's body is erased: by recipient). */
const changeMessages = (recipient?: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'booking-changed'),
        recipient === undefined ? undefined : eq(notifications.recipient, recipient),
      ),
    );

const changeAudits = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'booking'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, 'change'),
      ),
    );

describe('moving a booking to free slots', () => {
  it('moves the holds, re-prices it, audits it, and staff may do it', async () => {
    // Monday: 06:00 PM costs 5000, 10:00 AM and 11:00 AM cost 4000 each (docs/prices.md).
    const monday = nextWeekday(1);
    const booking = await given.booking(t.app.db, { date: monday, hours: [18], court: 'Court 2' });
    expect(booking.amount).toBe(5000);

    const response = await move(booking.id, {
      selectedSlots: [slotLabel(11), slotLabel(10)],
      selectedCourt: 'Court 1',
    });
    const answer = bookingAnswerSchema.parse(expectStatus(response, 200).json());
    expect(answer.message).toBe(BOOKING_CHANGE_MESSAGES.changed);
    expect(answer.booking).toMatchObject({
      selectedDate: monday,
      selectedSlots: [slotLabel(10), slotLabel(11)],
      selectedCourt: 'Court 1',
      amount: 8000,
      unit_amount: 4000,
      lines: [{ unitPrice: 4000, quantity: 2, total: 8000 }],
      status: 'Pending',
    });

    // The old slot is free again, the new ones are held.
    expect(await heldOn(monday, 'Court 2')).not.toContain(slotLabel(18));
    expect(await heldOn(monday, 'Court 1')).toEqual(
      expect.arrayContaining([slotLabel(10), slotLabel(11)]),
    );
    expectStatus(
      await t.api.post(
        '/api/create-booking',
        padelRequest(monday, 18, { selectedCourt: 'Court 2', email: 'other@example.test' }),
      ),
      201,
    );
    const taken = await t.api.post('/api/create-booking', padelRequest(monday, 10));
    expectStatus(taken, 409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN' });

    const [audit, ...more] = await changeAudits(booking.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorType: 'admin',
      before: {
        selectedSlots: [slotLabel(18)],
        selectedCourt: 'Court 2',
        amount: 5000,
        unit_amount: 5000,
      },
      after: {
        selectedSlots: [slotLabel(10), slotLabel(11)],
        selectedCourt: 'Court 1',
        amount: 8000,
        unit_amount: 4000,
      },
    });
  });

  it('keeps the price when the owner asks, and a move onto hours it already holds', async () => {
    const monday = nextWeekday(1);
    const booking = await given.booking(t.app.db, { date: monday, hours: [20], court: 'Court 2' });
    const longer = { selectedSlots: [slotLabel(20), slotLabel(21)], keepPrice: true };
    // Below the new hours' price it is the owner's (docs/prices.md#owner-prices).
    expectStatus(await move(booking.id, longer), 403);
    const response = await move(booking.id, longer, owner);
    const { booking: moved } = bookingAnswerSchema.parse(expectStatus(response, 200).json());
    expect(moved.selectedSlots).toEqual([slotLabel(20), slotLabel(21)]);
    expect(moved.amount).toBe(5000);
    expect(moved.lines).toEqual([{ unitPrice: 5000, quantity: 1, total: 5000 }]);
    const [audit] = await changeAudits(booking.id);
    expect(audit?.after).toMatchObject({ keepPrice: true });
    expect(audit?.after).not.toHaveProperty('amount');
  });

  it('edits contact details and guests without touching the slots or the price', async () => {
    const day = daysFromToday(11);
    const booking = await given.booking(t.app.db, { date: day, hours: [15] });
    const response = await move(booking.id, {
      customerName: '  Ayesha Khan ',
      phoneNumber: '03219876543',
      email: 'ayesha@example.test',
      numberOfGuests: 4,
    });
    const { booking: edited } = bookingAnswerSchema.parse(expectStatus(response, 200).json());
    expect(edited).toMatchObject({
      customerName: 'Ayesha Khan',
      phoneNumber: '03219876543',
      email: 'ayesha@example.test',
      numberOfGuests: 4,
      selectedSlots: [slotLabel(15)],
      amount: booking.amount,
    });
    expect(await heldOn(day, 'Court 1')).toEqual([slotLabel(15)]);
    const [audit] = await changeAudits(booking.id);
    expect(audit?.before).toEqual({
      customerName: 'Test Customer',
      phoneNumber: '03001234567',
      email: 'customer@example.com',
      numberOfGuests: 2,
    });
  });

  it('moves a café table to an hour with a free table, and answers 409 when none is', async () => {
    expectStatus(await owner.post('/api/tables', { totalTables: 1 }), 200);
    const day = daysFromToday(12);
    const table = await given.booking(t.app.db, { type: 'Table', date: day, hours: [12] });
    const other = await given.booking(t.app.db, {
      type: 'Table',
      date: day,
      hours: [14],
      email: 'other@example.test',
    });
    const moved = expectStatus(await move(table.id, { selectedSlots: [slotLabel(13)] }), 200);
    expect(moved.json().booking).toMatchObject({ selectedSlots: [slotLabel(13)], amount: 0 });
    const full = expectStatus(await move(other.id, { selectedSlots: [slotLabel(13)] }), 409);
    expect(full.json()).toMatchObject({ code: 'TABLES_FULL', bookingType: 'Table' });
    expect((await rowOf(other.id)).slotHours).toEqual([14]);
    const court = expectStatus(await move(table.id, { selectedCourt: 'Court 1' }), 400);
    expect(court.json().message).toBe(BOOKING_CHANGE_MESSAGES.tableHasNoCourt);
  });
});

describe('a move that cannot be made changes nothing', () => {
  it('answers 409 SLOT_TAKEN when a new slot is held, and keeps the booking as it was', async () => {
    const day = daysFromToday(13);
    const booking = await given.booking(t.app.db, { date: day, hours: [9] });
    await given.booking(t.app.db, { date: day, hours: [11], email: 'other@example.test' });
    const messagesBefore = (await changeMessages()).length;

    const response = await move(booking.id, {
      selectedSlots: [slotLabel(10), slotLabel(11)],
      customerName: 'Somebody Else',
    });
    expectStatus(response, 409);
    expect(response.json()).toEqual({
      status: 409,
      code: 'SLOT_TAKEN',
      message: BOOKING_MESSAGES.slotTaken,
      bookingType: 'Padel',
      selectedDate: day,
    });
    const after = await rowOf(booking.id);
    expect(after).toMatchObject({
      slotHours: [9],
      customerName: 'Test Customer',
      amount: booking.amount,
    });
    expect(after.updatedAt).toEqual(booking.updatedAt);
    expect(await heldOn(day, 'Court 1')).toEqual([slotLabel(9), slotLabel(11)]);
    expect(await changeAudits(booking.id)).toEqual([]);
    expect(await changeMessages()).toHaveLength(messagesBefore);
  });

  it('answers 409 for a cancelled booking and for one that has started', async () => {
    const cancelled = await given.booking(t.app.db, { date: daysFromToday(14), hours: [9] });
    expectStatus(
      await owner.patch(`/api/booking/update/${cancelled.id}/`, {
        action: 'cancel',
        cancelReason: 'Rain',
      }),
      200,
    );
    const refused = expectStatus(await move(cancelled.id, { selectedSlots: [slotLabel(10)] }), 409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: BOOKING_CHANGE_MESSAGES.notChangeable('Booking Cancelled'),
    });

    // The hour that is running now may still be booked (docs/bookings.md#holds), yet it has
    // started, so it can no longer be moved.
    const now = venueNow(TEST_TIMEZONE, testClock());
    const playing = await given.booking(t.app.db, {
      date: now.date,
      hours: [now.hour],
      court: 'Court 2',
    });
    const started = expectStatus(await move(playing.id, { numberOfGuests: 3 }), 409);
    expect(started.json()).toMatchObject({
      code: 'BOOKING_STARTED',
      message: BOOKING_CHANGE_MESSAGES.started,
    });
    expect((await rowOf(playing.id)).numberOfGuests).toBe(2);
  });

  it('answers 400 for bad input, nothing to change, the past and closed hours', async () => {
    const day = daysFromToday(15);
    const booking = await given.booking(t.app.db, { date: day, hours: [9] });
    const cases: [BookingChangeRequest, string, string][] = [
      [{ phoneNumber: '0300123' }, 'body.phoneNumber', BOOKING_MESSAGES.phoneDigits],
      [{ email: 'not an e-mail' }, 'body.email', BOOKING_MESSAGES.emailInvalid],
      [{ customerName: ' ' }, 'body.customerName', BOOKING_MESSAGES.nameRequired],
      [{ selectedSlots: ['25:00'] }, 'body.selectedSlots', BOOKING_MESSAGES.slotUnknown],
      [{ selectedSlots: [] }, 'body.selectedSlots', BOOKING_MESSAGES.slotRequired],
      [{ selectedDate: '2026-02-30' }, 'body.selectedDate', BOOKING_MESSAGES.dateInvalid],
      [{ selectedCourt: 'Court 3' }, 'body.selectedCourt', BOOKING_MESSAGES.courtRequired],
      [{ numberOfGuests: 5 }, 'body.numberOfGuests', BOOKING_MESSAGES.padelGuests],
      [{ numberOfGuests: 0 }, 'body.numberOfGuests', BOOKING_MESSAGES.guestsMinimum],
      [{ selectedDate: daysFromToday(-1) }, '', BOOKING_MESSAGES.datePast],
    ];
    for (const [body, path, message] of cases) {
      const response = expectStatus(await move(booking.id, body), 400, JSON.stringify(body));
      expect(response.json().message).toBe(message);
      if (path) expect(response.json().issues).toContainEqual({ path, message });
    }
    const unchanged = [{}, { selectedSlots: [slotLabel(9)], customerName: 'Test Customer' }];
    for (const body of unchanged) {
      const response = expectStatus(await move(booking.id, body), 400);
      expect(response.json()).toMatchObject({
        code: 'NOTHING_TO_CHANGE',
        message: BOOKING_CHANGE_MESSAGES.nothingToChange,
      });
    }

    // A closure on Court 2 that day, 12:00 to 14:00: a move into it is refused, even by staff.
    await given.closure(t.app.db, {
      from: day,
      courts: ['Court 2'],
      fromHour: 12,
      toHour: 14,
      reason: 'Resurfacing',
    });
    const closed = expectStatus(
      await move(booking.id, { selectedCourt: 'Court 2', selectedSlots: [slotLabel(13)] }),
      400,
    );
    expect(closed.json().code).toBe('COURT_CLOSED');
    expect((await rowOf(booking.id)).slotHours).toEqual([9]);
  });

  it('needs a signed-in member of staff', async () => {
    const booking = await given.booking(t.app.db, { date: daysFromToday(16), hours: [9] });
    expectStatus(await t.api.patch(`/api/bookings/${booking.id}`, { numberOfGuests: 3 }), 401);
    expectStatus(await move(999_999, { numberOfGuests: 3 }), 404);
  });
});

describe('the customer hears of it', () => {
  it('gets exactly one "Booking changed" e-mail whose calendar file has the new time', async () => {
    const day = daysFromToday(17);
    const email = 'moved@example.test';
    // Made by the customer, whose "Booking received" comes first; a regular (no code to wait for).
    const booking = await bookThroughApi(
      t,
      padelRequest(day, 9, { email, selectedCourt: 'Court 2' }),
      {
        regular: true,
      },
    );
    await smtp.waitForMail(email);

    const later = daysFromToday(18);
    expectStatus(
      await move(
        booking.id,
        { selectedDate: later, selectedSlots: [slotLabel(19), slotLabel(20)] },
        owner,
      ),
      200,
    );
    const mail = await smtp.waitForMail(email, 2);
    expect(mail.subject).toMatch(/^Booking changed: Padel, Purple Court \(Court 2\) on /);
    expect(mail.text).toContain(`/my-booking/${booking.accessToken}`);
    expect(mail.text).toContain('It was: Padel, Purple Court (Court 2)');
    const calendar = mail.attachments.find((part) => part.contentType === 'text/calendar');
    expect(calendar?.filename).toBe('booking.ics');
    const stamp = later.replaceAll('-', '');
    expect(calendar?.content).toContain(`DTSTART;TZID=${TEST_TIMEZONE}:${stamp}T190000`);
    expect(calendar?.content).toContain(`DTEND;TZID=${TEST_TIMEZONE}:${stamp}T210000`);
    expect(calendar?.content).toContain(`UID:booking-${booking.id}-0@`);

    const rows = await changeMessages(email);
    expect(rows.map((row) => [row.channel, row.recipient])).toEqual([['email', email]]);
    // Nothing else is on its way: the received and the changed message, no more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailsTo(email).map((m) => m.subject.split(':')[0])).toEqual([
      'Booking received',
      'Booking changed',
    ]);
  });
});

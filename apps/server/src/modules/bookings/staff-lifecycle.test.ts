import {
  addDays,
  auditListSchema,
  BOOKING_ACTION_MESSAGES,
  BOOKING_TIMING_MESSAGES,
  bookingAnswerSchema,
  bookingListSchema,
  customerProfileSchema,
  DEFAULT_VENUE_SETTINGS,
  LATE_CANCEL_REASON,
  notificationListSchema,
  venueInstant,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { daysFromToday, TEST_TIMEZONE, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import {
  createTestApp,
  TEST_ADMIN,
  type TestApp,
  TEST_VENUE_SETTINGS,
} from '../../../test/test-app';

// Staff's moves that depend on the clock (docs/bookings.md#arrived, docs/bookings.md#staff-no-show,
// docs/bookings.md#late-cancellation), at their edges. The app's clock is set to the venue times
// each test names, on days from the test clock on, always later than the one before (the admin
// signs in once, remembered, at the test clock's start). No message worker: the no-show round
// stays out of the way.
let t: TestApp;
let admin: Api;
let at: Date | null = null;
const clock = () => at ?? testClock();

/** The app's clock at `hour`:`minute` venue time on `date`. */
const setClock = (date: string, hour: number, minute = 0) => {
  at = new Date(venueInstant(date, hour, TEST_TIMEZONE).getTime() + minute * 60_000);
};

beforeAll(async () => {
  t = await createTestApp({}, { now: clock, messageWorker: false });
  admin = t.api.as(await signIn(t.api, { ...TEST_ADMIN, rememberMe: true }));
});
afterAll(() => t?.close());

const arrive = (id: number) => admin.patch(`/api/booking/update/${id}/`, { action: 'arrived' });
const detail = async (id: number) =>
  bookingListSchema.parse(expectStatus(await admin.get(`/api/bookings/${id}`), 200).json())[0]!;
const auditOf = async (id: number, action: string) =>
  auditListSchema.parse(
    expectStatus(
      await admin.get(`/api/audit-log?entity=booking&entityId=${id}&action=${action}`),
      200,
    ).json(),
  );
const profile = async (phone: string) =>
  customerProfileSchema.parse(expectStatus(await admin.get(`/api/customers/${phone}`), 200).json());

describe('Arrived is for the booking’s day', () => {
  it('is refused weeks ahead and before the set time, accepted from it until the end of the day', async () => {
    const date = daysFromToday(2);
    const evening = await given.booking(t.app.db, {
      date,
      hours: [18, 19],
      court: 'Court 1',
      status: 'Booking Confirmed',
    });
    const late = await given.booking(t.app.db, {
      date,
      hours: [18],
      court: 'Court 2',
      status: 'Booking Confirmed',
    });
    const weeksAhead = await given.booking(t.app.db, {
      date: daysFromToday(20),
      hours: [18],
      status: 'Booking Confirmed',
    });

    setClock(date, 6, 10); // 06:10 for an 18:00 booking
    const early = expectStatus(await arrive(evening.id), 409);
    expect(early.json()).toMatchObject({
      code: 'OUTSIDE_ARRIVAL_WINDOW',
      message: BOOKING_TIMING_MESSAGES.arrivedTooEarly(DEFAULT_VENUE_SETTINGS.arrivedMinutesBefore),
    });
    expectStatus(await arrive(weeksAhead.id), 409);
    setClock(date, 16, 59);
    expectStatus(await arrive(evening.id), 409);
    expect((await detail(evening.id)).status).toBe('Booking Confirmed');

    setClock(date, 17, 0); // 60 minutes before, the default
    expect(expectStatus(await arrive(evening.id), 200).json().booking.status).toBe('arrived');

    setClock(date, 23, 59);
    expectStatus(await arrive(late.id), 200);
    // Undone, then at midnight the day is over.
    expectStatus(await admin.post(`/api/booking/${late.id}/undo-arrived`), 200);
    setClock(addDays(date, 1), 0, 0);
    const over = expectStatus(await arrive(late.id), 409);
    expect(over.json().message).toBe(BOOKING_TIMING_MESSAGES.arrivedDayOver);
    expect((await detail(late.id)).status).toBe('Booking Confirmed');
    expect((await detail(weeksAhead.id)).status).toBe('Booking Confirmed');
  });

  it('opens at the minutes the Settings screen saves, and refuses a setting out of range', async () => {
    const date = daysFromToday(4);
    const booking = await given.booking(t.app.db, {
      date,
      hours: [12],
      status: 'Booking Confirmed',
    });
    const saved = { ...TEST_VENUE_SETTINGS, arrivedMinutesBefore: 15 };
    for (const bad of [-1, 1441, 1.5, '30']) {
      const refused = expectStatus(
        await admin.put('/api/settings', { ...saved, arrivedMinutesBefore: bad }),
        400,
      );
      expect(refused.json().message).toContain('How early arrivals can be marked');
    }
    expectStatus(await admin.put('/api/settings', saved), 200);
    setClock(date, 11, 44);
    expect(expectStatus(await arrive(booking.id), 409).json().message).toBe(
      BOOKING_TIMING_MESSAGES.arrivedTooEarly(15),
    );
    setClock(date, 11, 45);
    expectStatus(await arrive(booking.id), 200);
    expectStatus(await admin.put('/api/settings', TEST_VENUE_SETTINGS), 200);
  });
});

describe('undoing Arrived', () => {
  it('goes back to confirmed on the same day, audited, and is refused the next day', async () => {
    const date = daysFromToday(6);
    const booking = await given.booking(t.app.db, {
      date,
      hours: [12],
      status: 'Booking Confirmed',
    });
    setClock(date, 11, 30);
    expectStatus(await arrive(booking.id), 200);

    setClock(date, 15, 0);
    const undone = bookingAnswerSchema.parse(
      expectStatus(await admin.post(`/api/booking/${booking.id}/undo-arrived`), 200).json(),
    );
    expect(undone.message).toBe(BOOKING_TIMING_MESSAGES.arrivedUndone);
    expect(undone.booking.status).toBe('Booking Confirmed');
    const log = await auditOf(booking.id, 'undo-arrived');
    expect(log.map((entry) => [entry.actor.type, entry.before, entry.after])).toEqual([
      ['admin', { status: 'arrived' }, { status: 'Booking Confirmed' }],
    ]);
    // Not arrived any more: nothing to undo.
    const again = expectStatus(await admin.post(`/api/booking/${booking.id}/undo-arrived`), 409);
    expect(again.json()).toMatchObject({ code: 'INVALID_TRANSITION' });

    expectStatus(await arrive(booking.id), 200);
    setClock(addDays(date, 1), 0, 0);
    const nextDay = expectStatus(await admin.post(`/api/booking/${booking.id}/undo-arrived`), 409);
    expect(nextDay.json()).toMatchObject({
      code: 'ARRIVED_DAY_OVER',
      message: BOOKING_TIMING_MESSAGES.undoArrivedDayOver,
    });
    expect((await detail(booking.id)).status).toBe('arrived');
    expectStatus(await admin.post('/api/booking/999999/undo-arrived'), 404);
    expectStatus(await t.api.post(`/api/booking/${booking.id}/undo-arrived`), 401);
  });
});

describe('staff record a no-show', () => {
  it('after the start, with a fee owed that the profile counts; undoing the no-show drops the fee', async () => {
    const date = daysFromToday(8);
    const phone = '03007770001';
    const booking = await given.booking(t.app.db, {
      date,
      hours: [18],
      status: 'Booking Confirmed',
      phoneNumber: phone,
      amount: 5000,
    });
    const pending = await given.booking(t.app.db, { date, hours: [18], court: 'Court 2' });
    const url = `/api/booking/${booking.id}/no-show`;

    setClock(date, 17, 59);
    expect(expectStatus(await admin.post(url, { fee: 1000 }), 409).json()).toMatchObject({
      code: 'NOT_STARTED',
      message: BOOKING_TIMING_MESSAGES.noShowBeforeStart,
    });
    setClock(date, 18, 0);
    expect(expectStatus(await admin.post(url, { fee: 5001 }), 400).json()).toMatchObject({
      code: 'FEE_TOO_HIGH',
      message: BOOKING_TIMING_MESSAGES.feeTooHigh(5000),
    });
    for (const fee of [-1, 1.5, '100']) expectStatus(await admin.post(url, { fee }), 400);
    expect((await detail(booking.id)).status).toBe('Booking Confirmed');
    expectStatus(await admin.post(`/api/booking/${pending.id}/no-show`, {}), 409);

    const recorded = bookingAnswerSchema.parse(
      expectStatus(await admin.post(url, { fee: 1000 }), 200).json(),
    );
    expect(recorded.message).toBe(BOOKING_TIMING_MESSAGES.noShowRecorded);
    expect(recorded.booking).toMatchObject({ status: 'No-show', feeOwed: 1000 });
    expect((await detail(booking.id)).feeOwed).toBe(1000);
    // One story about money (docs/payments.md#one-reading): staff and the customer read the fee
    // as what is still owed, the price of a no-show being no longer asked for.
    expect((await detail(booking.id)).remainingBalance).toBe(1000);
    const customerPage = expectStatus(
      await t.api.get(`/api/my-booking/${booking.accessToken}`),
      200,
    );
    expect(customerPage.json()).toMatchObject({ feeOwed: 1000, remainingBalance: 1000 });
    const log = await auditOf(booking.id, 'no-show');
    expect(log.map((entry) => [entry.actor.type, entry.after])).toEqual([
      ['admin', { status: 'No-show', feeOwed: 1000, feePaid: 0 }],
    ]);
    expect(await profile(phone)).toMatchObject({ noShows: 1, feesOwed: 1000 });

    const undone = expectStatus(await admin.post(`/api/booking/${booking.id}/undo-no-show`), 200);
    expect(undone.json()).toMatchObject({
      message: BOOKING_ACTION_MESSAGES.noShowUndone,
      booking: { status: 'arrived', feeOwed: 0 },
    });
    expect(await profile(phone)).toMatchObject({ noShows: 0, feesOwed: 0 });
  });
});

describe('staff record a late cancellation', () => {
  it('inside the cancellation window and before the start, with a fee; its slot is free again', async () => {
    const date = daysFromToday(10);
    const phone = '03007770002';
    const booking = await given.booking(t.app.db, {
      date,
      hours: [18],
      court: 'Court 1',
      status: 'Booking Confirmed',
      phoneNumber: phone,
      email: 'late-cancel@example.test',
      amount: 4000,
    });
    const started = await given.booking(t.app.db, {
      date,
      hours: [18],
      court: 'Court 2',
      status: 'Booking Confirmed',
      phoneNumber: phone,
    });
    const url = `/api/booking/${booking.id}/late-cancel`;
    const hours = DEFAULT_VENUE_SETTINGS.cancelHours;

    setClock(addDays(date, -1), 17, 59); // 24 hours and a minute before: an ordinary cancel
    expect(expectStatus(await admin.post(url, { fee: 500 }), 409).json()).toMatchObject({
      code: 'NOT_LATE',
      message: BOOKING_TIMING_MESSAGES.notLate(hours),
    });
    setClock(addDays(date, -1), 18, 0);
    expectStatus(await admin.post(url, { fee: 4001 }), 400);
    expect((await detail(booking.id)).status).toBe('Booking Confirmed');

    const cancelled = bookingAnswerSchema.parse(
      expectStatus(await admin.post(url, { fee: 500 }), 200).json(),
    );
    expect(cancelled.message).toBe(BOOKING_TIMING_MESSAGES.lateCancelled);
    expect(cancelled.booking).toMatchObject({
      status: 'Booking Cancelled',
      cancelReason: LATE_CANCEL_REASON,
      lateCancellation: true,
      feeOwed: 500,
    });
    // One audit row: the cancellation, late, with its fee.
    const log = await auditOf(booking.id, 'cancel');
    expect(log.map((entry) => [entry.actor.type, entry.before, entry.after])).toEqual([
      [
        'admin',
        { status: 'Booking Confirmed', feeOwed: 0 },
        {
          status: 'Booking Cancelled',
          cancelReason: LATE_CANCEL_REASON,
          lateCancellation: true,
          feeOwed: 500,
        },
      ],
    ]);
    // The customer is told, as after any staff cancel.
    const messages = notificationListSchema.parse(
      (await admin.get('/api/notifications?pageSize=200')).json(),
    );
    expect(
      messages
        .filter((message) => message.recipient === 'late-cancel@example.test')
        .map((message) => message.kind),
    ).toContain('booking-cancelled');
    // The slot is free at once, as after any cancellation.
    await given.booking(t.app.db, { date, hours: [18], court: 'Court 1' });
    expect(await profile(phone)).toMatchObject({
      cancellations: 1,
      lateCancellations: 1,
      feesOwed: 500,
    });

    setClock(date, 18, 0); // started: a customer who did not come is a no-show
    const tooLate = expectStatus(
      await admin.post(`/api/booking/${started.id}/late-cancel`, {}),
      409,
    );
    expect(tooLate.json()).toMatchObject({ code: 'NOT_LATE' });
    expect((await detail(started.id)).status).toBe('Booking Confirmed');
  });
});

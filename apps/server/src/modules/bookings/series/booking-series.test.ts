import {
  availabilitySchema,
  addDays,
  attentionSchema,
  customerSeriesSchema,
  SERIES_CONFLICT_CODE,
  SERIES_MESSAGES,
  seriesAnswerSchema,
  seriesListSchema,
  seriesPreviewSchema,
  slotLabel,
  slotRanges,
  type SeriesRequest,
  VENUE_RULE_MESSAGES,
} from '@padel/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedTokenOf, signIn, type Api } from '../../../../test/api';
import { daysFromToday, testClock } from '../../../../test/clock';
import { padelRequest } from '../../../../test/factories';
import { expectStatus } from '../../../../test/expect-status';
import { given } from '../../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../../test/test-app';
import { bookings, notifications } from '../../../db/schema';
import type { EmailBody } from '../../notifications/channels/email-channel';
import { longDate } from '../../notifications/messages/venue';
import { bookingContext } from '../booking-context.service';
import { seriesRenewalJob } from './series-renewal.job';

/**
 * docs/bookings.md#series: staff book a regular's weekly game. Every test has hours of its own
 * on the shared dates (a fresh app per file, dates from the one test clock, a week ahead so no
 * hour has started whatever the clock says).
 */

let t: TestApp;
let owner: Api;
// No message worker: the messages stay in the outbox with their bodies (a sent one's body is
// erased), so a test reads exactly what the customer is sent, however fast the worker would be.
beforeAll(
  async () => ({ t, admin: owner } = await createAdminTestApp({}, { messageWorker: false })),
);
afterAll(() => t.close());

const START = daysFromToday(7);
/** The date of week `n` (1 = the first) of a weekly series from START. */
const week = (n: number, start = START) => addDays(start, 7 * (n - 1));

let customers = 0;
/** A 10-week series on Court 1 at `hour`, for a customer of its own. */
function series(hour: number, overrides: Partial<SeriesRequest> = {}): SeriesRequest {
  customers++;
  return {
    selectedCourt: 'Court 1',
    selectedSlots: [slotLabel(hour)],
    startDate: START,
    count: 10,
    customerName: `Regular ${customers}`,
    phoneNumber: `0300${String(1_000_000 + customers).slice(-7)}`,
    email: `regular${customers}@example.test`,
    ...overrides,
  };
}

const create = async (body: SeriesRequest) =>
  seriesAnswerSchema.parse(expectStatus(await owner.post('/api/booking-series', body), 201).json());

const read = async (id: number) =>
  seriesAnswerSchema.parse(expectStatus(await owner.get(`/api/booking-series/${id}`), 200).json());

const messagesTo = (email: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipient, email))
    .orderBy(asc(notifications.id));

const bookingsOf = (seriesId: number) =>
  t.app.db
    .select()
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.selectedDate));

const booked = (answer: {
  occurrences: { date: string; bookingId: number | null; skipped: unknown }[];
}) => answer.occurrences.filter((occurrence) => occurrence.skipped === null);

describe('preview and create', () => {
  it('previews a 10-week series with one date taken and one closed, writing nothing', async () => {
    await given.booking(t.app.db, { date: week(3), hours: [20], status: 'Booking Confirmed' });
    await given.closure(t.app.db, {
      from: week(6),
      courts: ['Court 1'],
      fromHour: 20,
      toHour: 21,
      reason: 'Resurfacing',
    });
    const before = await t.app.db.select().from(bookings);
    const preview = seriesPreviewSchema.parse(
      expectStatus(await owner.post('/api/booking-series/preview', series(20)), 200).json(),
    );
    expect(preview.occurrences).toHaveLength(10);
    expect(preview).toMatchObject({ bookable: 8, conflicts: 2 });
    expect(preview.occurrences[2]).toMatchObject({
      date: week(3),
      conflict: 'taken',
      message: 'Court 1 is taken at 08:00 PM',
    });
    expect(preview.occurrences[5]).toMatchObject({ date: week(6), conflict: 'closed' });
    expect(preview.occurrences[5]!.message).toContain('Resurfacing');
    const prices = preview.occurrences.filter((o) => !o.conflict).map((o) => o.amount);
    expect(preview.total).toBe(prices.reduce((a, b) => a + b, 0));
    expect(prices.every((amount) => amount > 0)).toBe(true);
    expect(await t.app.db.select().from(bookings)).toHaveLength(before.length);
  });

  it("names a closure's own reason for the date it keeps, in the customer's message", async () => {
    await given.closure(t.app.db, {
      from: week(2),
      courts: ['Court 1'],
      fromHour: 22,
      toHour: 23,
      reason: 'Floodlight repair',
    });
    const request = series(22);
    const answer = await create(request);
    expect(answer.occurrences[1]).toMatchObject({ date: week(2), skipped: 'closed' });
    const [sent] = await messagesTo(request.email!);
    const lines = (sent!.body as EmailBody).text.split('\n');
    expect(lines.filter((line) => line.includes('not booked'))).toEqual([
      expect.stringMatching(/: not booked \(closed: Floodlight repair\)$/),
    ]);
  });

  it('books 9 of 10 weeks around a taken date, with one message and its calendar file; a closure later skips one more and tells the customer', async () => {
    await given.booking(t.app.db, { date: week(4), hours: [18], status: 'Booking Confirmed' });
    const request = series(18);
    const answer = await create(request);
    expect(booked(answer)).toHaveLength(9);
    expect(answer.occurrences).toHaveLength(10);
    expect(answer.occurrences[3]).toMatchObject({
      date: week(4),
      bookingId: null,
      skipped: 'taken',
    });
    expect(answer).toMatchObject({ status: 'active', endDate: week(10), everyWeeks: 1 });
    const rows = await bookingsOf(answer.id);
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'Booking Confirmed',
        bookingSource: 'in-person',
        paymentStatus: 'UnPaid',
        selectedCourt: 'Court 1',
        slotHours: [18],
      });
    }

    // One message for the whole series, none per date.
    const sent = await messagesTo(request.email!);
    expect(sent.map((row) => row.kind)).toEqual(['series-booked']);
    const body = sent[0]!.body as EmailBody;
    for (const row of rows) expect(body.text).toContain(row.selectedDate.slice(0, 4));
    const file = body.attachments!.find((a) => a.filename.endsWith('.ics'))!;
    const events = Object.values(ical.sync.parseICS(file.content)).filter(
      (entry) => entry?.type === 'VEVENT',
    ) as ical.VEvent[];
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(file.content).toMatch(/RRULE:FREQ=WEEKLY;(INTERVAL=1;)?COUNT=10/);
    // node-ical files each EXDATE under more than one key.
    const excluded = [
      ...new Set(Object.values(event!.exdate ?? {}).map((date) => (date as Date).toISOString())),
    ];
    expect(excluded).toHaveLength(1);
    const occursOn = event!
      .rrule!.all()
      .map((date) => date.toISOString())
      .filter((date) => !excluded.includes(date));
    expect(occursOn).toHaveLength(9);
    expect(file.content).toContain(
      `EXDATE;TZID=Asia/Karachi:${week(4).replaceAll('-', '')}T180000`,
    );

    // The owner closes Court 1 on week 5: that date's booking is cancelled and shows as closed.
    expectStatus(
      await owner.post('/api/closures', {
        from: week(5),
        to: week(5),
        courts: ['Court 1'],
        fromHour: 17,
        toHour: 19,
        reason: 'Lights repair',
      }),
      201,
    );
    const after = await read(answer.id);
    expect(after.occurrences[4]).toMatchObject({
      date: week(5),
      status: 'Booking Cancelled',
      skipped: 'closed',
      message: 'Lights repair',
    });
    expect(booked(after)).toHaveLength(8);
    const kinds = (await messagesTo(request.email!)).map((row) => row.kind);
    expect(kinds).toEqual(['series-booked', 'booking-cancelled']);
  });

  it('with stop ends the series before its first conflict, and refuses a series whose first date conflicts', async () => {
    await given.booking(t.app.db, { date: week(4), hours: [16], status: 'Booking Confirmed' });
    const answer = await create(series(16, { onConflict: 'stop' }));
    expect(answer.occurrences.map((o) => o.date)).toEqual([week(1), week(2), week(3)]);
    expect(answer.endDate).toBe(week(3));

    const refused = expectStatus(
      await owner.post(
        '/api/booking-series',
        series(16, { startDate: week(4), onConflict: 'stop' }),
      ),
      409,
    );
    expect(refused.json()).toMatchObject({ code: SERIES_CONFLICT_CODE });
    expect(refused.json().message).toContain('Court 1 is taken at 04:00 PM');
  });

  it('shares out dates raced by walk-ins: each date is booked once, by the series or the walk-in', async () => {
    const request = series(5, { count: 6 });
    const walkIn = (date: string) =>
      owner.post('/api/walk-ins', {
        ...padelRequest(date, 5, { phoneNumber: '03005550001', email: '' }),
        payment: 'PayLater',
      });
    const [made, ...walkIns] = await Promise.all([
      owner.post('/api/booking-series', request),
      ...[2, 4, 6].map((n) => walkIn(week(n))),
    ]);
    const answer = seriesAnswerSchema.parse(expectStatus(made!, 201).json());
    const walkedIn = [2, 4, 6].filter((_, index) => walkIns[index]!.statusCode === 201);
    for (const response of walkIns) expect([201, 409]).toContain(response.statusCode);
    const seriesDates = booked(answer).map((o) => o.date);
    expect(seriesDates.sort()).toEqual(
      [1, 2, 3, 4, 5, 6].filter((n) => !walkedIn.includes(n)).map((n) => week(n)),
    );
    expect(answer.occurrences.filter((o) => o.skipped === 'taken')).toHaveLength(walkedIn.length);
  });

  it('paid up front makes every date paid in full, at the fixed price', async () => {
    const answer = await create(
      series(15, { count: 3, payment: 'up-front', upFrontPayment: 'PayViaCash', fixedPrice: 4000 }),
    );
    const rows = await bookingsOf(answer.id);
    expect(rows.map((row) => [row.amount, row.paymentStatus, row.paymentType])).toEqual([
      [4000, '100%Paid', 'PayViaCash'],
      [4000, '100%Paid', 'PayViaCash'],
      [4000, '100%Paid', 'PayViaCash'],
    ]);
  });

  it('refuses more than 52 dates and bad input with a message, and callers without the right', async () => {
    const tooMany = expectStatus(
      await owner.post('/api/booking-series', series(14, { count: 53 })),
      400,
    );
    expect(tooMany.json().message).toContain('52');
    const farEnd = expectStatus(
      await owner.post(
        '/api/booking-series',
        series(14, { count: undefined, endDate: addDays(START, 7 * 60) }),
      ),
      400,
    );
    expect(farEnd.json().message).toBe(SERIES_MESSAGES.tooMany);
    const noPhone = expectStatus(
      await owner.post('/api/booking-series/preview', series(14, { phoneNumber: '12' })),
      400,
    );
    expect(noPhone.json().message).toBeTruthy();
    expectStatus(await t.api.post('/api/booking-series', series(14)), 401);
    expectStatus(await t.api.get('/api/booking-series'), 401);
    const other = await given.admin(t.app.db, { role: 'moderator' });
    const moderator = t.api.as(await signedTokenOf(t.app, other));
    expectStatus(await moderator.post('/api/booking-series/preview', series(14)), 403);
    const staff = await given.admin(t.app.db, { role: 'staff' });
    const desk = t.api.as(await signIn(t.api, staff));
    expectStatus(await desk.post('/api/booking-series/preview', series(14)), 200);
  });
});

describe('changing dates', () => {
  it('moves this and the following dates only, and a conflict on one of them changes nothing', async () => {
    const request = series(12, { count: 6 });
    const made = await create(request);
    const [, , third] = booked(made);
    // Week 5 at 13:00 is someone else's: the move to 13:00 is refused as a whole.
    await given.booking(t.app.db, { date: week(5), hours: [13], status: 'Booking Confirmed' });
    const refused = expectStatus(
      await owner.post(`/api/booking-series/${made.id}/move`, {
        bookingId: third!.bookingId,
        scope: 'following',
        selectedSlots: [slotLabel(13)],
      }),
      409,
    );
    expect(refused.json()).toMatchObject({ code: SERIES_CONFLICT_CODE });
    expect(refused.json().message).toContain(week(5));
    expect((await bookingsOf(made.id)).map((row) => row.slotHours)).toEqual(
      Array.from({ length: 6 }, () => [12]),
    );

    const moved = seriesAnswerSchema.parse(
      expectStatus(
        await owner.post(`/api/booking-series/${made.id}/move`, {
          bookingId: third!.bookingId,
          scope: 'following',
          selectedCourt: 'Court 2',
          selectedSlots: [slotLabel(13)],
        }),
        200,
      ).json(),
    );
    const rows = await bookingsOf(made.id);
    expect(rows.map((row) => [row.selectedCourt, row.slotHours[0]])).toEqual([
      ['Court 1', 12],
      ['Court 1', 12],
      ['Court 2', 13],
      ['Court 2', 13],
      ['Court 2', 13],
      ['Court 2', 13],
    ]);
    expect(moved).toMatchObject({ selectedCourt: 'Court 2', selectedSlots: [slotLabel(13)] });
    // Each date says its own court and hours: the first two kept theirs.
    expect(moved.occurrences.map((o) => [o.selectedCourt, ...o.selectedSlots])).toEqual(
      rows.map((row) => [row.selectedCourt, ...row.slotHours.map(slotLabel)]),
    );
    const sent = await messagesTo(request.email!);
    expect(sent.map((row) => row.kind)).toEqual(['series-booked', 'series-changed']);
    // The customer reads each moved date: where it was, and where it is now.
    const { text } = sent[1]!.body as EmailBody;
    const at = (hour: number, court: string) => `${slotRanges([slotLabel(hour)])[0]}, ${court}`;
    expect(text.match(new RegExp(`${at(12, 'Court 1')} is now `, 'g'))).toHaveLength(4);
    expect(text).toContain(`is now ${longDate(rows[2]!.selectedDate)}, ${at(13, 'Court 2')}`);
  });

  it('cancels one date, then the following ones, then all, each with one message', async () => {
    const request = series(11, { count: 6 });
    const made = await create(request);
    const ids = booked(made).map((o) => o.bookingId!);
    const cancel = async (bookingId: number, scope: string) =>
      seriesAnswerSchema.parse(
        expectStatus(
          await owner.post(`/api/booking-series/${made.id}/cancel`, { bookingId, scope }),
          200,
        ).json(),
      );

    let answer = await cancel(ids[1]!, 'one');
    expect(answer.occurrences.map((o) => o.skipped)).toEqual([
      null,
      'cancelled',
      null,
      null,
      null,
      null,
    ]);
    answer = await cancel(ids[4]!, 'following');
    expect(answer.occurrences.map((o) => o.skipped)).toEqual([
      null,
      'cancelled',
      null,
      null,
      'cancelled',
      'cancelled',
    ]);
    expect(answer.status).toBe('active');
    answer = await cancel(ids[0]!, 'all');
    expect(answer.occurrences.every((o) => o.skipped === 'cancelled')).toBe(true);
    expect(answer.status).toBe('cancelled');

    const sent = await messagesTo(request.email!);
    expect(sent.map((row) => row.kind)).toEqual([
      'series-booked',
      'series-changed',
      'series-changed',
      'series-changed',
    ]);
    // The first change names the date it cancelled, and every date says why it is not booked.
    const { text } = sent[1]!.body as EmailBody;
    expect(text).toContain(`${longDate(booked(made)[1]!.date)}, `);
    expect(text).toMatch(/: cancelled\n/);
    expect(text).toContain('not booked (cancelled)');
    const rows = await t.app.db
      .select()
      .from(bookings)
      .where(and(inArray(bookings.id, ids), eq(bookings.status, 'Booking Cancelled')))
      .orderBy(asc(bookings.id));
    expect(rows).toHaveLength(6);
  });

  it('moves one date a day later, then every date to another court, keeping a fixed price', async () => {
    const made = await create(series(6, { count: 3, fixedPrice: 3000 }));
    const ids = booked(made).map((o) => o.bookingId!);
    const move = async (body: object) =>
      seriesAnswerSchema.parse(
        expectStatus(await owner.post(`/api/booking-series/${made.id}/move`, body), 200).json(),
      );
    await move({ bookingId: ids[1], scope: 'one', shiftDays: 1 });
    expect((await bookingsOf(made.id)).map((row) => row.selectedDate)).toEqual([
      week(1),
      addDays(week(2), 1),
      week(3),
    ]);
    const answer = await move({ bookingId: ids[0], scope: 'all', selectedCourt: 'Court 2' });
    expect(answer.selectedCourt).toBe('Court 2');
    expect((await bookingsOf(made.id)).map((row) => [row.selectedCourt, row.amount])).toEqual([
      ['Court 2', 3000],
      ['Court 2', 3000],
      ['Court 2', 3000],
    ]);
    const nothing = expectStatus(
      await owner.post(`/api/booking-series/${made.id}/move`, { bookingId: ids[0], scope: 'all' }),
      400,
    );
    expect(nothing.json().message).toBe(SERIES_MESSAGES.nothingToMove);
  });

  it('leaves a date already where the move asks as it is, and refuses a move onto a closed court naming the date', async () => {
    const made = await create(series(21, { count: 3 }));
    const ids = booked(made).map((o) => o.bookingId!);
    const move = (body: object) => owner.post(`/api/booking-series/${made.id}/move`, body);
    const courts = async () => (await bookingsOf(made.id)).map((row) => row.selectedCourt);
    expectStatus(await move({ bookingId: ids[0], scope: 'one', selectedCourt: 'Court 2' }), 200);
    // The first date is on Court 2 already: the others follow it, and it stays as it is.
    expectStatus(await move({ bookingId: ids[0], scope: 'all', selectedCourt: 'Court 2' }), 200);
    expect(await courts()).toEqual(['Court 2', 'Court 2', 'Court 2']);

    expectStatus(
      await owner.post('/api/closures', {
        from: week(3),
        to: week(3),
        courts: ['Court 1'],
        fromHour: 21,
        toHour: 22,
        reason: 'Net repair',
      }),
      201,
    );
    const refused = expectStatus(
      await move({ bookingId: ids[0], scope: 'all', selectedCourt: 'Court 1' }),
      409,
    );
    expect(refused.json()).toMatchObject({
      code: SERIES_CONFLICT_CODE,
      message: SERIES_MESSAGES.conflict(week(3), VENUE_RULE_MESSAGES.courtClosed('Net repair')),
    });
    expect(await courts()).toEqual(['Court 2', 'Court 2', 'Court 2']);
  });

  it("sends the series' calendar as it now stands with each change: the same event, cancelled dates excluded, a moved date in its new place", async () => {
    const request = series(19, { count: 5 });
    const made = await create(request);
    const ids = booked(made).map((o) => o.bookingId!);
    // The messages that carry the series' calendar: whatever else the worker may send meanwhile
    // (a renewal reminder) does not shift them.
    const calendarMessages = async () =>
      (await messagesTo(request.email!)).filter((row) =>
        ['series-booked', 'series-changed'].includes(row.kind),
      );
    const calendarOf = async (index: number) => {
      const body = (await calendarMessages())[index]!.body as EmailBody;
      const file = body.attachments!.find((a) => a.filename === 'series.ics')!;
      const events = Object.values(ical.sync.parseICS(file.content)).filter(
        (entry) => entry?.type === 'VEVENT',
      ) as ical.VEvent[];
      // One event: a moved date is an override of the same UID, which node-ical files under it.
      expect(events).toHaveLength(1);
      const event = events[0]!;
      const excluded = [
        ...new Set(Object.values(event.exdate ?? {}).map((date) => (date as Date).toISOString())),
      ].sort();
      // node-ical files each EXDATE and override under more than one key.
      const overrides = [
        ...new Map(
          (Object.values(event.recurrences ?? {}) as ical.VEvent[]).map((o) => [
            o.start.toISOString(),
            o,
          ]),
        ).values(),
      ];
      return { event, excluded, overrides, content: file.content };
    };
    const first = await calendarOf(0);

    // Week 2 alone moves to Court 2: the series' file places that date there.
    expectStatus(
      await owner.post(`/api/booking-series/${made.id}/move`, {
        bookingId: ids[1],
        scope: 'one',
        selectedCourt: 'Court 2',
      }),
      200,
    );
    const moved = await calendarOf(1);
    expect(moved.event.uid).toBe(first.event.uid);
    expect(Number(moved.event.sequence)).toBeGreaterThanOrEqual(Number(first.event.sequence));
    expect(moved.excluded).toEqual([]);
    expect(moved.content).toContain(
      `RECURRENCE-ID;TZID=Asia/Karachi:${week(2).replaceAll('-', '')}T190000`,
    );
    expect(moved.overrides).toHaveLength(1);
    expect(String(moved.overrides[0]!.summary)).toContain('Court 2');
    expect(moved.overrides[0]!.start.toISOString()).toBe(`${week(2)}T14:00:00.000Z`);

    // Weeks 4 and 5 cancelled: the file's rule still has 5 dates, those two excluded.
    expectStatus(
      await owner.post(`/api/booking-series/${made.id}/cancel`, {
        bookingId: ids[3],
        scope: 'following',
      }),
      200,
    );
    const sent = await calendarMessages();
    expect(sent.map((row) => row.kind)).toEqual([
      'series-booked',
      'series-changed',
      'series-changed',
    ]);
    const cancelled = await calendarOf(2);
    expect(cancelled.event.uid).toBe(first.event.uid);
    expect(cancelled.content).toMatch(/RRULE:FREQ=WEEKLY;(INTERVAL=1;)?COUNT=5/);
    // 19:00 in Karachi (UTC+5) is 14:00 UTC.
    expect(cancelled.excluded).toEqual([`${week(4)}T14:00:00.000Z`, `${week(5)}T14:00:00.000Z`]);
    expect(cancelled.overrides).toHaveLength(1);
    const occursOn = cancelled.event
      .rrule!.all()
      .map((date) => date.toISOString())
      .filter((date) => !cancelled.excluded.includes(date));
    expect(occursOn).toHaveLength(3);
  });

  it('answers 404 for a booking of another series and 400 for a bad scope', async () => {
    const made = await create(series(10, { count: 2 }));
    const stranger = await given.booking(t.app.db, { date: week(8), hours: [10] });
    expectStatus(
      await owner.post(`/api/booking-series/${made.id}/cancel`, {
        bookingId: stranger.id,
        scope: 'one',
      }),
      404,
    );
    const bad = expectStatus(
      await owner.post(`/api/booking-series/${made.id}/cancel`, { bookingId: 1, scope: 'some' }),
      400,
    );
    expect(bad.json().message).toContain('Scope');
  });
});

describe('the customer and renewal', () => {
  it("shows the customer their series' upcoming dates by any of its bookings' links", async () => {
    const made = await create(series(9, { count: 3 }));
    const [row] = await bookingsOf(made.id);
    const answer = customerSeriesSchema.parse(
      expectStatus(await t.api.get(`/api/my-booking/${row!.accessToken}/series`), 200).json(),
    );
    expect(answer).toMatchObject({ seriesId: made.id, selectedCourt: 'Court 1', everyWeeks: 1 });
    expect(answer.upcoming.map((date) => date.date)).toEqual([week(1), week(2), week(3)]);
    expect(answer.upcoming.every((date) => date.canCancel)).toBe(true);
    const single = await given.booking(t.app.db, { date: week(9), hours: [9] });
    expectStatus(await t.api.get(`/api/my-booking/${single.accessToken}/series`), 404);
  });

  it('lists a series ending within two weeks as due for renewal, and renews it', async () => {
    const made = await create(series(8, { startDate: daysFromToday(1), count: 2 }));
    const attention = attentionSchema.parse(
      expectStatus(await owner.get('/api/attention'), 200).json(),
    );
    expect(attention.seriesEndingSoon).toBeGreaterThanOrEqual(1);
    const list = seriesListSchema.parse(
      expectStatus(await owner.get('/api/booking-series?status=active'), 200).json(),
    );
    expect(list.find((item) => item.id === made.id)).toMatchObject({
      renewalDue: true,
      nextDate: daysFromToday(1),
    });

    const renewed = seriesAnswerSchema.parse(
      expectStatus(
        await owner.post(`/api/booking-series/${made.id}/renew`, { count: 2 }),
        200,
      ).json(),
    );
    expect(booked(renewed).map((o) => o.date)).toEqual([
      daysFromToday(1),
      daysFromToday(8),
      daysFromToday(15),
      daysFromToday(22),
    ]);
    expect(renewed).toMatchObject({ endDate: daysFromToday(22), renewBy: daysFromToday(22) });
  });

  it('sends one renewal message before the end, and keeps the hours after it for the regular', async () => {
    const request = series(7, {
      startDate: daysFromToday(1),
      count: 2,
      phoneNumber: '03007770001',
    });
    const made = await create(request);
    const job = seriesRenewalJob(bookingContext(t.app, { config: t.config, now: testClock }));
    await job.run();
    await job.run();
    const kinds = (await messagesTo(request.email!)).map((row) => row.kind);
    expect(kinds).toEqual(['series-booked', 'series-renewal']);
    const renewal = (await messagesTo(request.email!))[1]!.body as EmailBody;
    expect(renewal.text).toContain('/my-booking/');

    // The week after the last date: someone else online is refused, the regular is not.
    const next = addDays(made.endDate, 7);
    const stranger = expectStatus(
      await t.api.post(
        '/api/create-booking',
        padelRequest(next, 7, { phoneNumber: '03009990001' }),
      ),
      409,
    );
    expect(stranger.json().message).toBe(SERIES_MESSAGES.keptForRegular);
    // The booking page shows the kept hour booked, so nobody picks it only to be refused; the
    // next day stays free (other tests' series hold other hours of this file's days).
    const padelOn = async (date: string) =>
      availabilitySchema.parse(
        expectStatus(await t.api.get(`/api/availability/${date}`), 200).json(),
      ).padel;
    expect((await padelOn(next))['Court 1']).toContain(slotLabel(7));
    expect((await padelOn(addDays(next, 1)))['Court 1']).not.toContain(slotLabel(7));
    expectStatus(
      await t.api.post(
        '/api/create-booking',
        padelRequest(next, 7, { phoneNumber: request.phoneNumber, email: request.email! }),
      ),
      201,
    );
    // Staff may book a kept hour for anyone at the counter.
    expectStatus(
      await owner.post('/api/walk-ins', {
        ...padelRequest(addDays(next, 7), 7, { phoneNumber: '03009990002', email: '' }),
        payment: 'PayLater',
      }),
      201,
    );
    const early = expectStatus(
      await owner.post(`/api/booking-series/${made.id}/renew`, { endDate: made.endDate }),
      400,
    );
    expect(early.json().message).toBe(SERIES_MESSAGES.endBeforeStart);
  });
});

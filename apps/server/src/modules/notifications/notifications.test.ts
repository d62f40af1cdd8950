import {
  addDays,
  COURT_NAMES,
  FIND_MY_BOOKING_MESSAGE,
  formatPrice,
  NOTIFICATION_MESSAGES,
  notificationListSchema,
  seriesAnswerSchema,
  slotLabel,
  TOTAL_COUNT_HEADER,
  type Notification,
  venueNow,
  WEEKDAY_NAMES,
  weekdayOf,
} from '@padel/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications } from '../../db/schema';
import type { Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday, nextWeekday, testClock, TEST_TIMEZONE } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { padelRequest } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { startWhatsappStandIn } from '../../../test/whatsapp';

/**
 * The day of the bookings here (the one test clock, docs/quality.md#one-clock): tomorrow, so from
 * 17:00 on they start more than the 3 reminder hours ahead whatever VENUE_CLOCK says.
 */
const DAY = daysFromToday(1);
const STAFF = 'desk@venue.test';
const TOKEN = 'whatsapp-test-token';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let whatsapp: Awaited<ReturnType<typeof startWhatsappStandIn>>;
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: ['nobody@refused.test'] });
  whatsapp = await startWhatsappStandIn({ token: TOKEN });
  ({ t, admin } = await createAdminTestApp(
    {
      smtpUrl: smtp.url,
      venueNotifyEmail: STAFF,
      venueAddress: 'Plot 5, DHA Phase 6',
      whatsapp: {
        token: TOKEN,
        phoneNumberId: '106540352242922',
        apiUrl: whatsapp.apiUrl,
        language: 'en',
        templates: {},
      },
    },
    { messageWorker: { jobEveryMs: 100 } },
  ));
  expectStatus(await admin.post('/api/tables', { totalTables: 1 }), 200);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await whatsapp?.close();
});

/**
 * Every booking here is made by a regular, whose contacts confirmed a booking before: it needs no
 * code (docs/security.md#calendar-fill; verified-holds.test.ts follows a first booking's code).
 */
const AS_REGULAR = { regular: true };

/** A date as the messages write it: "Monday, 7 January 2030". */
function spoken(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${day} ${monthName} ${year}`;
}

/** The venue's date and the hour (its start) `hours` from now on the test clock. */
function hoursFromNow(hours: number) {
  return venueNow(TEST_TIMEZONE, new Date(testClock().getTime() + hours * 3_600_000));
}

const change = (id: number, body: object) => admin.patch(`/api/booking/update/${id}/`, body);

async function log(query = ''): Promise<{ rows: Notification[]; total: number }> {
  const response = expectStatus(await admin.get(`/api/notifications${query}`), 200);
  return {
    rows: notificationListSchema.parse(response.json()),
    total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
  };
}

describe('messages about a booking', () => {
  it('booking received: e-mail with its link and calendar file, WhatsApp, and a staff alert', async () => {
    const booking = await bookThroughApi(
      t,
      padelRequest(DAY, 17, { email: 'Sana@Example.test', phoneNumber: '03211234567' }),
      AS_REGULAR,
    );

    const mail = await smtp.waitForMail('sana@example.test');
    expect(mail.subject).toBe(`Booking received: Padel, Blue Court (Court 1) on ${spoken(DAY)}`);
    const link = `http://booking.localhost:3000/my-booking/${booking.accessToken}`;
    expect(mail.text).toContain(link);
    expect(mail.htmlText).toContain('Pending confirmation');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.messageId).toMatch(/^<notification-\d+@localhost>$/);
    const calendar = mail.attachments.find((part) => part.contentType === 'text/calendar');
    expect(calendar?.filename).toBe('booking.ics');
    // 17:00 to 18:00 on the booking's day, on the venue's clock.
    const compact = DAY.replaceAll('-', '');
    expect(calendar?.content).toContain(`DTSTART;TZID=Asia/Karachi:${compact}T170000`);
    expect(calendar?.content).toContain(`DTEND;TZID=Asia/Karachi:${compact}T180000`);
    expect(calendar?.content).toContain('BEGIN:VTIMEZONE');

    const message = await whatsapp.waitFor('923211234567');
    expect(message.phoneNumberId).toBe('106540352242922');
    expect(message.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '923211234567',
      type: 'template',
      template: { name: 'booking_received', language: { code: 'en' } },
    });
    const parameters = message.body.template.components[0]!.parameters.map((p) => p.text);
    expect(parameters).toEqual([
      'Test Customer',
      'Padel, Blue Court (Court 1)',
      spoken(DAY),
      '05:00 PM - 06:00 PM',
      'Pending confirmation',
      link,
    ]);

    const alert = await smtp.waitForMail(STAFF);
    expect(alert.subject).toBe(
      `New booking: Padel, Blue Court (Court 1), ${spoken(DAY)}, 05:00 PM - 06:00 PM`,
    );
    expect(alert.text).toContain(`http://localhost:3000/booking-detail/${booking.id}`);
  });

  it('confirm and cancel each send theirs; the cancellation carries its reason', async () => {
    const booking = await bookThroughApi(
      t,
      padelRequest(DAY, 19, { email: 'omar@example.test', phoneNumber: '03331234567' }),
      AS_REGULAR,
    );
    await smtp.waitForMail('omar@example.test');
    expectStatus(await change(booking.id, { action: 'confirm' }), 200);
    const confirmed = await smtp.waitForMail('omar@example.test', 2);
    expect(confirmed.subject).toMatch(/^Booking confirmed: /);
    expect((await whatsapp.waitFor('923331234567', 2)).body.template.name).toBe(
      'booking_confirmed',
    );

    const reason = 'The court is being resurfaced';
    expectStatus(await change(booking.id, { action: 'cancel', cancelReason: reason }), 200);
    const cancelled = await smtp.waitForMail('omar@example.test', 3);
    expect(cancelled.subject).toMatch(/^Booking cancelled: /);
    expect(cancelled.text).toContain(`Reason: ${reason}`);
    const whatsappCancel = await whatsapp.waitFor('923331234567', 3);
    expect(whatsappCancel.body.template.name).toBe('booking_cancelled');
    expect(whatsappCancel.body.template.components[0]!.parameters[4]!.text).toBe(reason);
  });

  it('reminds a confirmed booking starting within REMINDER_HOURS once, and marks it', async () => {
    // Starting one to two hours from now, and seven to eight: on the running test clock, as the
    // reminder job reads it. Both lie before the day of the other tests' bookings from 17:00.
    const inTwoHours = hoursFromNow(2);
    const inEightHours = hoursFromNow(8);
    const soon = await bookThroughApi(
      t,
      padelRequest(inTwoHours.date, inTwoHours.hour, {
        email: 'soon@example.test',
        phoneNumber: '03451234567',
      }),
      AS_REGULAR,
    );
    const later = await bookThroughApi(
      t,
      padelRequest(inEightHours.date, inEightHours.hour, { email: 'later@example.test' }),
      AS_REGULAR,
    );
    expectStatus(await change(soon.id, { action: 'confirm' }), 200);
    expectStatus(await change(later.id, { action: 'confirm' }), 200);

    const reminder = await smtp.waitForMail('soon@example.test', 3);
    expect(reminder.subject).toBe(
      `Reminder: Padel, Blue Court (Court 1) at ${slotLabel(inTwoHours.hour)}`,
    );
    expect((await whatsapp.waitFor('923451234567', 3)).body.template.name).toBe('booking_reminder');
    // Many more rounds of the timed job (every 100 ms here) send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mailsTo('soon@example.test').map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Booking received/),
      expect.stringMatching(/^Booking confirmed/),
      expect.stringMatching(/^Reminder/),
    ]);
    const [marked] = await t.app.db.select().from(bookings).where(eq(bookings.id, soon.id));
    expect(marked!.reminderSent).toBe(true);
    // Seven hours ahead and more is outside the reminder window: nothing yet.
    expect(smtp.mailsTo('later@example.test').some((mail) => /Reminder/.test(mail.subject))).toBe(
      false,
    );
  });
});

describe('messages about a refund', () => {
  it('tells a customer with a phone on WhatsApp too how much went back, how and when', async () => {
    // A card advance given back by hand (docs/payments.md#refunds-by-hand): no provider runs here.
    const booking = await given.booking(t.app.db, {
      date: DAY,
      hours: [21],
      court: 'Court 2',
      status: 'Booking Confirmed',
      cardAdvance: 'paid',
      customerName: 'Zara Khan',
      email: 'zara@example.test',
      phoneNumber: '03121239876',
    });
    expectStatus(
      await change(booking.id, { action: 'cancel', cancelReason: 'Rain', refundAdvance: true }),
      200,
    );
    expectStatus(
      await admin.post(`/api/refunds/booking/${booking.id}/record`, {
        method: 'raast',
        reference: 'RAAST-5521',
      }),
      200,
    );

    // After the cancellation's own message.
    const message = await whatsapp.waitFor('923121239876', 2);
    expect(message.body.template).toMatchObject({
      name: 'booking_refunded',
      language: { code: 'en' },
    });
    const today = venueNow(TEST_TIMEZONE, testClock()).date;
    expect(message.body.template.components[0]!.parameters.map((p) => p.text)).toEqual([
      'Zara Khan',
      `booking #${booking.id}`,
      formatPrice(booking.cardPaymentAmount!),
      'by Raast',
      spoken(today),
      'Please contact the venue if it has not reached you.',
      `http://booking.localhost:3000/my-booking/${booking.accessToken}`,
    ]);
    // The e-mail says the same.
    const mail = await smtp.waitForMail('zara@example.test', 2);
    expect(mail.text).toContain(`was paid back by Raast on ${spoken(today)}`);
  });
});

describe('messages about a series', () => {
  it('tells a regular booked by phone alone of their series and its change on WhatsApp', async () => {
    const phone = '03121234567';
    const monday = nextWeekday(1);
    const made = seriesAnswerSchema.parse(
      expectStatus(
        await admin.post('/api/booking-series', {
          selectedCourt: 'Court 2',
          selectedSlots: [slotLabel(10)],
          startDate: monday,
          count: 3,
          customerName: 'Bilal Regular',
          phoneNumber: phone,
        }),
        201,
      ).json(),
    );
    const rows = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.seriesId, made.id))
      .orderBy(asc(bookings.selectedDate));
    const link = `http://booking.localhost:3000/my-booking/${rows[0]!.accessToken}`;
    const common = ['Bilal Regular', `Padel, ${COURT_NAMES['Court 2']} (Court 2)`];

    const booked = await whatsapp.waitFor('923121234567');
    expect(booked.body.template).toMatchObject({
      name: 'series_booked',
      language: { code: 'en' },
    });
    expect(booked.body.template.components[0]!.parameters.map((p) => p.text)).toEqual([
      ...common,
      'Every Monday, 10:00 AM - 11:00 AM',
      spoken(monday),
      spoken(addDays(monday, 14)),
      '3',
      link,
    ]);

    expectStatus(
      await admin.post(`/api/booking-series/${made.id}/cancel`, {
        bookingId: rows[2]!.id,
        scope: 'following',
        reason: 'The coach is away',
      }),
      200,
    );
    const changed = await whatsapp.waitFor('923121234567', 2);
    expect(changed.body.template.name).toBe('series_changed');
    expect(changed.body.template.components[0]!.parameters.map((p) => p.text)).toEqual([
      ...common,
      'Every Monday, 10:00 AM - 11:00 AM',
      spoken(monday),
      spoken(addDays(monday, 7)),
      '2',
      '1 date cancelled (The coach is away)',
      link,
    ]);
    // No e-mail was given: WhatsApp is the only channel.
    const written = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipient, '923121234567'))
      .orderBy(asc(notifications.id));
    expect(written.map((row) => [row.channel, row.kind])).toEqual([
      ['whatsapp', 'series-booked'],
      ['whatsapp', 'series-changed'],
    ]);
  });
});

describe('the café queue', () => {
  it('tells everyone queued for the day once when a table booking is cancelled or deleted', async () => {
    const day = nextWeekday(0);
    const first = await given.booking(t.app.db, { type: 'Table', date: day, hours: [18] });
    for (const email of ['queue-a@example.test', 'queue-b@example.test']) {
      const queued = await t.api.post('/api/queue-booking', {
        selectedDate: day,
        customerName: 'Queued Customer',
        email,
      });
      expectStatus(queued, 201);
    }
    expectStatus(
      await change(first.id, { action: 'cancel', cancelReason: 'Customer called' }),
      200,
    );

    const notice = await smtp.waitForMail('queue-a@example.test');
    expect(notice.subject).toBe(`A café table is free on ${spoken(day)}`);
    expect(notice.text).toContain(
      `http://booking.localhost:3000/?bookingTypes=Table&formattedDate=${day}`,
    );
    await smtp.waitForMail('queue-b@example.test');

    // Another table given back that day (a played booking deleted): each entry has heard already.
    const other = await given.booking(t.app.db, {
      type: 'Table',
      date: day,
      hours: [19],
      status: 'arrived',
    });
    const queuedC = await t.api.post('/api/queue-booking', {
      selectedDate: day,
      customerName: 'Late Customer',
      email: 'queue-c@example.test',
    });
    expectStatus(queuedC, 201);
    expectStatus(await admin.delete(`/api/delete-booking/${other.id}`), 200);
    await smtp.waitForMail('queue-c@example.test');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mailsTo('queue-a@example.test')).toHaveLength(1);
  });
});

describe('find my booking', () => {
  it('answers the same for a known and an unknown address; only the known one gets mail', async () => {
    const booking = await bookThroughApi(
      t,
      padelRequest(DAY, 21, { email: 'finder@example.test' }),
      AS_REGULAR,
    );
    await smtp.waitForMail('finder@example.test');
    const known = await t.api.post('/api/find-my-booking', { email: 'Finder@Example.test' });
    const unknown = await t.api.post('/api/find-my-booking', { email: 'stranger@example.test' });
    expectStatus(known, 200);
    expectStatus(unknown, 200);
    expect(known.json()).toEqual({ message: FIND_MY_BOOKING_MESSAGE });
    expect(unknown.json()).toEqual(known.json());

    const mail = await smtp.waitForMail('finder@example.test', 2);
    expect(mail.subject).toBe('Your upcoming Padel & Café bookings');
    expect(mail.text).toContain(`/my-booking/${booking.accessToken}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mailsTo('stranger@example.test')).toEqual([]);
  });

  it('refuses a bad address with a message, and limits requests per address', async () => {
    const bad = expectStatus(await t.api.post('/api/find-my-booking', { email: 'nope' }), 400);
    expect(bad.json().message).toBe('Please enter a valid email address.');
    const ask = () => t.api.post('/api/find-my-booking', { email: 'flood@example.test' });
    for (let i = 0; i < 3; i++) expectStatus(await ask(), 200);
    const limited = expectStatus(await ask(), 429);
    expect(limited.json().message).toMatch(/Too many requests for booking links/);
  });
});

describe('the notification log', () => {
  it('needs an admin token', async () => {
    expectStatus(await t.api.get('/api/notifications'), 401);
    expectStatus(await t.api.post('/api/notifications/1/retry'), 401);
    expectStatus(await t.api.get('/api/attention'), 401);
  });

  it('lists each message newest first with its status, never its body', async () => {
    const booking = await bookThroughApi(
      t,
      padelRequest(DAY, 22, { email: 'logged@example.test' }),
      AS_REGULAR,
    );
    await smtp.waitForMail('logged@example.test');
    const { rows, total } = await log('?pageSize=200');
    expect(total).toBeGreaterThanOrEqual(rows.length);
    const entry = rows.find((row) => row.recipient === 'logged@example.test');
    expect(entry).toMatchObject({
      channel: 'email',
      kind: 'booking-received',
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(entry!.sentAt).not.toBeNull();
    const times = rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // The booking's link is in the e-mail, never in what the log answers.
    const raw = (await admin.get('/api/notifications?pageSize=200')).body;
    expect(raw).not.toContain(booking.accessToken);
    expect(raw).not.toContain('"body"');
  });

  it('shows a refused message as failed, and sends it again on retry', async () => {
    await bookThroughApi(t, padelRequest(DAY, 23, { email: 'nobody@refused.test' }), AS_REGULAR);
    let failed: Notification | undefined;
    for (let i = 0; i < 100 && !failed; i++) {
      failed = (await log('?status=failed')).rows.find(
        (r) => r.recipient === 'nobody@refused.test',
      );
      if (!failed) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toMatch(/550/);
    // Only a failed message can be retried; a sent one is a conflict.
    const sent = (await log('?status=sent')).rows[0]!;
    const conflict = expectStatus(await admin.post(`/api/notifications/${sent.id}/retry`), 409);
    expect(conflict.json().message).toBe(NOTIFICATION_MESSAGES.notFailed);
    expectStatus(await admin.post('/api/notifications/999999/retry'), 404);

    smtp.refused.delete('nobody@refused.test');
    const retried = expectStatus(await admin.post(`/api/notifications/${failed!.id}/retry`), 200);
    expect(retried.json()).toMatchObject({
      message: NOTIFICATION_MESSAGES.retried,
      notification: { id: failed!.id, status: 'pending' },
    });
    await smtp.waitForMail('nobody@refused.test');
    // The mail server has it before the worker records it sent: read the log until it does.
    let after: Notification | undefined;
    for (let i = 0; i < 100 && after?.status !== 'sent'; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      after = (await log('?pageSize=200')).rows.find((row) => row.id === failed!.id);
    }
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('counts pending bookings per date and unsent orders for the admin screens', async () => {
    const response = expectStatus(await admin.get('/api/attention'), 200);
    const { pendingBookings, pendingOrders } = response.json() as {
      pendingBookings: { date: string; count: number }[];
      pendingOrders: number;
    };
    const pendingToday = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.selectedDate, DAY))
      .then((rows) => rows.filter((row) => row.status === 'Pending').length);
    expect(pendingBookings.find((entry) => entry.date === DAY)?.count).toBe(pendingToday);
    expect(pendingBookings.map((entry) => entry.date)).toEqual(
      [...pendingBookings.map((entry) => entry.date)].sort(),
    );
    expect(pendingOrders).toBe(0);
  });
});

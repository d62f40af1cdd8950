import {
  CONTACT_CHECK_MESSAGES,
  createBookingResponseSchema,
  customerBookingSchema,
  type CreateBookingRequest,
} from '@padel/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { daysFromToday, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { productDefaults } from '../../../test/product-defaults';
import { startSmtpServer } from '../../../test/smtp';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { startWhatsappStandIn } from '../../../test/whatsapp';
import type { Config } from '../../config';
import { findBookingByToken } from './bookings.repo';
import { unconfirmedExpiryJob } from './unconfirmed-expiry.job';
import { unsecuredExpiryJob } from './unsecured-expiry.job';

/**
 * Online bookings in the day's budget of unverified holds keep their slots for
 * `UNSECURED_HOLD_MINUTES` (30 by default) where the customer can secure them: paid, confirmed by
 * staff or proven over WhatsApp (docs/security.md#calendar-fill, ADR 055). A catch-all mail
 * domain that reads every code so holds its share of a day for half an hour, not for good.
 */
const MINUTE = 60_000;
const TOKEN = 'unsecured-whatsapp-token';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A venue with the product's hold times on a clock the test moves; the jobs run when asked. */
async function venue(overrides: Partial<Config>) {
  let ahead = 0;
  const clock = () => new Date(testClock().getTime() + ahead);
  const { t, admin } = await createAdminTestApp(
    {
      unsecuredHoldMinutes: productDefaults.unsecuredHoldMinutes,
      verifyMinutes: productDefaults.verifyMinutes,
      ...overrides,
    },
    { now: clock, messageWorker: { jobEveryMs: 60_000 } },
  );
  cleanups.push(() => t.close());
  const lapseDue = async () => {
    await unconfirmedExpiryJob(t.app.db, clock).run();
    await unsecuredExpiryJob(t.app.db, t.app.notifier, clock).run();
  };
  return { t, admin, clock, later: (ms: number) => (ahead += ms), lapseDue };
}

let cursor = 0;
function customer(date: string, hour: number): CreateBookingRequest {
  const n = ++cursor;
  return padelRequest(date, hour, {
    customerName: `Customer ${n}`,
    email: `customer${n}@unsecured.test`,
    phoneNumber: `0333${String(2_000_000 + n).slice(-7)}`,
  });
}

async function booked(t: TestApp, request: CreateBookingRequest) {
  const response = await t.api.post('/api/create-booking', request);
  return createBookingResponseSchema.parse(expectStatus(response, 201).json());
}

async function myBooking(t: TestApp, token: string) {
  return customerBookingSchema.parse(
    expectStatus(await t.api.get(`/api/my-booking/${token}`), 200).json(),
  );
}

const emailCode = (text: string) => /Your code: (\d{6})/.exec(text)![1]!;

describe('unsecured online holds', () => {
  it('with e-mail alone: a booking confirmed by its e-mail code lapses after 30 minutes, and its customer is told', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const { t, clock, later, lapseDue } = await venue({ smtpUrl: smtp.url });
    const request = customer(daysFromToday(3), 18);
    const before = clock().getTime();
    const made = await booked(t, request);
    // Half an hour from when it was made, by the venue's clock.
    const until = Date.parse(made.booking.unsecuredUntil!);
    expect(until).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(until).toBeLessThanOrEqual(clock().getTime() + 30 * MINUTE);

    const code = emailCode((await smtp.waitForMail(request.email!)).text);
    later(5 * MINUTE);
    expectStatus(await t.api.post(`/api/my-booking/${made.accessToken}/confirm`, { code }), 200);
    // Confirmed by e-mail, it still waits to be secured: a catch-all domain reads any code.
    const confirmed = await myBooking(t, made.accessToken);
    expect(confirmed.confirmBy).toBeNull();
    expect(confirmed.unsecuredUntil).toBe(made.booking.unsecuredUntil);

    later(24 * MINUTE);
    await lapseDue();
    expect((await myBooking(t, made.accessToken)).status).toBe('Pending');

    later(2 * MINUTE);
    await lapseDue();
    const lapsed = await myBooking(t, made.accessToken);
    expect(lapsed).toMatchObject({
      status: 'Booking Cancelled',
      cancelReason: CONTACT_CHECK_MESSAGES.notSecuredReason,
      unsecuredUntil: null,
    });
    // The hour is free again.
    await booked(t, { ...customer(daysFromToday(3), 18) });
    // Their booking page said until when; the e-mail says why it went.
    const sent = smtp.mailsTo(request.email!).length;
    const cancelled = await smtp.waitForMail(request.email!, sent + 1);
    expect(cancelled.subject).toMatch(/^Booking cancelled/);
    expect(cancelled.text).toContain(CONTACT_CHECK_MESSAGES.notSecuredReason);
  });

  it('keeps a booking staff confirmed, and one whose phone WhatsApp proved', async () => {
    const whatsapp = await startWhatsappStandIn({ token: TOKEN });
    cleanups.push(() => whatsapp.close());
    const { t, admin, later, lapseDue } = await venue({
      whatsapp: {
        token: TOKEN,
        phoneNumberId: '106540352242933',
        apiUrl: whatsapp.apiUrl,
        language: 'en',
        templates: {},
      },
    });
    const day = daysFromToday(4);
    const byStaff = await booked(t, customer(day, 8));
    const { id } = (await findBookingByToken(t.app.db, byStaff.accessToken))!;
    expectStatus(await admin.patch(`/api/booking/update/${id}/`, { action: 'confirm' }), 200);
    expect((await myBooking(t, byStaff.accessToken)).unsecuredUntil).toBeNull();

    const phoneRequest = customer(day, 9);
    const proven = await booked(t, phoneRequest);
    const message = await whatsapp.waitFor(`92${phoneRequest.phoneNumber!.slice(1)}`);
    const code = message.body.template.components[0]!.parameters[0]!.text;
    expectStatus(await t.api.post(`/api/my-booking/${proven.accessToken}/confirm`, { code }), 200);
    expect((await myBooking(t, proven.accessToken)).unsecuredUntil).toBeNull();

    later(3 * 60 * MINUTE);
    await lapseDue();
    expect((await myBooking(t, byStaff.accessToken)).status).toBe('Booking Confirmed');
    expect((await myBooking(t, proven.accessToken)).status).toBe('Pending');
    // Nothing is left waiting: the job forgot both.
    const rows = await Promise.all(
      [byStaff, proven].map((b) => findBookingByToken(t.app.db, b.accessToken)),
    );
    expect(rows.map((row) => row!.secureBy)).toEqual([null, null]);
  });

  it('with no message channel and no card payments: nothing could secure it, so it does not lapse', async () => {
    const { t, later, lapseDue } = await venue({});
    const made = await booked(t, customer(daysFromToday(5), 10));
    expect(made.booking.unsecuredUntil).toBeNull();
    later(6 * 60 * MINUTE);
    await lapseDue();
    expect((await myBooking(t, made.accessToken)).status).toBe('Pending');
  });
});

import {
  adminBookingSchema,
  BOOKING_MESSAGES,
  bulkCancelAnswerSchema,
  CONFIRM_CODE_TRIES,
  CONTACT_CHECK_MESSAGES,
  type CreateBookingRequest,
  customerBookingAnswerSchema,
  customerBookingSchema,
  HOLD_BUDGET_MESSAGES,
  NETWORK_BUSY,
  slotLabel,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp';
import { createAdminTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { verifySettings } from './booking-context.service';
import { unconfirmedExpiryJob } from './unconfirmed-expiry.job';

// Verified holds and staff's tools against a stranger (docs/security.md#calendar-fill), with a real
// SMTP server carrying the codes.
const STAFF = 'desk@venue.test';
const MINUTE = 60_000;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let admin: Api;
/** The app's clock runs on from the test clock, `ahead` later: holds lapse when it moves. */
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ t, admin } = await createAdminTestApp(
    {
      smtpUrl: smtp.url,
      venueNotifyEmail: STAFF,
      bookingQuotas: {
        perContactPerDay: 100,
        perIpPerHour: 1000,
        perNetworkPerHour: 1000,
        unconfirmedHoursPerNetwork: 8,
        holdShares: testConfig().bookingQuotas.holdShares,
        widerNetworks: testConfig().bookingQuotas.widerNetworks,
      },
    },
    { now: clock, messageWorker: { jobEveryMs: 60_000 } },
  ));
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let cursor = 0;
type Stranger = CreateBookingRequest & {
  email: string;
  phoneNumber: string;
  selectedDate: string;
  selectedSlots: string[];
};
/** A new customer each time (their own phone and e-mail), on a slot of their own. */
function stranger(): Stranger {
  const n = ++cursor;
  const selectedDate = daysFromToday(2 + Math.floor(n / 20));
  return {
    ...padelRequest(selectedDate, n % 20),
    selectedDate,
    selectedSlots: [slotLabel(n % 20)],
    email: `new${n}@example.test`,
    phoneNumber: `0345${String(1_000_000 + n).slice(-7)}`,
  };
}

/** Books through the API from this client address (bookThroughApi's `call`). */
const fromAddress = (ip: string) => ({ call: { remoteAddress: ip } });
/** Where the customers of the tests that name no address book from. */
const HOME = fromAddress('10.80.1.1');

const confirm = (token: string, code: string) =>
  t.api.post(`/api/my-booking/${token}/confirm`, { code });

/** The code the booking's e-mail carried, as the customer reads it. */
async function codeFor(email: string): Promise<string> {
  const mail = await smtp.waitForMail(email);
  expect(mail.subject).toMatch(/^Confirm your booking: \d{6}$/);
  return /Your code: (\d{6})/.exec(mail.text)![1]!;
}

const lapseHolds = async (minutes: number) => {
  ahead += minutes * MINUTE;
  await unconfirmedExpiryJob(t.app.db, clock).run();
};

const heldOn = async (date: string) =>
  (await t.api.get(`/api/availability/${date}`)).json<{ padel: Record<string, string[]> }>().padel[
    'Court 1'
  ];

describe('a first booking waits for its code', () => {
  it('holds its slots until the customer enters the e-mailed code, then staff hear of it', async () => {
    const request = stranger();
    const made = await bookThroughApi(t, request, HOME);
    expect(made.message).toBe(BOOKING_MESSAGES.created);
    expect(made.booking.status).toBe('Pending');
    const confirmBy = new Date(made.booking.confirmBy!);
    expect(confirmBy.getTime() - clock().getTime()).toBeGreaterThan(19 * MINUTE);
    expect(confirmBy.getTime() - clock().getTime()).toBeLessThanOrEqual(20 * MINUTE);

    const code = await codeFor(request.email);
    const mail = smtp.mailsTo(request.email)[0]!;
    expect(mail.html).toContain(`/my-booking/${made.accessToken}?code=${code}`);
    expect(smtp.mailsTo(STAFF)).toEqual([]);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = expectStatus(await confirm(made.accessToken, wrong), 400);
    expect(refused.json()).toMatchObject({ message: CONTACT_CHECK_MESSAGES.codeWrong });

    const answer = customerBookingAnswerSchema.parse(
      expectStatus(await confirm(made.accessToken, code), 200).json(),
    );
    expect(answer.message).toBe(CONTACT_CHECK_MESSAGES.confirmed);
    expect(answer.booking.confirmBy).toBeNull();
    const alert = await smtp.waitForMail(STAFF);
    expect(alert.subject).toContain('New booking');

    // Confirmed, it no longer lapses; a second confirm is told it needs none.
    await lapseHolds(30);
    const page = customerBookingSchema.parse(
      (await t.api.get(`/api/my-booking/${made.accessToken}`)).json(),
    );
    expect(page.status).toBe('Pending');
    const again = expectStatus(await confirm(made.accessToken, code), 200);
    expect(again.json()).toMatchObject({ message: CONTACT_CHECK_MESSAGES.alreadyConfirmed });

    // The same phone and e-mail are trusted now: the next booking needs no code.
    const next = await bookThroughApi(
      t,
      { ...stranger(), email: request.email, phoneNumber: request.phoneNumber },
      HOME,
    );
    expect(next.booking.confirmBy).toBeNull();
    const received = await smtp.waitForMail(request.email, 2);
    expect(received.subject).toMatch(/^Booking received/);
  });

  it('is cancelled "Not confirmed in time" and frees its slots when no code comes', async () => {
    const request = stranger();
    const made = await bookThroughApi(t, request, HOME);
    const code = await codeFor(request.email);
    expect(await heldOn(request.selectedDate)).toContain(request.selectedSlots[0]);

    await lapseHolds(21);
    expect(await heldOn(request.selectedDate)).not.toContain(request.selectedSlots[0]);
    const [row] = adminBookingSchema
      .array()
      .parse((await admin.get(`/api/bookings/${made.id}`)).json());
    expect(row).toMatchObject({
      status: 'Booking Cancelled',
      cancelReason: CONTACT_CHECK_MESSAGES.notConfirmedReason,
      confirmBy: null,
    });
    const late = expectStatus(await confirm(made.accessToken, code), 409);
    expect(late.json()).toMatchObject({ message: CONTACT_CHECK_MESSAGES.tooLate });
  });

  it(`takes at most ${CONFIRM_CODE_TRIES} wrong codes`, async () => {
    const request = stranger();
    const made = await bookThroughApi(t, request, HOME);
    const code = await codeFor(request.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CONFIRM_CODE_TRIES; i++) {
      expectStatus(await confirm(made.accessToken, wrong), 400);
    }
    const blocked = expectStatus(await confirm(made.accessToken, code), 409);
    expect(blocked.json()).toMatchObject({ message: CONTACT_CHECK_MESSAGES.tooManyTries });
    expectStatus(await confirm(made.accessToken, '12ab'), 400);
  });

  it('needs no code once staff confirm the booking themselves', async () => {
    const made = await bookThroughApi(t, stranger(), HOME);
    expectStatus(await admin.patch(`/api/booking/update/${made.id}/`, { action: 'confirm' }), 200);
    await lapseHolds(21);
    const [row] = adminBookingSchema
      .array()
      .parse((await admin.get(`/api/bookings/${made.id}`)).json());
    expect(row).toMatchObject({ status: 'Booking Confirmed', confirmBy: null });
  });

  it('asks no code where no message could reach the customer (no SMTP, no WhatsApp)', () => {
    // Every other suite books without a channel and gets bookings needing no code.
    expect(verifySettings(testConfig())).toBeUndefined();
    expect(verifySettings(testConfig({ smtpUrl: smtp.url }))).toEqual({
      minutes: 20,
      channels: { email: true, whatsapp: false },
    });
  });
});

describe('quotas per network', () => {
  it("limits the hours one network's unconfirmed holds hold at once; others still book", async () => {
    const fourHours = (ip: string) => {
      const request = stranger();
      return t.api.post(
        '/api/create-booking',
        {
          ...request,
          selectedSlots: [9, 10, 11, 12].map(slotLabel),
          selectedDate: daysFromToday(40 + cursor),
        },
        { remoteAddress: ip },
      );
    };
    expectStatus(await fourHours('10.81.7.1'), 201);
    expectStatus(await fourHours('10.81.7.2'), 201);
    const third = expectStatus(await fourHours('10.81.7.3'), 429);
    expect(third.json()).toMatchObject({
      code: NETWORK_BUSY,
      message: HOLD_BUDGET_MESSAGES.networkBusy(false),
    });
    expectStatus(await fourHours('10.81.8.1'), 201);
  });
});

describe("staff's tools", () => {
  it('blocks a phone number however it is typed, and lifts the block', async () => {
    const request = stranger();
    const added = expectStatus(
      await admin.post('/api/blocked-contacts', {
        contact: `+92 ${request.phoneNumber.slice(1, 4)} ${request.phoneNumber.slice(4)}`,
        reason: 'Fake bookings',
      }),
      201,
    );
    const block = added.json<{ id: number; contact: string }>();
    expect(block.contact).toBe(request.phoneNumber);
    expectStatus(await admin.post('/api/blocked-contacts', { contact: request.phoneNumber }), 409);
    expectStatus(await admin.post('/api/blocked-contacts', { contact: 'not a contact' }), 400);

    const refused = expectStatus(
      await t.api.post('/api/create-booking', request, { remoteAddress: '10.82.0.1' }),
      403,
    );
    expect(refused.json()).toMatchObject({ message: CONTACT_CHECK_MESSAGES.blocked });
    expect(await heldOn(request.selectedDate)).not.toContain(request.selectedSlots[0]);

    expectStatus(await admin.delete(`/api/blocked-contacts/${block.id}`), 200);
    await bookThroughApi(t, request, fromAddress('10.82.0.1'));
  });

  it('cancels every online booking of one address, network, contact or time window at once', async () => {
    const from = clock().toISOString();
    const fromA = [
      await bookThroughApi(t, stranger(), fromAddress('10.83.0.5')),
      await bookThroughApi(t, stranger(), fromAddress('10.83.0.6')),
    ];
    const fromB = await bookThroughApi(t, stranger(), fromAddress('10.84.0.9'));
    const walkIn = expectStatus(
      await admin.post('/api/walk-ins', {
        ...stranger(),
        payment: 'PayLater',
      }),
      201,
    );

    const preview = bulkCancelAnswerSchema.parse(
      expectStatus(
        await admin.post('/api/bookings/bulk-cancel', { address: '10.83.0.0/24', dryRun: true }),
        200,
      ).json(),
    );
    expect(preview).toMatchObject({
      count: 2,
      withCardAdvance: 0,
      withMoneyTaken: 0,
      dryRun: true,
    });
    const bulk = (body: object) => admin.post('/api/bookings/bulk-cancel', body);
    expectStatus(await bulk({ address: '10.83.0.0/20', reason: 'Spam' }), 400);
    expectStatus(await bulk({ address: 'somewhere', reason: 'Spam' }), 400);
    expectStatus(await bulk({ address: '10.83.0.5' }), 400); // no reason
    expectStatus(await bulk({ reason: 'Spam' }), 400); // nothing to cancel by
    const one = bulkCancelAnswerSchema.parse(
      expectStatus(await bulk({ address: '10.83.0.5', dryRun: true }), 200).json(),
    );
    expect(one.count).toBe(1);

    const done = bulkCancelAnswerSchema.parse(
      expectStatus(
        await admin.post('/api/bookings/bulk-cancel', {
          address: '10.83.0.0/24',
          reason: 'Fake bookings',
        }),
        200,
      ).json(),
    );
    expect(done).toMatchObject({ count: 2, message: CONTACT_CHECK_MESSAGES.bulkCancelled(2) });
    for (const made of fromA) {
      const page = customerBookingSchema.parse(
        (await t.api.get(`/api/my-booking/${made.accessToken}`)).json(),
      );
      expect(page).toMatchObject({ status: 'Booking Cancelled', cancelReason: 'Fake bookings' });
    }

    // A time window takes the rest made since `from`, online only: the walk-in stays.
    const windowed = bulkCancelAnswerSchema.parse(
      expectStatus(
        await admin.post('/api/bookings/bulk-cancel', {
          createdFrom: from,
          reason: 'Burst',
          dryRun: true,
        }),
        200,
      ).json(),
    );
    expect(windowed.count).toBe(1);
    const byContact = await admin.post('/api/bookings/bulk-cancel', {
      contact: fromB.booking.email.toUpperCase(),
      reason: 'Spam',
    });
    expect(bulkCancelAnswerSchema.parse(expectStatus(byContact, 200).json()).count).toBe(1);
    const walkInId = walkIn.json<{ booking: { id: number } }>().booking.id;
    const [kept] = adminBookingSchema
      .array()
      .parse((await admin.get(`/api/bookings/${walkInId}`)).json());
    expect(kept!.status).toBe('Booking Confirmed');
    expect(fromB.booking.status).toBe('Pending');
  });
});

import {
  BOOKING_MESSAGES,
  CONFIRM_CODE_TRIES,
  CONTACT_CHECK_MESSAGES,
  RESEND_CODE_AFTER_SECONDS,
  RESEND_CODE_MAX,
} from '@padel/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { EmailBody } from '../notifications/channels/email-channel';

// "Resend code" (docs/security.md#resend-code): a hold waiting for its code asks for a fresh one,
// not more often than RESEND_CODE_AFTER_SECONDS on the app's clock, RESEND_CODE_MAX times in all.
// No worker sends: the outbox is what the customer would receive.

let t: TestApp;
/** The app's clock runs on from the test clock, `ahead` later. */
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);
const waitOut = () => (ahead += RESEND_CODE_AFTER_SECONDS * 1000);

beforeAll(async () => {
  t = await createTestApp(
    {
      // A channel that can reach customers turns booking codes on (docs/security.md#calendar-fill).
      smtpUrl: 'smtp://127.0.0.1:9',
      whatsapp: {
        token: 'unused',
        phoneNumberId: '106540352242922',
        apiUrl: 'http://127.0.0.1:9/v21.0',
        language: 'en',
        templates: {},
      },
    },
    { now: clock, messageWorker: false },
  );
});

afterAll(() => t?.close());

let cursor = 0;
/** A new customer each time, on a slot of their own: their booking waits for a code. */
async function heldBooking() {
  const n = ++cursor;
  const email = `resend${n}@example.test`;
  const made = await bookThroughApi(
    t,
    padelRequest(daysFromToday(3), 8 + n, {
      email,
      phoneNumber: `0345765${String(n).padStart(4, '0')}`,
    }),
  );
  expect(made.booking.confirmBy).not.toBeNull();
  return { ...made, email };
}

/** The codes this e-mail address was sent, oldest first. */
async function codesSentTo(email: string): Promise<string[]> {
  const rows = await t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'booking-code'), eq(notifications.recipient, email)))
    .orderBy(asc(notifications.id));
  return rows.map((row) => /Your code: (\d{6})/.exec((row.body as EmailBody).text)![1]!);
}

const resend = (token: string) => t.api.post(`/api/my-booking/${token}/resend-code`);
const confirm = (token: string, code: string) =>
  t.api.post(`/api/my-booking/${token}/confirm`, { code });

describe('Resend code', () => {
  it(`sends a fresh code ${RESEND_CODE_AFTER_SECONDS} seconds after the last, not before`, async () => {
    const made = await heldBooking();
    const [first] = await codesSentTo(made.email);

    const tooSoon = expectStatus(await resend(made.accessToken), 429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooSoon.json<{ message: string }>().message).toMatch(/^A code was sent moments ago/);
    expect(await codesSentTo(made.email)).toHaveLength(1);

    waitOut();
    const sent = expectStatus(await resend(made.accessToken), 200);
    expect(sent.json()).toEqual({
      message: CONTACT_CHECK_MESSAGES.codeResent(['r•••@example.test', 'WhatsApp ••••0001']),
    });
    const codes = await codesSentTo(made.email);
    expect(codes).toHaveLength(2);
    const whatsapps = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'booking-code'), eq(notifications.channel, 'whatsapp')));
    expect(whatsapps.filter((row) => row.recipient === '923457650001')).toHaveLength(2);

    // The new code counts from now: asking again at once is too soon.
    expectStatus(await resend(made.accessToken), 429);

    // Only the newest code works.
    const [, fresh] = codes;
    if (first !== fresh) {
      const old = expectStatus(await confirm(made.accessToken, first!), 400);
      expect(old.json()).toMatchObject({ message: CONTACT_CHECK_MESSAGES.codeWrong });
    }
    expectStatus(await confirm(made.accessToken, fresh!), 200);
  });

  it('keeps the wrong tries and the deadline', async () => {
    const made = await heldBooking();
    const [first] = await codesSentTo(made.email);
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 1; i < CONFIRM_CODE_TRIES; i++) {
      expectStatus(await confirm(made.accessToken, wrong), 400);
    }
    waitOut();
    expectStatus(await resend(made.accessToken), 200);
    const fresh = (await codesSentTo(made.email))[1]!;
    expectStatus(await confirm(made.accessToken, fresh === wrong ? first! : wrong), 400);
    const ended = expectStatus(await confirm(made.accessToken, fresh), 409);
    expect(ended.json()).toMatchObject({ message: CONTACT_CHECK_MESSAGES.tooManyTries });
    expectStatus(await resend(made.accessToken), 409);
    const page = await t.api.get(`/api/my-booking/${made.accessToken}`);
    expect(page.json()).toMatchObject({ confirmBy: made.booking.confirmBy });
  });

  it(`sends at most ${RESEND_CODE_MAX} new codes per booking`, async () => {
    const made = await heldBooking();
    for (let i = 0; i < RESEND_CODE_MAX; i++) {
      waitOut();
      expectStatus(await resend(made.accessToken), 200);
    }
    waitOut();
    const capped = expectStatus(await resend(made.accessToken), 429);
    expect(capped.json()).toMatchObject({ message: CONTACT_CHECK_MESSAGES.resendCapped });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(await codesSentTo(made.email)).toHaveLength(1 + RESEND_CODE_MAX);
  });

  it('answers 409 for a booking that waits for no code, and 404 for a bad token', async () => {
    const made = await heldBooking();
    const [code] = await codesSentTo(made.email);
    expectStatus(await confirm(made.accessToken, code!), 200);
    waitOut();
    const confirmed = expectStatus(await resend(made.accessToken), 409);
    expect(confirmed.json()).toMatchObject({ message: CONTACT_CHECK_MESSAGES.notWaiting });
    expect(await codesSentTo(made.email)).toHaveLength(1);

    const unknown = expectStatus(await resend('no-such-token'), 404);
    expect(unknown.json()).toMatchObject({ message: BOOKING_MESSAGES.bookingNotFound });
  });
});

import {
  CONFIRM_CODE_TRIES,
  CONTACT_CHECK_MESSAGES,
  customerBookingSchema,
  slotLabel,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../test/book-through-api';
import { daysFromToday } from '../test/clock';
import { padelRequest } from '../test/factories';
import { startSmtpServer } from '../test/smtp';
import { createTestApp, testConfig, testDatabaseKind, type TestApp } from '../test/test-app';

/**
 * docs/quality.md#r15-guesses-are-counted-atomically: a stranger who sends many wrong codes for
 * one booking at once gets exactly CONFIRM_CODE_TRIES of them compared; every other answer is
 * "too many tries", and so is the right code after them (docs/security.md#code-tries). On
 * PostgreSQL the app's pool runs the requests on ten connections at once.
 */
const GUESSES = 1500;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    smtpUrl: smtp.url,
    bookingQuotas: {
      perContactPerDay: 100,
      perIpPerHour: 1000,
      perNetworkPerHour: 1000,
      unconfirmedHoursPerNetwork: 8,
      holdShares: testConfig().bookingQuotas.holdShares,
      widerNetworks: testConfig().bookingQuotas.widerNetworks,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A stranger's booking that waits for its code, and the code its e-mail carried. */
async function heldBooking(n: number) {
  const email = `guesser${n}@example.test`;
  const made = await bookThroughApi(
    t,
    {
      ...padelRequest(daysFromToday(3), 10 + n),
      selectedSlots: [slotLabel(10 + n)],
      email,
      phoneNumber: `0346${String(1_000_000 + n).slice(-7)}`,
    },
    { call: { remoteAddress: `10.90.${n}.1` } },
  );
  expect(made.booking.confirmBy).not.toBeNull();
  const mail = await smtp.waitForMail(email);
  return { token: made.accessToken, code: /Your code: (\d{6})/.exec(mail.text)![1]! };
}

describe(`code guesses on ${testDatabaseKind}`, () => {
  it(`${GUESSES} concurrent wrong codes for one booking: exactly ${CONFIRM_CODE_TRIES} are compared`, async () => {
    const { token, code } = await heldBooking(1);
    // Every guess is wrong: the true code with its last digit turned.
    const wrong = code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        t.api
          .post(
            `/api/my-booking/${token}/confirm`,
            { code: wrong },
            // From many addresses: no per-address limit is what stops them.
            { remoteAddress: `10.91.${i >> 8}.${i & 255}` },
          )
          .then((r) => `${r.statusCode} ${r.json<{ message: string }>().message}`),
      ),
    );
    const tally = Object.fromEntries(
      [...new Set(answers)].map((answer) => [answer, answers.filter((a) => a === answer).length]),
    );
    expect(tally).toEqual({
      [`400 ${CONTACT_CHECK_MESSAGES.codeWrong}`]: CONFIRM_CODE_TRIES,
      [`409 ${CONTACT_CHECK_MESSAGES.tooManyTries}`]: GUESSES - CONFIRM_CODE_TRIES,
    });

    const right = await t.api.post(`/api/my-booking/${token}/confirm`, { code });
    expect(right.statusCode).toBe(409);
    expect(right.json().message).toBe(CONTACT_CHECK_MESSAGES.tooManyTries);
    const page = customerBookingSchema.parse((await t.api.get(`/api/my-booking/${token}`)).json());
    expect(page.confirmBy).not.toBeNull();
  }, 120_000);
});

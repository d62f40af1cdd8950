import {
  HOLD_BUDGET_MESSAGES,
  NETWORK_BUSY,
  slotLabel,
  type CreateBookingRequest,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../test/clock';
import { expectStatus } from '../test/expect-status';
import { padelRequest } from '../test/factories';
import { listenOnLoopback, postFrom } from '../test/post-from';
import { productDefaults } from '../test/product-defaults';
import { startSmtpServer } from '../test/smtp';
import { startStripeStandIn } from '../test/stripe-checkout';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 43, point 5, replayed for real (docs/security.md#calendar-fill, ADR 070): a venue that
 * sends codes by e-mail and takes cards, with the product's booking quotas, its server on the
 * loopback, customers connecting from distinct addresses of one /24 as behind a carrier's NAT.
 * Before, two strangers' 4-hour holds awaiting their codes refused 40 of 40 honest customers
 * behind it for 20 minutes, with nothing but "try again later".
 */
const KEYS = { secretKey: 'sk_test_shared123', webhookSecret: 'whsec_shared123' };
const SHARED = '127.80.1';
const CUSTOMERS = 20;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let port: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startStripeStandIn(KEYS);
  t = await createTestApp(
    {
      smtpUrl: smtp.url,
      stripe: { ...KEYS, apiUrl: stripe.apiUrl },
      bookingQuotas: productDefaults.bookingQuotas,
      verifyMinutes: productDefaults.verifyMinutes,
    },
    { messageWorker: { jobEveryMs: 100 } },
  );
  port = await listenOnLoopback(t.app);
}, 240_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await stripe?.close();
});

let n = 0;
/** A customer's own contacts and hours. */
function customer(hours = 1): CreateBookingRequest & { email: string; phoneNumber: string } {
  const k = ++n;
  // Four customers a day, five hours apart: a 4-hour hold takes no one else's hour.
  const hour = 8 + (k % 4) * 5;
  return {
    ...padelRequest(daysFromToday(3 + Math.floor(k / 4)), hour),
    selectedSlots: Array.from({ length: hours }, (_, i) => slotLabel(hour + i)),
    customerName: `Shared ${k}`,
    email: `shared${k}@nat.test`,
    phoneNumber: `0348${String(1_000_000 + k).slice(-7)}`,
  };
}

const bookFrom = (from: string, request: CreateBookingRequest) =>
  postFrom(port, from, '/api/create-booking', request);

/** A customer who booked once from home and confirmed it with the e-mailed code. */
async function confirmedOnce(home: string) {
  const request = customer();
  const made = await bookFrom(home, request);
  expect(made.status, made.body).toBe(201);
  const { accessToken } = JSON.parse(made.body) as { accessToken: string };
  const code = /Your code: (\d{6})/.exec((await smtp.waitForMail(request.email)).text)![1]!;
  expectStatus(await t.api.post(`/api/my-booking/${accessToken}/confirm`, { code }), 200);
  return { email: request.email, phoneNumber: request.phoneNumber };
}

describe('a shared address against two strangers', () => {
  it('books every returning customer behind it, and offers a new one the card or the phone', async () => {
    const returning = [];
    for (let i = 0; i < CUSTOMERS; i++) returning.push(await confirmedOnce(`127.81.${i}.1`));

    // Two strangers behind the NAT hold 4 hours each, awaiting codes they never enter.
    for (const host of [2, 3]) {
      expect((await bookFrom(`${SHARED}.${host}`, customer(4))).status).toBe(201);
    }

    // 20 customers whose phone (or, every other one, e-mail) confirmed before book from the
    // same /24, each from its address, with a new e-mail (or phone) awaiting its code.
    const again = [];
    for (const [i, contact] of returning.entries()) {
      const known = i % 2 === 0 ? { phoneNumber: contact.phoneNumber } : { email: contact.email };
      again.push((await bookFrom(`${SHARED}.${10 + i}`, { ...customer(), ...known })).status);
    }
    expect(again).toEqual(returning.map(() => 201));

    // 20 new customers are refused a code-held booking, never barely: the card or the venue.
    const refusals = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      refusals.push(await bookFrom(`${SHARED}.${40 + i}`, customer()));
    }
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({
        code: NETWORK_BUSY,
        message: HOLD_BUDGET_MESSAGES.networkBusy(true),
      });
    }
    // The card books one at once, behind the same address.
    const byCard = await bookFrom(`${SHARED}.99`, { ...customer(), paymentType: 'PayViaCard' });
    expect(byCard.status, byCard.body).toBe(201);
    expect(JSON.parse(byCard.body)).toHaveProperty('checkoutUrl');
  });
});

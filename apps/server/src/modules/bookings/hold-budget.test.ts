import {
  CONTACT_CHECK_MESSAGES,
  type CreateBookingRequest,
  createBookingResponseSchema,
  DEFAULT_VENUE_SETTINGS,
  HOLD_BUDGET_FULL,
  HOLD_BUDGET_MESSAGES,
  NETWORK_BUSY,
  publicSettingsSchema,
  slotLabel,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp';
import { deliverStripeEvent, startStripeStandIn } from '../../../test/stripe-checkout';
import { createAdminTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { startWhatsappStandIn } from '../../../test/whatsapp';
import { findBookingByToken } from './bookings.repo';

/**
 * The day's budget of unverified holds (docs/security.md#calendar-fill, ADR 044) at its default,
 * 10% of each day's padel slot-hours, with e-mail, WhatsApp and card payments all set up. The
 * venue is open around the clock on two courts: 48 slot-hours a day, a budget of 4, of which card
 * payments keep 2 for card checkouts; the other unverified holds share the other 2.
 */
const TOKEN = 'budget-whatsapp-token';
const KEYS = { secretKey: 'sk_test_budget123', webhookSecret: 'whsec_budget123' };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let whatsapp: Awaited<ReturnType<typeof startWhatsappStandIn>>;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  smtp = await startSmtpServer();
  whatsapp = await startWhatsappStandIn({ token: TOKEN });
  stripe = await startStripeStandIn(KEYS);
  ({ t, admin } = await createAdminTestApp(
    {
      unverifiedHoldPercent: DEFAULT_VENUE_SETTINGS.unverifiedHoldPercent,
      smtpUrl: smtp.url,
      whatsapp: {
        token: TOKEN,
        phoneNumberId: '106540352242922',
        apiUrl: whatsapp.apiUrl,
        language: 'en',
        templates: {},
      },
      stripe: { ...KEYS, apiUrl: stripe.apiUrl },
      bookingQuotas: {
        perContactPerDay: 100,
        perIpPerHour: 1000,
        perNetworkPerHour: 1000,
        unconfirmedHoursPerNetwork: 2,
        holdShares: testConfig().bookingQuotas.holdShares,
        widerNetworks: testConfig().bookingQuotas.widerNetworks,
      },
    },
    { messageWorker: { jobEveryMs: 100 } },
  ));
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await whatsapp?.close();
  await stripe?.close();
});

let cursor = 0;
/** A new customer (their own phone, e-mail and network), one hour at `hour` on `date`. */
function stranger(date: string, hour: number, court: 'Court 1' | 'Court 2' = 'Court 1') {
  const n = ++cursor;
  const request = padelRequest(date, hour, {
    selectedCourt: court,
    customerName: `Stranger ${n}`,
    email: `stranger${n}@budget.test`,
    phoneNumber: `0345${String(1_000_000 + n).slice(-7)}`,
  });
  return { request, ip: `10.${n % 250}.${Math.floor(n / 250)}.1` };
}

const book = (request: CreateBookingRequest, ip: string) =>
  t.api.post('/api/create-booking', request, { remoteAddress: ip });

async function booked(request: CreateBookingRequest, ip: string) {
  return createBookingResponseSchema.parse(expectStatus(await book(request, ip), 201).json());
}

function expectBudgetFull(response: Awaited<ReturnType<typeof book>>, offerCard: boolean) {
  expect(expectStatus(response, 403).json()).toMatchObject({
    code: HOLD_BUDGET_FULL,
    message: HOLD_BUDGET_MESSAGES.full(offerCard),
  });
}

/** The codes the customer's e-mail and WhatsApp carried, as they read them. */
async function codesFor(request: CreateBookingRequest) {
  const mail = await smtp.waitForMail(request.email!);
  const email = /Your code: (\d{6})/.exec(mail.text)![1]!;
  const message = await whatsapp.waitFor(`92${request.phoneNumber!.slice(1)}`);
  const phone = message.body.template.components[0]!.parameters[0]!.text;
  return { email, phone };
}

const confirm = (token: string, code: string) =>
  t.api.post(`/api/my-booking/${token}/confirm`, { code });

describe('the budget of unverified holds', () => {
  it('is a venue setting, 10% of each day by default', async () => {
    const settings = publicSettingsSchema.parse((await t.api.get('/api/settings')).json());
    expect(settings.unverifiedHoldPercent).toBe(10);
  });

  it('counts codes confirmed by e-mail; past its share a booking is asked for the card, which books until the whole budget is held', async () => {
    const day = daysFromToday(2);
    const first = stranger(day, 8);
    const second = stranger(day, 9);
    const one = await booked(first.request, first.ip);
    await booked(second.request, second.ip);
    // A code confirmed by e-mail alone proves a mailbox, not a person: it still counts.
    const codes = await codesFor(first.request);
    expect(codes.phone).not.toBe(codes.email);
    expectStatus(await confirm(one.accessToken, codes.email), 200);

    const third = stranger(day, 10);
    expectBudgetFull(await book(third.request, third.ip), true);
    // Another day has its own budget.
    const elsewhere = stranger(daysFromToday(3), 10);
    await booked(elsewhere.request, elsewhere.ip);

    // The advance by card books, into the budget's card reserve, until the budget is full.
    const paying = await booked({ ...third.request, paymentType: 'PayViaCard' }, third.ip);
    expect(paying.checkoutUrl).toBeDefined();
    const fourth = stranger(day, 11);
    await booked({ ...fourth.request, paymentType: 'PayViaCard' }, fourth.ip);
    const fifth = stranger(day, 12);
    expectBudgetFull(await book({ ...fifth.request, paymentType: 'PayViaCard' }, fifth.ip), false);
    expectBudgetFull(await book(fifth.request, fifth.ip), false);

    // A paid advance leaves the budget: the next card booking fits.
    const sessionId = new URL(paying.checkoutUrl!).pathname.split('/').pop()!;
    stripe.pay(sessionId);
    const event = stripe.signedEvent('checkout.session.completed', sessionId);
    expectStatus(await deliverStripeEvent(t.api, event), 200);
    await booked({ ...fifth.request, paymentType: 'PayViaCard' }, fifth.ip);
  });

  it('lets a phone proven over WhatsApp past it, but not a stranger who only knows that phone', async () => {
    const day = daysFromToday(4);
    const regular = stranger(day, 8);
    const first = await booked(regular.request, regular.ip);
    const codes = await codesFor(regular.request);
    // Entering the WhatsApp code proves the phone: the booking leaves the budget.
    expectStatus(await confirm(first.accessToken, codes.phone), 200);
    for (const hour of [9, 10]) {
      const filler = stranger(day, hour);
      await booked(filler.request, filler.ip);
    }
    const late = stranger(day, 11);
    expectBudgetFull(await book(late.request, late.ip), true);

    // The regular books again past the budget, with no code to wait for.
    const again = await booked({ ...regular.request, selectedSlots: [slotLabel(12)] }, regular.ip);
    expect(again.message).not.toBe(CONTACT_CHECK_MESSAGES.awaiting(20));

    // A stranger who knows the regular's phone confirms at their own mailbox: not proven.
    const impostor = { ...late.request, phoneNumber: regular.request.phoneNumber };
    expectBudgetFull(await book(impostor, late.ip), true);
  });

  it('leaves out walk-ins, staff bookings and bookings staff confirmed', async () => {
    const day = daysFromToday(5);
    const holds = [];
    for (const hour of [8, 9]) {
      const filler = stranger(day, hour);
      holds.push(await booked(filler.request, filler.ip));
    }
    const late = stranger(day, 10);
    expectBudgetFull(await book(late.request, late.ip), true);

    const walkIn = {
      ...padelRequest(day, 14),
      customerName: 'At the counter',
      payment: 'PayViaCash',
    };
    delete (walkIn as { email?: string }).email;
    expectStatus(await admin.post('/api/walk-ins', walkIn), 201);

    // Staff confirm a hold by its code's deadline: it is theirs now, out of the budget.
    const { id } = (await findBookingByToken(t.app.db, holds[0]!.accessToken))!;
    expectStatus(await admin.patch(`/api/booking/update/${id}/`, { action: 'confirm' }), 200);
    await booked(late.request, late.ip);
  });

  it('follows the day: a closed court halves it', async () => {
    const day = daysFromToday(6);
    const closure = { from: day, to: day, courts: ['Court 2'], reason: 'Resurfacing' };
    expectStatus(await admin.post('/api/closures', closure), 201);
    // 24 slot-hours: a budget of 2, one of them kept for card checkouts.
    const first = stranger(day, 8);
    await booked(first.request, first.ip);
    const second = stranger(day, 9);
    expectBudgetFull(await book(second.request, second.ip), true);
  });

  it('lets a customer behind a shared address whose allowance is full pay, or book as proven', async () => {
    const day = daysFromToday(7);
    // A stranger fills the shared network's allowance (2 unconfirmed hours here).
    const filler = stranger(day, 8);
    await booked({ ...filler.request, selectedSlots: [slotLabel(8), slotLabel(9)] }, '10.99.1.1');
    const honest = stranger(day, 12);
    const refused = expectStatus(await book(honest.request, '10.99.1.2'), 429);
    expect(refused.json()).toMatchObject({
      code: NETWORK_BUSY,
      message: HOLD_BUDGET_MESSAGES.networkBusy(true),
    });
    // By card, the day's budget bounds the hold, not the network's allowance.
    await booked({ ...honest.request, paymentType: 'PayViaCard' }, '10.99.1.2');

    // A regular whose phone WhatsApp proved books from the same address with no code.
    const regular = stranger(daysFromToday(8), 8);
    const first = await booked(regular.request, regular.ip);
    expectStatus(await confirm(first.accessToken, (await codesFor(regular.request)).phone), 200);
    const again = { ...regular.request, selectedDate: day, selectedSlots: [slotLabel(15)] };
    await booked(again, '10.99.1.3');
  });

  it('is exact when many book at once', async () => {
    const day = daysFromToday(9);
    const racers = Array.from({ length: 12 }, (_, i) => stranger(day, i, 'Court 2'));
    const answers = await Promise.all(racers.map(({ request, ip }) => book(request, ip)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(2).fill(201), ...Array(10).fill(403)]);
  });
});

import {
  PAYMENT_MESSAGES,
  adminBookingSchema,
  auditListSchema,
  checkoutStatusSchema,
  orderPlacedSchema,
  productListSchema,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, orders } from '../../db/schema';
import { seedDemoMenu } from '../menu/demo-menu.seed';
import { CHECKOUT_COOKIE } from './checkout-cookie.service';
import type { Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday } from '../../../test/clock';
import { cookieAttributes, cookieFrom } from '../../../test/cookies';
import { expectStatus } from '../../../test/expect-status';
import { orderRequest, padelRequest } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp';
import { deliverStripeEvent, startStripeStandIn } from '../../../test/stripe-checkout';
import { createAdminTestApp, createTestApp, type TestApp } from '../../../test/test-app';

const KEYS = { secretKey: 'sk_test_payments123', webhookSecret: 'whsec_payments123' };

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  smtp = await startSmtpServer();
  ({ t, admin } = await createAdminTestApp({
    smtpUrl: smtp.url,
    stripe: { ...KEYS, apiUrl: stripe.apiUrl },
  }));
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await smtp?.close();
});

let slot = 0;
/** A fresh padel slot each call, a few days ahead, paid by card. */
const cardBooking = (overrides: Parameters<typeof padelRequest>[2] = {}) =>
  padelRequest(daysFromToday(3 + Math.floor(slot / 24)), slot++ % 24, {
    paymentType: 'PayViaCard',
    ...overrides,
  });

/** The checkout cookie a booking's answer set, as the browser that booked sends it back. */
const browserOf = (booked: { response: Response }) => cookieFrom(booked.response, CHECKOUT_COOKIE);

/** The result page's question, from a browser sending `cookie` (or from anyone else). */
const checkoutStatus = async (sessionId: string, cookie?: string) =>
  checkoutStatusSchema.parse(
    expectStatus(
      await t.api.get(`/api/payments/checkout/${sessionId}`, {
        headers: cookie === undefined ? {} : { cookie },
      }),
      200,
    ).json(),
  );

const deliver = (event: { payload: string; signature: string }) => deliverStripeEvent(t.api, event);

async function adminView(id: number) {
  const response = expectStatus(await admin.get(`/api/bookings/${id}`), 200);
  return adminBookingSchema.array().parse(response.json())[0]!;
}

describe('a booking paid by card', () => {
  it('answers 201 with the payment page; the checkout is for the advance, in paisa, once', async () => {
    const request = cardBooking({ email: 'card@example.test' });
    const { row, ...answer } = await bookThroughApi(t, request);
    expect(answer.checkoutUrl).toBe(stripe.sessions.get(row.checkoutSessionId!)!.url);
    expect(row).toMatchObject({ status: 'Pending', paymentStatus: 'UnPaid' });
    const created = stripe.created.at(-1)!;
    expect(created.idempotencyKey).toBe(`booking-${row.id}-advance`);
    expect(created.form).toMatchObject({
      client_reference_id: `booking-${row.id}`,
      'line_items[0][price_data][currency]': 'pkr',
      'line_items[0][price_data][unit_amount]': String((row.amount / 2) * 100),
      mode: 'payment',
    });
    // The slot is held while the customer pays.
    expectStatus(
      await t.api.post('/api/create-booking', { ...request, paymentType: 'PayLater' }),
      409,
    );
    // Nothing is sent before the advance arrives.
    expect(smtp.mailsTo('card@example.test')).toEqual([]);
  });

  it('becomes 50%Paid by card on its signed event, once however often it is delivered', async () => {
    const { row, ...answer } = await bookThroughApi(t, cardBooking({ email: 'paid@example.test' }));
    const browser = browserOf(answer);
    const status = () => checkoutStatus(row.checkoutSessionId!, browser);
    expect(await status()).toEqual({
      kind: 'booking',
      status: 'pending',
      accessToken: answer.accessToken,
    });

    stripe.pay(row.checkoutSessionId!);
    const event = stripe.signedEvent('checkout.session.completed', row.checkoutSessionId!);
    expectStatus(await deliver(event), 200);
    const paid = await adminView(row.id);
    expect(paid).toMatchObject({
      PaymentStatus: '50%Paid',
      paymentType: 'PayViaCard',
      remainingBalance: row.amount - row.amount / 2,
      cardPayment: { amount: row.amount / 2 },
    });
    expect(paid.cardPayment!.reference).toMatch(/^pi_/);
    expect((await status()).status).toBe('paid');
    const mail = await smtp.waitForMail('paid@example.test');
    expect(mail.subject).toMatch(/^Booking received/);

    // The same event again changes nothing and sends nothing more.
    expectStatus(await deliver(event), 200);
    expect(await adminView(row.id)).toEqual(paid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mailsTo('paid@example.test')).toHaveLength(1);
  });

  it("answers the booking's token only to the browser that started the checkout", async () => {
    const { row, response, ...answer } = await bookThroughApi(t, cardBooking());
    const browser = browserOf({ response });
    const sessionId = row.checkoutSessionId!;
    expect(cookieAttributes(response, CHECKOUT_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/payments/checkout',
    });
    stripe.pay(sessionId);
    expectStatus(await deliver(stripe.signedEvent('checkout.session.completed', sessionId)), 200);
    expect(await checkoutStatus(sessionId, browser)).toEqual({
      kind: 'booking',
      status: 'paid',
      accessToken: answer.accessToken,
    });

    // Anyone else who has the id (from a log, say) learns the status and nothing more.
    const statusOnly = { kind: 'booking', status: 'paid' };
    expect(await checkoutStatus(sessionId)).toEqual(statusOnly);
    const other = browserOf(await bookThroughApi(t, cardBooking()));
    expect(await checkoutStatus(sessionId, other)).toEqual(statusOnly);
    // A cookie naming this checkout but signed for another: made up, so ignored.
    const otherSigned = decodeURIComponent(other.slice(`${CHECKOUT_COOKIE}=`.length));
    const forged = `${sessionId}${otherSigned.slice(otherSigned.lastIndexOf('.'))}`;
    for (const cookie of [
      `${CHECKOUT_COOKIE}=${encodeURIComponent(forged)}`,
      `${CHECKOUT_COOKIE}=${sessionId}`,
      `${CHECKOUT_COOKIE}=%E0%A4%A`,
    ]) {
      expect(await checkoutStatus(sessionId, cookie)).toEqual(statusOnly);
    }
  });

  it('keeps a booking cancelled when its advance arrives afterwards, and gives the money back', async () => {
    const { row } = await bookThroughApi(t, cardBooking({ email: 'too-late@example.test' }));
    expectStatus(
      await admin.patch(`/api/booking/update/${row.id}/`, {
        action: 'cancel',
        cancelReason: 'Court repairs',
      }),
      200,
    );
    stripe.pay(row.checkoutSessionId!);
    const event = stripe.signedEvent('checkout.session.completed', row.checkoutSessionId!);
    expectStatus(await deliver(event), 200);
    const view = await adminView(row.id);
    expect(view).toMatchObject({
      status: 'Booking Cancelled',
      PaymentStatus: 'UnPaid',
      cardPayment: { amount: row.amount / 2 },
    });
    // Due, or already sent back by the refund job's round: either way it is going back.
    expect(view.refund).toMatchObject({ amount: row.amount / 2, method: 'card-online' });
    const audit = auditListSchema.parse(
      expectStatus(
        await admin.get(`/api/audit-log?entity=booking&entityId=${row.id}&action=card-payment`),
        200,
      ).json(),
    );
    expect(audit.map((entry) => [entry.actor.type, entry.after])).toEqual([
      ['system', { PaymentStatus: 'UnPaid', amount: row.amount / 2, asked: row.amount / 2 }],
    ]);
    // The same event again records nothing more.
    expectStatus(await deliver(event), 200);
    expect((await adminView(row.id)).cardPayment).toEqual(view.cardPayment);
  });

  it('sets no checkout cookie for a booking paid later', async () => {
    const response = expectStatus(
      await t.api.post('/api/create-booking', cardBooking({ paymentType: 'PayLater' })),
      201,
    );
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a bad or missing signature with 400, changing nothing', async () => {
    const { row } = await bookThroughApi(t, cardBooking());
    stripe.pay(row.checkoutSessionId!);
    const event = stripe.signedEvent('checkout.session.completed', row.checkoutSessionId!);
    const forged = await deliver({
      ...event,
      signature: event.signature.replace(/v1=\w+/, `v1=${'0'.repeat(64)}`),
    });
    expectStatus(forged, 400);
    expect(forged.json().message).toBe(PAYMENT_MESSAGES.badSignature);
    const tampered = await deliver({
      ...event,
      payload: event.payload.replace('"paid"', '"unpaid"'),
    });
    expectStatus(tampered, 400);
    expectStatus(
      await t.api.post('/api/payments/webhook', event.payload, {
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    expect((await adminView(row.id)).PaymentStatus).toBe('UnPaid');
  });

  it('answers 200 to an event for a checkout it does not know, changing nothing', async () => {
    const { row } = await bookThroughApi(t, cardBooking());
    // A checkout made elsewhere on the same account.
    await t.app.db.update(bookings).set({ checkoutSessionId: null }).where(eq(bookings.id, row.id));
    stripe.pay(row.checkoutSessionId!);
    const event = stripe.signedEvent('checkout.session.completed', row.checkoutSessionId!);
    expectStatus(await deliver(event), 200);
    expect((await adminView(row.id)).PaymentStatus).toBe('UnPaid');
  });

  it('is cancelled with "Payment not completed" when its checkout expires, and the slot is free', async () => {
    const request = cardBooking({ email: 'lapsed@example.test' });
    const { row } = await bookThroughApi(t, request);
    stripe.lapse(row.checkoutSessionId!);
    expectStatus(
      await deliver(stripe.signedEvent('checkout.session.expired', row.checkoutSessionId!)),
      200,
    );
    expect(await adminView(row.id)).toMatchObject({
      status: 'Booking Cancelled',
      cancelReason: PAYMENT_MESSAGES.notCompleted,
      disabled: true,
    });
    expectStatus(
      await t.api.post('/api/create-booking', { ...request, paymentType: 'PayLater' }),
      201,
    );
  });
});

describe('when no event comes', () => {
  it('the worker ends the checkout once the hold is over, cancelling the booking', async () => {
    const own = await createTestApp(
      { stripe: { ...KEYS, apiUrl: stripe.apiUrl }, cardHoldMinutes: 0 },
      { messageWorker: { jobEveryMs: 100 } },
    );
    try {
      const request = padelRequest(daysFromToday(20), 9, { paymentType: 'PayViaCard' });
      const first = expectStatus(await own.api.post('/api/create-booking', request), 201);
      const token = first.json().accessToken as string;
      for (let i = 0; i < 100; i++) {
        const view = (await own.api.get(`/api/my-booking/${token}`)).json();
        if (view.status === 'Booking Cancelled') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const view = (await own.api.get(`/api/my-booking/${token}`)).json();
      expect(view).toMatchObject({
        status: 'Booking Cancelled',
        cancelReason: PAYMENT_MESSAGES.notCompleted,
      });
      const [row] = await own.app.db.select().from(bookings).where(eq(bookings.accessToken, token));
      expect(stripe.sessions.get(row!.checkoutSessionId!)?.status).toBe('expired');
      expectStatus(
        await own.api.post('/api/create-booking', { ...request, paymentType: 'PayLater' }),
        201,
      );
    } finally {
      await own.close();
    }
  });
});

describe('a café order paid by card', () => {
  it('answers the payment page for its total, and becomes paid on its event', async () => {
    await seedDemoMenu(t.app.db);
    const [product] = productListSchema.parse((await t.api.get('/api/get-products')).json());
    const response = await t.api.post(
      '/api/add-order',
      orderRequest([{ Product_ID: product!.id, Product_Quantity: 2 }], {
        paymentMethod: 'card',
        customer_Email: 'order@example.test',
      }),
    );
    expectStatus(response, 201);
    const placed = orderPlacedSchema.parse(response.json());
    expect(placed.order.paymentStatus).toBe('unpaid');
    expect(placed.checkoutUrl).toMatch(/\/pay\/cs_test_/);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.order.id));
    const created = stripe.created.at(-1)!;
    expect(created.form['line_items[0][price_data][unit_amount]']).toBe(
      String(placed.order.total_Price * 100),
    );
    expect(created.form.client_reference_id).toBe(`order-${placed.order.id}`);

    stripe.pay(row!.checkoutSessionId!);
    expectStatus(
      await deliver(stripe.signedEvent('checkout.session.completed', row!.checkoutSessionId!)),
      200,
    );
    const status = checkoutStatusSchema.parse(
      (await t.api.get(`/api/payments/checkout/${row!.checkoutSessionId}`)).json(),
    );
    expect(status).toEqual({ kind: 'order', status: 'paid', orderId: placed.order.id });
    const listed = (await admin.get('/api/get-order')).json() as {
      id: number;
      paymentStatus: string;
    }[];
    expect(listed.find((order) => order.id === placed.order.id)?.paymentStatus).toBe('paid');
    await smtp.waitForMail('order@example.test');
  });

  it('leaves the cash flow as it was', async () => {
    const [product] = productListSchema.parse((await t.api.get('/api/get-products')).json());
    const response = await t.api.post(
      '/api/add-order',
      orderRequest([{ Product_ID: product!.id, Product_Quantity: 1 }]),
    );
    const placed = orderPlacedSchema.parse(expectStatus(response, 201).json());
    expect(placed.checkoutUrl).toBeUndefined();
    expect(placed.order).toMatchObject({ paymentMethod: 'cash', paymentStatus: 'unpaid' });
  });
});

describe('without a payment provider', () => {
  it('refuses card payment with a message and takes pay-later bookings as before', async () => {
    const plain = await createTestApp();
    try {
      const refused = await plain.api.post(
        '/api/create-booking',
        padelRequest(daysFromToday(4), 10, { paymentType: 'PayViaCard' }),
      );
      expectStatus(refused, 400);
      expect(refused.json().message).toBe(PAYMENT_MESSAGES.cardUnavailable);
      expectStatus(
        await plain.api.post('/api/create-booking', padelRequest(daysFromToday(4), 10)),
        201,
      );
      expectStatus(await plain.api.post('/api/payments/webhook', '{}'), 404);
    } finally {
      await plain.close();
    }
  });

  it('answers 503 and frees the slot when the provider cannot be reached', async () => {
    const down = await createTestApp({
      stripe: { ...KEYS, apiUrl: 'http://127.0.0.1:1' },
    });
    try {
      const request = padelRequest(daysFromToday(5), 11, { paymentType: 'PayViaCard' });
      const response = await down.api.post('/api/create-booking', request);
      expectStatus(response, 503);
      expect(response.json().message).toBe(PAYMENT_MESSAGES.providerDown);
      expectStatus(
        await down.api.post('/api/create-booking', { ...request, paymentType: 'PayLater' }),
        201,
      );
    } finally {
      await down.close();
    }
  });
});

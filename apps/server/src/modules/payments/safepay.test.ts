import {
  PAYMENT_MESSAGES,
  adminBookingSchema,
  auditListSchema,
  checkoutStatusSchema,
  orderPlacedSchema,
  productListSchema,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { orderRequest, padelRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { deliverSafepayEvent, startSafepayStandIn } from '../../../test/safepay-checkout';
import { createAdminTestApp, createTestApp, type TestApp } from '../../../test/test-app';
import { bookings, moneyMovements, orders, refunds } from '../../db/schema';
import { seedDemoMenu } from '../menu/demo-menu.seed';
import { holdExpiryJob } from './hold-expiry.job';

/**
 * Safepay behind the provider interface (docs/payments.md#safepay), against a local stand-in
 * speaking Safepay's wire format: the advance, a café order, the signed webhook applied once, the
 * hold's end, and refunds staff pay back by hand (docs/payments.md#refunds-by-hand).
 */
const KEYS = {
  apiKey: 'sec_3f1c9a2e-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
  secretKey: 'a'.repeat(32) + 'b'.repeat(32),
  webhookSecret: 'c'.repeat(32) + 'd'.repeat(32),
};

let safepay: Awaited<ReturnType<typeof startSafepayStandIn>>;
let t: TestApp;
let admin: Api;
let staff: Api;

const settings = () => ({
  ...KEYS,
  environment: 'sandbox' as const,
  apiUrl: safepay.apiUrl,
});

beforeAll(async () => {
  safepay = await startSafepayStandIn(KEYS);
  ({ t, admin } = await createAdminTestApp({ safepay: settings() }, { messageWorker: false }));
  await seedDemoMenu(t.app.db);
  staff = t.api.as(await signIn(t.api, await given.admin(t.app.db, { role: 'staff' })));
});

afterAll(async () => {
  await t?.close();
  await safepay?.close();
});

let slot = 0;
/** A fresh padel slot each call, a few days ahead, paid by card. */
const cardBooking = () =>
  padelRequest(daysFromToday(3 + Math.floor(slot / 24)), slot++ % 24, {
    paymentType: 'PayViaCard',
  });

const deliver = (app: TestApp, event: { payload: string; signature: string }) =>
  deliverSafepayEvent(app.api, event);

const paidEvent = (tracker: string) => {
  safepay.pay(tracker);
  return safepay.signedEvent('payment:created', tracker);
};

const ledgerOf = (app: TestApp, where: { bookingId: number } | { orderId: number }) =>
  app.app.db
    .select()
    .from(moneyMovements)
    .where(
      'bookingId' in where
        ? eq(moneyMovements.bookingId, where.bookingId)
        : eq(moneyMovements.orderId, where.orderId),
    );

async function adminView(id: number, as: Api = admin) {
  const response = expectStatus(await as.get(`/api/bookings/${id}`), 200);
  return adminBookingSchema.array().parse(response.json())[0]!;
}

const checkoutStatus = async (app: TestApp, id: string) =>
  checkoutStatusSchema.parse(
    expectStatus(await app.api.get(`/api/payments/checkout/${id}`), 200).json(),
  );

async function placeCardOrder(app: TestApp = t) {
  const [product] = productListSchema.parse((await app.api.get('/api/get-products')).json());
  const response = await app.api.post(
    '/api/add-order',
    orderRequest([{ Product_ID: product!.id, Product_Quantity: 2 }], { paymentMethod: 'card' }),
  );
  const placed = orderPlacedSchema.parse(expectStatus(response, 201).json());
  const [row] = await app.app.db.select().from(orders).where(eq(orders.id, placed.order.id));
  return { placed, row: row! };
}

describe('a booking advance paid through Safepay', () => {
  it("opens a tracker for the advance in rupees and sends the customer to Safepay's page", async () => {
    const { row, checkoutUrl } = await bookThroughApi(t, cardBooking());
    const tracker = row.checkoutSessionId!;
    expect(tracker).toMatch(/^track_/);
    expect(safepay.created.at(-1)).toEqual({
      client: KEYS.apiKey,
      amount: row.amount / 2,
      currency: 'PKR',
      environment: 'sandbox',
    });
    const page = new URL(checkoutUrl!);
    expect(`${page.origin}${page.pathname}`).toBe(`${safepay.apiUrl}/checkout/pay`);
    expect(Object.fromEntries(page.searchParams)).toEqual({
      beacon: tracker,
      env: 'sandbox',
      order_id: `booking-${row.id}`,
      redirect_url: `${t.config.publicBookingUrl}/success?session_id=${tracker}`,
      cancel_url: expect.stringContaining(t.config.publicBookingUrl),
      source: 'custom',
      webhooks: 'true',
    });
    expect(row).toMatchObject({ status: 'Pending', paymentStatus: 'UnPaid' });
  });

  it('becomes 50%Paid by card on the signed webhook: ten deliveries, one ledger row, one effect', async () => {
    const { row } = await bookThroughApi(t, cardBooking());
    const tracker = row.checkoutSessionId!;
    expect((await checkoutStatus(t, tracker)).status).toBe('pending');
    const event = paidEvent(tracker);
    for (let delivery = 0; delivery < 10; delivery++) {
      expectStatus(await deliver(t, event), 200);
    }
    expect(await adminView(row.id)).toMatchObject({
      PaymentStatus: '50%Paid',
      paymentType: 'PayViaCard',
      cardPayment: { amount: row.amount / 2, reference: tracker },
      refund: null,
    });
    const rows = await ledgerOf(t, { bookingId: row.id });
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'advance',
        method: 'card-online',
        amount: row.amount / 2,
        reference: tracker,
        actorType: 'system',
      }),
    ]);
    const audit = auditListSchema.parse(
      expectStatus(
        await admin.get(`/api/audit-log?entity=booking&entityId=${row.id}&action=card-payment`),
        200,
      ).json(),
    );
    expect(audit).toHaveLength(1);
    expect((await checkoutStatus(t, tracker)).status).toBe('paid');
  });

  it('refuses a bad, tampered or missing signature with 400, changing nothing', async () => {
    const { row } = await bookThroughApi(t, cardBooking());
    const event = paidEvent(row.checkoutSessionId!);
    const attempts = [
      { ...event, signature: '0'.repeat(128) },
      { ...event, signature: 'not hex at all' },
      { ...event, payload: event.payload.replace(/"amount":"\d+"/, '"amount":"1"') },
      { ...event, payload: 'not json' },
    ];
    for (const attempt of attempts) {
      const response = expectStatus(await deliver(t, attempt), 400, attempt.signature);
      expect(response.json()).toMatchObject({
        message: PAYMENT_MESSAGES.badSignature,
        code: 'BAD_SIGNATURE',
      });
    }
    // The signature in another provider's header is no signature.
    expectStatus(
      await t.api.post('/api/payments/webhook', event.payload, {
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      }),
      400,
    );
    expect((await adminView(row.id)).PaymentStatus).toBe('UnPaid');
    expect(await ledgerOf(t, { bookingId: row.id })).toEqual([]);
  });

  it('answers 200 to an event that is not a payment, changing nothing', async () => {
    const { row } = await bookThroughApi(t, cardBooking());
    const event = safepay.signedEvent('error:occurred', row.checkoutSessionId!);
    expectStatus(await deliver(t, event), 200);
    expect((await adminView(row.id)).PaymentStatus).toBe('UnPaid');
  });

  it('answers 503 and frees the slot when Safepay cannot be reached', async () => {
    const request = cardBooking();
    safepay.setFailing(true);
    try {
      const response = expectStatus(await t.api.post('/api/create-booking', request), 503);
      expect(response.json().message).toBe(PAYMENT_MESSAGES.providerDown);
    } finally {
      safepay.setFailing(false);
    }
    expectStatus(
      await t.api.post('/api/create-booking', { ...request, paymentType: 'PayLater' }),
      201,
    );
  });
});

describe('a café order paid through Safepay', () => {
  it('opens a tracker for its total and becomes paid on its event, one ledger row', async () => {
    const { placed, row } = await placeCardOrder();
    const tracker = row.checkoutSessionId!;
    expect(placed.checkoutUrl).toContain(`beacon=${tracker}`);
    expect(placed.checkoutUrl).toContain(`order_id=order-${placed.order.id}`);
    expect(safepay.created.at(-1)).toMatchObject({ amount: placed.order.total_Price });
    const event = paidEvent(tracker);
    expectStatus(await deliver(t, event), 200);
    expectStatus(await deliver(t, event), 200);
    expect(await checkoutStatus(t, tracker)).toEqual({
      kind: 'order',
      status: 'paid',
      orderId: placed.order.id,
    });
    expect(await ledgerOf(t, { orderId: placed.order.id })).toEqual([
      expect.objectContaining({
        kind: 'order',
        method: 'card-online',
        amount: placed.order.total_Price,
        reference: tracker,
      }),
    ]);
  });
});

describe('refunds, which Safepay leaves to staff', () => {
  it('keeps a cancelled card order’s refund due until staff record how they paid it back', async () => {
    const { placed, row } = await placeCardOrder();
    expectStatus(await deliver(t, paidEvent(row.checkoutSessionId!)), 200);
    const cancelled = expectStatus(
      await staff.patch(`/api/orders/${placed.order.id}/cancel`, { cancelReason: 'Out of milk' }),
      200,
    );
    expect(cancelled.json().order).toMatchObject({
      refund: { status: 'due', method: 'card-online' },
    });
    const record = (body: unknown, as: Api = staff) =>
      as.post(`/api/refunds/order/${placed.order.id}/record`, body);

    // Bad input is refused with a message, and changes nothing.
    for (const body of [
      {},
      { method: 'card-online', reference: 'x' },
      { method: 'cash', reference: '   ' },
      { method: 'cash', reference: 'x'.repeat(121) },
      { method: 'cash' },
    ]) {
      const response = expectStatus(await record(body), 400, JSON.stringify(body));
      expect(response.json().message).toEqual(expect.any(String));
    }
    expectStatus(await record({ method: 'cash', reference: 'x' }, t.api), 401);
    expectStatus(
      await staff.post('/api/refunds/series/1/record', { method: 'cash', reference: 'x' }),
      400,
    );

    const done = expectStatus(await record({ method: 'cash', reference: ' Handed by Sami ' }), 200);
    expect(done.json().message).toBe(PAYMENT_MESSAGES.refundRecorded);
    const [after] = await t.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, placed.order.id));
    expect(after).toMatchObject({ status: 'refunded', reference: 'Handed by Sami' });
    const rows = await ledgerOf(t, { orderId: placed.order.id });
    expect(rows.map((r) => [r.kind, r.method, r.amount, r.reference, r.actorType])).toEqual([
      ['order', 'card-online', placed.order.total_Price, row.checkoutSessionId, 'system'],
      ['refund', 'cash', -placed.order.total_Price, 'Handed by Sami', 'admin'],
    ]);
    const audit = auditListSchema.parse(
      expectStatus(
        await admin.get(`/api/audit-log?entity=order&entityId=${placed.order.id}&action=refund`),
        200,
      ).json(),
    );
    expect(audit.map((entry) => [entry.actor.type, entry.after])).toEqual([
      [
        'admin',
        {
          refund: 'refunded',
          amount: placed.order.total_Price,
          method: 'cash',
          reference: 'Handed by Sami',
        },
      ],
    ]);

    // Recorded once: a second record finds nothing due.
    const again = expectStatus(await record({ method: 'cash', reference: 'again' }), 409);
    expect(again.json()).toMatchObject({ code: 'NO_REFUND_DUE' });
    expect(await ledgerOf(t, { orderId: placed.order.id })).toHaveLength(2);
    expectStatus(
      await staff.post('/api/refunds/booking/999999/record', { method: 'raast', reference: 'R1' }),
      409,
    );
  });
});

describe('a hold not paid in time', () => {
  it('frees the slots when the hold ends; a payment that comes later is due back to staff', async () => {
    const own = await createTestApp({ safepay: settings() }, { messageWorker: false });
    try {
      const request = cardBooking();
      const { row } = await bookThroughApi(own, request);
      const tracker = row.checkoutSessionId!;
      const afterTheHold = () =>
        new Date(testClock().getTime() + (own.config.cardHoldMinutes + 1) * 60_000);
      const job = holdExpiryJob(
        { db: own.app.db, log: own.app.log, payables: own.app.payables },
        own.app.checkout!.provider,
        own.config.cardHoldMinutes,
        afterTheHold,
      );
      await job.run();
      const [lapsed] = await own.app.db.select().from(bookings).where(eq(bookings.id, row.id));
      expect(lapsed).toMatchObject({
        status: 'Booking Cancelled',
        cancelReason: PAYMENT_MESSAGES.notCompleted,
      });
      expect((await checkoutStatus(own, tracker)).status).toBe('expired');
      expectStatus(
        await own.api.post('/api/create-booking', { ...request, paymentType: 'PayLater' }),
        201,
      );

      // Safepay's page still took the money: it is recorded, and due back.
      expectStatus(await deliver(own, paidEvent(tracker)), 200);
      const ownAdmin = await own.asAdmin();
      const view = await adminView(row.id, ownAdmin);
      expect(view).toMatchObject({
        status: 'Booking Cancelled',
        cardPayment: { amount: row.amount / 2 },
        refund: { status: 'due', amount: row.amount / 2, method: 'card-online' },
      });
      // The rounds of the worker leave it due: Safepay cannot refund.
      await job.run();
      expectStatus(
        await ownAdmin.post(`/api/refunds/booking/${row.id}/record`, {
          method: 'jazzcash',
          reference: 'JC-778812',
        }),
        200,
      );
      const after = await adminView(row.id, ownAdmin);
      expect(after.refund).toMatchObject({ status: 'refunded', method: 'jazzcash' });
      expect(after.refunds).toEqual([
        expect.objectContaining({
          method: 'card-online',
          paidBackBy: 'jazzcash',
          reference: 'JC-778812',
        }),
      ]);
      const rows = await ledgerOf(own, { bookingId: row.id });
      expect(rows.map((r) => [r.kind, r.method, r.amount])).toEqual([
        ['advance', 'card-online', row.amount / 2],
        ['refund', 'jazzcash', -row.amount / 2],
      ]);
    } finally {
      await own.close();
    }
  });
});

describe('with a provider that refunds by itself', () => {
  it('refuses to record a refund by hand', async () => {
    const stripe = await createTestApp({
      stripe: {
        secretKey: 'sk_test_safepay1',
        webhookSecret: 'whsec_safepay1',
        apiUrl: 'http://127.0.0.1:1',
      },
    });
    try {
      // A card advance owed back, which Stripe (away here) refunds by itself once it answers.
      const booking = await given.booking(stripe.app.db, {
        cardAdvance: 'paid',
        status: 'Booking Confirmed',
      });
      const owner = await stripe.asAdmin();
      expectStatus(
        await owner.patch(`/api/booking/update/${booking.id}/`, {
          action: 'cancel',
          cancelReason: 'Rain',
        }),
        200,
      );
      const response = expectStatus(
        await owner.post(`/api/refunds/booking/${booking.id}/record`, {
          method: 'cash',
          reference: 'x',
        }),
        409,
      );
      expect(response.json()).toMatchObject({
        message: PAYMENT_MESSAGES.refundByProvider,
        code: 'REFUND_BY_PROVIDER',
      });
    } finally {
      await stripe.close();
    }
  });
});

import {
  PAYMENT_MESSAGES,
  adminBookingSchema,
  bookingMoney,
  orderPlacedSchema,
  orderSchema,
  productListSchema,
  type AdminBooking,
} from '@padel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { orderRequest, padelRequest } from '../../../test/factories';
import { deliverSafepayEvent, startSafepayStandIn } from '../../../test/safepay-checkout';
import { deliverStripeEvent, startStripeStandIn } from '../../../test/stripe-checkout';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { bookings, moneyMovements, orders, refunds } from '../../db/schema';
import { seedDemoMenu } from '../menu/demo-menu.seed';

/**
 * A provider's payment counts only for what its checkout asked (docs/payments.md#amount-asked),
 * with each provider's own units on the wire (Stripe's paisa, Safepay's rupees in its
 * notification): less is recorded as it came and leaves the booking owing (a café order is
 * cancelled and its money owed back), more pays what was asked and the excess is owed back.
 */

const STRIPE_KEYS = { secretKey: 'sk_test_asked123', webhookSecret: 'whsec_asked123' };
const SAFEPAY_KEYS = {
  apiKey: 'sec_3f1c9a2e-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
  secretKey: 'e'.repeat(64),
  webhookSecret: 'f'.repeat(64),
};

/** One provider as the tests drive it: pay a checkout for `rupees` and deliver its signed event. */
interface Provider {
  name: string;
  t: TestApp;
  admin: Api;
  payFor(checkoutId: string, rupees: number): Promise<void>;
  close(): Promise<void>;
}

async function stripeProvider(): Promise<Provider> {
  const stripe = await startStripeStandIn(STRIPE_KEYS);
  const { t, admin } = await createAdminTestApp(
    { stripe: { ...STRIPE_KEYS, apiUrl: stripe.apiUrl } },
    { messageWorker: false },
  );
  return {
    name: 'Stripe',
    t,
    admin,
    async payFor(id, rupees) {
      stripe.pay(id, rupees);
      const event = stripe.signedEvent('checkout.session.completed', id);
      expectStatus(await deliverStripeEvent(t.api, event), 200);
      // Sent again, it records nothing more.
      expectStatus(
        await deliverStripeEvent(t.api, stripe.signedEvent('checkout.session.completed', id)),
        200,
      );
    },
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

async function safepayProvider(): Promise<Provider> {
  const safepay = await startSafepayStandIn(SAFEPAY_KEYS);
  const { t, admin } = await createAdminTestApp(
    { safepay: { ...SAFEPAY_KEYS, environment: 'sandbox', apiUrl: safepay.apiUrl } },
    { messageWorker: false },
  );
  return {
    name: 'Safepay',
    t,
    admin,
    async payFor(tracker, rupees) {
      safepay.pay(tracker, rupees);
      for (let delivery = 0; delivery < 2; delivery++) {
        const event = safepay.signedEvent('payment:created', tracker);
        expectStatus(await deliverSafepayEvent(t.api, event), 200);
      }
    },
    close: async () => {
      await t.close();
      await safepay.close();
    },
  };
}

const providers: Provider[] = [];
beforeAll(async () => {
  providers.push(await stripeProvider(), await safepayProvider());
  for (const provider of providers) await seedDemoMenu(provider.t.app.db);
});
afterAll(async () => {
  await Promise.all(providers.map((provider) => provider.close()));
});

let slot = 0;
/** A fresh padel slot each call, a few days ahead, paid by card. */
const cardBooking = () =>
  padelRequest(daysFromToday(3 + Math.floor(slot / 24)), slot++ % 24, {
    paymentType: 'PayViaCard',
  });

async function adminView(p: Provider, id: number): Promise<AdminBooking> {
  const response = expectStatus(await p.admin.get(`/api/bookings/${id}`), 200);
  return adminBookingSchema.array().parse(response.json())[0]!;
}

async function checkoutOf(p: Provider, id: number) {
  const [row] = await p.t.app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

const ledgerOf = (p: Provider, where: { bookingId: number } | { orderId: number }) =>
  p.t.app.db
    .select({
      kind: moneyMovements.kind,
      method: moneyMovements.method,
      amount: moneyMovements.amount,
    })
    .from(moneyMovements)
    .where(
      'bookingId' in where
        ? eq(moneyMovements.bookingId, where.bookingId)
        : eq(moneyMovements.orderId, where.orderId),
    )
    .orderBy(moneyMovements.id);

const refundsOf = (p: Provider, where: { bookingId: number } | { orderId: number }) =>
  p.t.app.db
    .select({ method: refunds.method, amount: refunds.amount, reason: refunds.reason })
    .from(refunds)
    .where(
      'bookingId' in where
        ? eq(refunds.bookingId, where.bookingId)
        : eq(refunds.orderId, where.orderId),
    );

/** A card café order placed for two of the first product: its id, total and checkout. */
async function cardOrder(p: Provider) {
  const [product] = productListSchema.parse((await p.t.api.get('/api/get-products')).json());
  const response = await p.t.api.post(
    '/api/add-order',
    orderRequest([{ Product_ID: product!.id, Product_Quantity: 2 }], { paymentMethod: 'card' }),
  );
  const placed = orderPlacedSchema.parse(expectStatus(response, 201).json());
  const [row] = await p.t.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, placed.order.id)));
  return {
    id: placed.order.id,
    total: placed.order.total_Price,
    checkoutId: row!.checkoutSessionId!,
  };
}

async function adminOrder(p: Provider, id: number) {
  const listed = orderSchema
    .array()
    .parse(expectStatus(await p.admin.get('/api/get-order'), 200).json());
  return listed.find((order) => order.id === id)!;
}

describe.each(['Stripe', 'Safepay'])('a card payment through %s', (name) => {
  const provider = () => providers.find((p) => p.name === name)!;

  it('for less than the advance asked is recorded as it came, and the booking owes the rest', async () => {
    const p = provider();
    const { row } = await bookThroughApi(p.t, cardBooking());
    const advance = row.amount / 2;
    expect((await checkoutOf(p, row.id)).checkoutAmount).toBe(advance);

    await p.payFor(row.checkoutSessionId!, 100);

    const view = await adminView(p, row.id);
    // Not "Advance paid": still waiting for its advance, with what came counted as paid.
    expect(view).toMatchObject({
      status: 'Pending',
      PaymentStatus: 'UnPaid',
      advanceAsked: advance,
      cardPayment: { amount: 100 },
    });
    expect(bookingMoney(view)).toMatchObject({ paid: 100, owed: row.amount - 100 });
    expect(await ledgerOf(p, { bookingId: row.id })).toEqual([
      { kind: 'advance', method: 'card-online', amount: 100 },
    ]);
    expect(await refundsOf(p, { bookingId: row.id })).toEqual([]);

    // Staff confirm it and take the rest at the desk: only what was still owed.
    expectStatus(await p.admin.patch(`/api/booking/update/${row.id}/`, { action: 'confirm' }), 200);
    expectStatus(
      await p.admin.patch('/api/update-PaymentStatus', {
        id: row.id,
        PaymentStatus: '100%Paid',
        remaining_paymentType: 'PayViaCash',
      }),
      200,
    );
    expect(bookingMoney(await adminView(p, row.id))).toMatchObject({ paid: row.amount, owed: 0 });
    expect(await ledgerOf(p, { bookingId: row.id })).toEqual([
      { kind: 'advance', method: 'card-online', amount: 100 },
      { kind: 'balance', method: 'cash', amount: row.amount - 100 },
    ]);
  });

  it('for less, then cancelled by staff with the refund, owes back what came, to the card', async () => {
    const p = provider();
    const { row } = await bookThroughApi(p.t, cardBooking());
    await p.payFor(row.checkoutSessionId!, 100);
    expectStatus(
      await p.admin.patch(`/api/booking/update/${row.id}/`, {
        action: 'cancel',
        cancelReason: 'Paid too little',
        refundAdvance: true,
      }),
      200,
    );
    const view = await adminView(p, row.id);
    expect(bookingMoney(view)).toMatchObject({ paid: 100, refunded: 100, owed: 0 });
    expect(await refundsOf(p, { bookingId: row.id })).toEqual([
      { method: 'card-online', amount: 100, reason: null },
    ]);
  });

  it('for more than the advance asked pays the advance, and the excess is owed back', async () => {
    const p = provider();
    const { row } = await bookThroughApi(p.t, cardBooking());
    const advance = row.amount / 2;
    // Safepay's notification in paisa where rupees are documented: 100 times the advance.
    const came = advance * 100;
    await p.payFor(row.checkoutSessionId!, came);

    const view = await adminView(p, row.id);
    expect(view).toMatchObject({ PaymentStatus: '50%Paid', cardPayment: { amount: came } });
    // Still owing the rest of its price: what goes back is not toward it.
    expect(bookingMoney(view)).toMatchObject({
      paid: came,
      refunded: came - advance,
      owed: row.amount - advance,
      state: 'Refund due',
    });
    expect(await refundsOf(p, { bookingId: row.id })).toEqual([
      { method: 'card-online', amount: came - advance, reason: PAYMENT_MESSAGES.paidMoreThanAsked },
    ]);
  });

  it('arriving after its booking was cancelled reads as paid and owed back', async () => {
    const p = provider();
    const { row } = await bookThroughApi(p.t, cardBooking());
    expectStatus(
      await p.admin.patch(`/api/booking/update/${row.id}/`, {
        action: 'cancel',
        cancelReason: 'Court repairs',
      }),
      200,
    );
    await p.payFor(row.checkoutSessionId!, row.amount / 2);
    const money = bookingMoney(await adminView(p, row.id));
    expect(money).toMatchObject({ paid: row.amount / 2, refunded: row.amount / 2, owed: 0 });
    expect(money.paidHow).toBe('Card online');
  });

  it('for less than a café order asked keeps it out of the kitchen, cancelled, its money owed back', async () => {
    const p = provider();
    const order = await cardOrder(p);
    await p.payFor(order.checkoutId, 1);
    expect(await adminOrder(p, order.id)).toMatchObject({
      status: 'Cancelled',
      cancelReason: PAYMENT_MESSAGES.paidLessThanAsked,
    });
    expect(await ledgerOf(p, { orderId: order.id })).toEqual([
      { kind: 'order', method: 'card-online', amount: 1 },
    ]);
    expect(await refundsOf(p, { orderId: order.id })).toEqual([
      { method: 'card-online', amount: 1, reason: null },
    ]);
  });

  it('for more than a café order asked sends it to the kitchen and owes the excess back', async () => {
    const p = provider();
    const order = await cardOrder(p);
    await p.payFor(order.checkoutId, order.total + 500);
    expect(await adminOrder(p, order.id)).toMatchObject({
      status: 'Pending',
      paymentStatus: 'paid',
    });
    expect(await refundsOf(p, { orderId: order.id })).toEqual([
      { method: 'card-online', amount: 500, reason: PAYMENT_MESSAGES.paidMoreThanAsked },
    ]);
  });
});

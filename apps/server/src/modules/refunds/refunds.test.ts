import {
  adminBookingSchema,
  attentionSchema,
  bookingMoney,
  formatPrice,
  orderPlacedSchema,
  productListSchema,
  refundListSchema,
  type RefundItem,
} from '@padel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { bookPaidByCard, bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday, testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { orderRequest, padelRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { deliverSafepayEvent, startSafepayStandIn } from '../../../test/safepay-checkout';
import { startStripeStandIn } from '../../../test/stripe-checkout';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { notifications, orders } from '../../db/schema';
import { seedDemoMenu } from '../menu/demo-menu.seed';
import { refundJob } from '../payments/refunds.service';

/**
 * The refunds to follow (docs/payments.md#refunds-to-follow): a refund due lists until it is
 * done, then says how and when (the ledger's method); the customer hears it; the admin bar counts
 * it. Safepay leaves refunds to staff, Stripe makes them itself.
 */
const SAFEPAY_KEYS = {
  apiKey: 'sec_3f1c9a2e-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
  secretKey: 'a'.repeat(32) + 'b'.repeat(32),
  webhookSecret: 'c'.repeat(32) + 'd'.repeat(32),
};
const STRIPE_KEYS = { secretKey: 'sk_test_refunds123', webhookSecret: 'whsec_refunds123' };

const listOf = async (as: Api, query: string) =>
  refundListSchema.parse(expectStatus(await as.get(`/api/refunds${query}`), 200).json());

const find = (refunds: RefundItem[], kind: RefundItem['kind'], id: number) =>
  refunds.find((refund) => refund.kind === kind && refund.id === id);

const refundMessages = (t: TestApp, kind: 'booking-refunded' | 'order-refunded') =>
  t.app.db.select().from(notifications).where(eq(notifications.kind, kind));

describe('refunds staff pay back by hand (Safepay)', () => {
  let safepay: Awaited<ReturnType<typeof startSafepayStandIn>>;
  let t: TestApp;
  let staff: Api;

  beforeAll(async () => {
    safepay = await startSafepayStandIn(SAFEPAY_KEYS);
    ({ t } = await createAdminTestApp(
      {
        safepay: { ...SAFEPAY_KEYS, environment: 'sandbox' as const, apiUrl: safepay.apiUrl },
      },
      { messageWorker: false },
    ));
    await seedDemoMenu(t.app.db);
    staff = t.api.as(await signIn(t.api, await given.admin(t.app.db, { role: 'staff' })));
  });

  afterAll(async () => {
    await t?.close();
    await safepay?.close();
  });

  const pay = async (tracker: string) => {
    safepay.pay(tracker);
    expectStatus(
      await deliverSafepayEvent(t.api, safepay.signedEvent('payment:created', tracker)),
      200,
    );
  };

  it('lists a cancelled card order’s refund due until staff record it, then how and when', async () => {
    const [product] = productListSchema.parse((await t.api.get('/api/get-products')).json());
    const placed = orderPlacedSchema.parse(
      expectStatus(
        await t.api.post(
          '/api/add-order',
          orderRequest([{ Product_ID: product!.id, Product_Quantity: 1 }], {
            paymentMethod: 'card',
            customer_Email: 'refund.order@example.test',
          }),
        ),
        201,
      ).json(),
    );
    const orderId = placed.order.id;
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    await pay(row!.checkoutSessionId!);
    expectStatus(
      await staff.patch(`/api/orders/${orderId}/cancel`, { cancelReason: 'Out of milk' }),
      200,
    );

    const due = find((await listOf(staff, '?status=due')).refunds, 'order', orderId);
    expect(due).toMatchObject({
      status: 'due',
      amount: placed.order.total_Price,
      madeBy: 'staff',
      method: null,
      refundedAt: null,
    });
    expect(due!.customerName).toEqual(expect.any(String));
    // The admin bar counts it while it is due.
    const counted = attentionSchema.parse(
      expectStatus(await staff.get('/api/attention'), 200).json(),
    );
    expect(counted.refundsDue).toBeGreaterThanOrEqual(1);
    // Not done yet: today's done list does not have it.
    expect(find((await listOf(staff, '?status=done')).refunds, 'order', orderId)).toBeUndefined();

    expectStatus(
      await staff.post(`/api/refunds/order/${orderId}/record`, {
        method: 'jazzcash',
        reference: 'JC-4471',
      }),
      200,
    );
    expect(find((await listOf(staff, '?status=due')).refunds, 'order', orderId)).toBeUndefined();
    const done = await listOf(staff, `?status=done&from=${testToday()}&to=${testToday()}`);
    expect(find(done.refunds, 'order', orderId)).toMatchObject({
      status: 'refunded',
      method: 'jazzcash',
      reference: 'JC-4471',
      madeBy: 'staff',
      businessDay: expect.any(String),
      refundedAt: expect.any(String),
    });
    const after = attentionSchema.parse(
      expectStatus(await staff.get('/api/attention'), 200).json(),
    );
    expect(after.refundsDue).toBe(counted.refundsDue! - 1);

    // The customer is told how and when, once.
    const messages = (await refundMessages(t, 'order-refunded')).filter(
      (message) => message.recipient === 'refund.order@example.test',
    );
    expect(messages).toHaveLength(1);
    const text = (messages[0]!.body as { text: string }).text;
    expect(text).toContain(`order #${orderId}`);
    expect(text).toContain('to your JazzCash account');
    expect(text).toMatch(/on \w+day, \d{1,2} \w+ \d{4}/);
  });

  it('says how a booking’s advance went back on its detail and in its message', async () => {
    const booked = await bookThroughApi(t, {
      ...padelRequest(daysFromToday(4), 9, { email: 'refund.booking@example.test' }),
      paymentType: 'PayViaCard',
    });
    await pay(booked.row.checkoutSessionId!);
    expectStatus(
      await staff.patch(`/api/booking/update/${booked.row.id}/`, {
        action: 'cancel',
        cancelReason: 'Rain',
        refundAdvance: true,
      }),
      200,
    );
    expect(
      find((await listOf(staff, '?status=due')).refunds, 'booking', booked.row.id),
    ).toMatchObject({ status: 'due', madeBy: 'staff' });
    expectStatus(
      await staff.post(`/api/refunds/booking/${booked.row.id}/record`, {
        method: 'bank-transfer',
        reference: 'IBFT 99812',
      }),
      200,
    );
    const detail = adminBookingSchema
      .array()
      .parse(expectStatus(await staff.get(`/api/bookings/${booked.row.id}`), 200).json())[0]!;
    expect(detail.refund).toMatchObject({ status: 'refunded', method: 'bank-transfer' });
    expect(bookingMoney(detail).refundHow).toBe('Refunded by bank transfer');
    const [message] = (await refundMessages(t, 'booking-refunded')).filter(
      (row) => row.recipient === 'refund.booking@example.test',
    );
    expect((message!.body as { text: string }).text).toContain('by bank transfer');
  });

  it('owes cash taken at the desk back in cash until staff record handing it over, once', async () => {
    const [product] = productListSchema.parse((await t.api.get('/api/get-products')).json());
    const placed = orderPlacedSchema.parse(
      expectStatus(
        await t.api.post(
          '/api/add-order',
          orderRequest([{ Product_ID: product!.id, Product_Quantity: 1 }], {
            customer_Email: 'desk.refund@example.test',
          }),
        ),
        201,
      ).json(),
    );
    const orderId = placed.order.id;
    expectStatus(await staff.post(`/api/orders/${orderId}/payment`, { method: 'cash' }), 200);
    expectStatus(
      await staff.patch(`/api/orders/${orderId}/cancel`, { cancelReason: 'Spilled' }),
      200,
    );
    const due = find((await listOf(staff, '?status=due')).refunds, 'order', orderId);
    expect(due).toMatchObject({
      dueMethod: 'cash',
      amount: placed.order.total_Price,
      madeBy: 'staff',
      status: 'due',
    });
    const [cancelled] = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'order-cancelled'),
          eq(notifications.recipient, 'desk.refund@example.test'),
        ),
      );
    expect((cancelled!.body as { text: string }).text).toContain(
      `We will give back ${formatPrice(placed.order.total_Price)} in cash at the venue by`,
    );

    const record = { refundId: due!.refundId, method: 'cash', reference: 'Handed over by Sana' };
    expectStatus(await staff.post(`/api/refunds/order/${orderId}/record`, record), 200);
    // One refund is recorded once: the second answers 409 and writes nothing.
    const twice = await staff.post(`/api/refunds/order/${orderId}/record`, record);
    expect(expectStatus(twice, 409).json()).toMatchObject({ code: 'NO_REFUND_DUE' });
    expect(find((await listOf(staff, '?status=due')).refunds, 'order', orderId)).toBeUndefined();
    expect(find((await listOf(staff, '?status=done')).refunds, 'order', orderId)).toMatchObject({
      method: 'cash',
      madeBy: 'staff',
      reference: 'Handed over by Sana',
    });
  });

  it('refuses a bad status or a reversed range with 400', async () => {
    for (const query of ['?status=late', '?from=2026-13-01', '?from=2026-03-05&to=2026-03-04']) {
      const response = expectStatus(await staff.get(`/api/refunds${query}`), 400, query);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expectStatus(await t.api.get('/api/refunds'), 401);
  });
});

describe('refunds the provider makes (Stripe)', () => {
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let t: TestApp;
  let owner: Api;

  beforeAll(async () => {
    stripe = await startStripeStandIn(STRIPE_KEYS);
    ({ t, admin: owner } = await createAdminTestApp(
      { stripe: { ...STRIPE_KEYS, apiUrl: stripe.apiUrl } },
      { messageWorker: false },
    ));
  });

  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('lists the card refund as done by the provider, to the card, and tells the customer', async () => {
    const booked = await bookPaidByCard(t, stripe, {
      ...padelRequest(daysFromToday(5), 10, { email: 'card.refund@example.test' }),
    });
    expectStatus(
      await owner.patch(`/api/booking/update/${booked.row.id}/`, {
        action: 'cancel',
        cancelReason: 'Closed',
        refundAdvance: true,
      }),
      200,
    );
    // The refund the cancellation started, or the worker's round: one refund either way.
    await refundJob({ db: t.app.db, ...t.app.checkout! }, t.app.payables).run();
    // Once the round has answered, the refund is recorded, by whichever of the two made it.
    const done = await listOf(owner, '?status=done');
    expect(find(done.refunds, 'booking', booked.row.id)).toMatchObject({
      status: 'refunded',
      method: 'card-online',
      madeBy: 'provider',
    });
    const messages = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'booking-refunded'),
          eq(notifications.recipient, 'card.refund@example.test'),
        ),
      );
    expect(messages).toHaveLength(1);
    expect((messages[0]!.body as { text: string }).text).toContain('to the card you paid with');
  });
});

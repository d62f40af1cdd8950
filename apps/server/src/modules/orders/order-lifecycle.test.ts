import {
  attentionSchema,
  checkoutStatusSchema,
  formatPrice,
  ORDER_MESSAGES,
  orderListSchema,
  orderPlacedSchema,
  productListSchema,
  type Order,
  type OrderInput,
  type Product,
} from '@padel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { expectStatus } from '../../../test/expect-status';
import { orderLine, orderRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { startSmtpServer } from '../../../test/smtp';
import { deliverStripeEvent, startStripeStandIn } from '../../../test/stripe-checkout';
import { createAdminTestApp, createTestApp, type TestApp } from '../../../test/test-app';
import { startWhatsappStandIn } from '../../../test/whatsapp';
import { auditLog, orders } from '../../db/schema';
import { seedDemoMenu } from '../menu/demo-menu.seed';

/**
 * docs/cafe.md#order-statuses: a card order reaches the kitchen's list and the unsent badge only
 * once its payment is verified, an abandoned one expires, and staff cancel an order with a reason
 * (the customer told, a card payment refunded).
 */
const KEYS = { secretKey: 'sk_test_orders123', webhookSecret: 'whsec_orders123' };
const WHATSAPP_TOKEN = 'orders-whatsapp-token';

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let whatsapp: Awaited<ReturnType<typeof startWhatsappStandIn>>;
let t: TestApp;
let owner: Api;
let staff: Api;
let staffId: number;
let latte: Product;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  smtp = await startSmtpServer();
  whatsapp = await startWhatsappStandIn({ token: WHATSAPP_TOKEN });
  ({ t, admin: owner } = await createAdminTestApp(
    {
      smtpUrl: smtp.url,
      stripe: { ...KEYS, apiUrl: stripe.apiUrl },
      whatsapp: {
        token: WHATSAPP_TOKEN,
        phoneNumberId: '106540352242922',
        apiUrl: whatsapp.apiUrl,
        language: 'en',
        templates: {},
      },
    },
    { messageWorker: { jobEveryMs: 100 } },
  ));
  await seedDemoMenu(t.app.db);
  latte = productListSchema
    .parse((await t.api.get('/api/get-products')).json())
    .find((p) => p.Product_Name === 'Café Latte')!;
  const account = await given.admin(t.app.db, { role: 'staff' });
  staffId = account.id;
  staff = t.api.as(await signIn(t.api, account));
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await smtp?.close();
  await whatsapp?.close();
});

let phone = 0;
/** A fresh customer each call: a 03… phone (so WhatsApp can take it) and the given details. */
const order = (overrides: Partial<OrderInput> = {}): OrderInput =>
  orderRequest([orderLine(latte, 2)], {
    customer_Number: `0300${String(1_000_000 + phone++).slice(-7)}`,
    ...overrides,
  });

async function place(overrides: Partial<OrderInput> = {}) {
  const placed = orderPlacedSchema.parse(
    expectStatus(await t.api.post('/api/add-order', order(overrides)), 201).json(),
  );
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.order.id));
  return { ...placed, row: row! };
}

const placeByCard = (overrides: Partial<OrderInput> = {}) =>
  place({ paymentMethod: 'card', ...overrides });

const deliver = (event: { payload: string; signature: string }) => deliverStripeEvent(t.api, event);

async function kitchenList(query = ''): Promise<Order[]> {
  const response = expectStatus(await staff.get(`/api/get-order?limit=200${query}`), 200);
  return orderListSchema.parse(response.json());
}
const listed = async (id: number, query = '') =>
  (await kitchenList(query)).find((entry) => entry.id === id);

const unsentBadge = async () =>
  attentionSchema.parse(expectStatus(await staff.get('/api/attention'), 200).json()).pendingOrders;

const cancel = (id: number, body: unknown, as: Api = staff) =>
  as.patch(`/api/orders/${id}/cancel`, body);

const auditOf = (id: number, action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'order'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, action),
      ),
    );

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

describe('a card order', () => {
  it('is in neither the kitchen list nor the unsent badge until its payment is verified', async () => {
    const badge = await unsentBadge();
    const { order: placed, row } = await placeByCard({
      customer_Email: 'card-kitchen@example.test',
    });
    expect(placed).toMatchObject({ status: 'Awaiting payment', paymentStatus: 'unpaid' });

    expect(await listed(placed.id)).toBeUndefined();
    expect(await listed(placed.id, '&status=Pending')).toBeUndefined();
    expect(await listed(placed.id, '&status=Awaiting%20payment')).toMatchObject({
      status: 'Awaiting payment',
    });
    expect(await unsentBadge()).toBe(badge);
    // Nothing to send or cancel yet: the checkout is still open.
    const send = expectStatus(await staff.patch(`/api/update-order-sent/${placed.id}`), 409);
    expect(send.json().message).toBe(ORDER_MESSAGES.notPaidYet);
    const early = expectStatus(await cancel(placed.id, { cancelReason: 'Too early' }), 409);
    expect(early.json().message).toBe(ORDER_MESSAGES.cancelAwaitingPayment);

    stripe.pay(row.checkoutSessionId!);
    const event = stripe.signedEvent('checkout.session.completed', row.checkoutSessionId!);
    expectStatus(await deliver(event), 200);
    expect(await listed(placed.id)).toMatchObject({ status: 'Pending', paymentStatus: 'paid' });
    expect(await listed(placed.id, '&status=Pending')).toBeDefined();
    expect(await unsentBadge()).toBe(badge + 1);
    await smtp.waitForMail('card-kitchen@example.test');
    // Redelivered, it changes nothing.
    expectStatus(await deliver(event), 200);
    expect(await unsentBadge()).toBe(badge + 1);
  });

  it('is marked Expired when its checkout expires, and never reaches the kitchen list', async () => {
    const badge = await unsentBadge();
    const { order: placed, row } = await placeByCard({
      customer_Email: 'lapsed-order@example.test',
    });
    stripe.lapse(row.checkoutSessionId!);
    expectStatus(
      await deliver(stripe.signedEvent('checkout.session.expired', row.checkoutSessionId!)),
      200,
    );
    expect(await listed(placed.id)).toBeUndefined();
    expect(await listed(placed.id, '&status=Expired')).toMatchObject({
      status: 'Expired',
      paymentStatus: 'unpaid',
      orderSent: false,
    });
    expect(await unsentBadge()).toBe(badge);
    const status = checkoutStatusSchema.parse(
      (await t.api.get(`/api/payments/checkout/${row.checkoutSessionId}`)).json(),
    );
    expect(status).toEqual({ kind: 'order', status: 'expired', orderId: placed.id });
    expect(await auditOf(placed.id, 'order-expired')).toEqual([
      expect.objectContaining({
        actorType: 'system',
        after: expect.objectContaining({ status: 'Expired' }),
      }),
    ]);
    const refused = expectStatus(await cancel(placed.id, { cancelReason: 'Gone' }), 409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.cancelExpired);
    expectStatus(await staff.patch(`/api/update-order-sent/${placed.id}`), 409);
    expect(smtp.mailsTo('lapsed-order@example.test')).toEqual([]);
  });

  it('expires through the worker when no event comes once the hold is over', async () => {
    // A provider of its own: this app's order ids start again at 1, as do its idempotency keys.
    const ownStripe = await startStripeStandIn(KEYS);
    const own = await createTestApp(
      { stripe: { ...KEYS, apiUrl: ownStripe.apiUrl }, cardHoldMinutes: 0 },
      { messageWorker: { jobEveryMs: 100 } },
    );
    try {
      await seedDemoMenu(own.app.db);
      const [product] = productListSchema.parse((await own.api.get('/api/get-products')).json());
      const response = await own.api.post(
        '/api/add-order',
        orderRequest([orderLine(product!, 1)], { paymentMethod: 'card' }),
      );
      const { order: placed } = orderPlacedSchema.parse(expectStatus(response, 201).json());
      const read = async () =>
        (await own.app.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!;
      const row = await eventually(read, (value) => value.status === 'Expired');
      expect(row.status).toBe('Expired');
      expect(ownStripe.sessions.get(row.checkoutSessionId!)?.status).toBe('expired');
      const kitchen = await (await own.asAdmin()).get('/api/get-order');
      expect(orderListSchema.parse(kitchen.json()).map((o) => o.id)).not.toContain(placed.id);
    } finally {
      await own.close();
      await ownStripe.close();
    }
  });
});

describe('cancelling an order', () => {
  it('needs a reason that is not blank', async () => {
    const placed = await given.order(t.app.db);
    for (const body of [{}, { cancelReason: '' }, { cancelReason: '   ' }, { cancelReason: 7 }]) {
      const response = expectStatus(await cancel(placed.id, body), 400, JSON.stringify(body));
      expect(response.json().message).toBe(ORDER_MESSAGES.cancelReasonRequired);
    }
    const long = expectStatus(await cancel(placed.id, { cancelReason: 'x'.repeat(501) }), 400);
    expect(long.json().message).toBe(ORDER_MESSAGES.cancelReasonTooLong);
    expect(await listed(placed.id)).toMatchObject({ status: 'Pending', cancelReason: null });
  });

  it('is for a signed-in admin or staff member; an unknown order is 404', async () => {
    expectStatus(await t.api.patch('/api/orders/1/cancel', { cancelReason: 'No token' }), 401);
    expectStatus(await cancel(999_999, { cancelReason: 'Missing' }), 404);
  });

  it('cancels a pending order with the reason, audited, and tells the customer', async () => {
    const email = 'cancelled-order@example.test';
    const { order: placed } = await place({ customer_Email: email });
    await smtp.waitForMail(email);
    const badge = await unsentBadge();

    const response = expectStatus(await cancel(placed.id, { cancelReason: '  Out of milk ' }), 200);
    const answer = orderPlacedSchema.parse(response.json());
    expect(answer.message).toBe(ORDER_MESSAGES.cancelled);
    expect(answer.order).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Out of milk',
      refund: null,
      orderSent: false,
    });
    // Still on the kitchen's list, as cancelled with its reason; no longer counted as unsent.
    expect(await listed(placed.id)).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Out of milk',
    });
    expect(await listed(placed.id, '&status=Cancelled')).toBeDefined();
    expect(await unsentBadge()).toBe(badge - 1);

    expect(await auditOf(placed.id, 'cancel-order')).toEqual([
      expect.objectContaining({
        actorType: 'admin',
        actorId: staffId,
        before: { status: 'Pending' },
        after: { status: 'Cancelled', cancelReason: 'Out of milk' },
      }),
    ]);

    const mail = await smtp.waitForMail(email, 2);
    expect(mail.subject).toBe(`Your Padel & Café order #${placed.id} is cancelled`);
    expect(mail.text).toContain('Reason: Out of milk');
    const message = await whatsapp.waitFor(`92${placed.customer_Number.slice(1)}`, 2);
    expect(message.body.template.name).toBe('order_cancelled');
    expect(message.body.template.components[0]!.parameters.map((p) => p.text)).toEqual([
      placed.customer_Name,
      `#${placed.id}`,
      'Out of milk',
      'Nothing was charged.',
    ]);

    // Once only; and a cancelled order cannot be sent.
    const again = expectStatus(await cancel(placed.id, { cancelReason: 'Again' }), 409);
    expect(again.json().message).toBe(ORDER_MESSAGES.alreadyCancelled);
    const send = expectStatus(await staff.patch(`/api/update-order-sent/${placed.id}`), 409);
    expect(send.json().message).toBe(ORDER_MESSAGES.notSendable);
  });

  it('refuses a sent order with 409, changing nothing', async () => {
    const placed = await given.order(t.app.db);
    expectStatus(await owner.patch(`/api/update-order-sent/${placed.id}`), 200);
    const refused = expectStatus(await cancel(placed.id, { cancelReason: 'Too late' }, owner), 409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.cancelSent);
    expect(await listed(placed.id)).toMatchObject({ status: 'Sent', cancelReason: null });
    expect(await auditOf(placed.id, 'cancel-order')).toEqual([]);
  });

  it('refunds a card-paid order through the provider, once', async () => {
    const email = 'refunded-order@example.test';
    const { order: placed, row } = await placeByCard({ customer_Email: email });
    stripe.pay(row.checkoutSessionId!);
    expectStatus(
      await deliver(stripe.signedEvent('checkout.session.completed', row.checkoutSessionId!)),
      200,
    );
    const refundsBefore = stripe.refunds.length;
    const response = expectStatus(await cancel(placed.id, { cancelReason: 'Kitchen closed' }), 200);
    expect(orderPlacedSchema.parse(response.json()).order).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'paid',
      refund: { status: 'due', method: 'card-online' },
    });

    const refunded = await eventually(
      () => listed(placed.id),
      (value) => value?.refund?.status === 'refunded',
    );
    expect(refunded?.refund?.status).toBe('refunded');
    const made = stripe.refunds.slice(refundsBefore);
    expect(made).toEqual([
      expect.objectContaining({
        amount: placed.total_Price * 100,
        payment_intent: stripe.sessions.get(row.checkoutSessionId!)!.payment_intent,
      }),
    ]);
    expect(await auditOf(placed.id, 'refund')).toEqual([
      expect.objectContaining({
        actorType: 'system',
        after: expect.objectContaining({ refund: 'refunded', amount: placed.total_Price }),
      }),
    ]);
    const mail = await smtp.waitForMail(email, 2);
    expect(mail.text).toContain(
      `We will give back ${formatPrice(placed.total_Price)} to the card you paid with by`,
    );
  });
});

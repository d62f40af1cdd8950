import {
  customerOrderSchema,
  dayCloseAnswerSchema,
  formatPrice,
  MOVEMENT_AMOUNT_MAX,
  orderListSchema,
  orderOwedLabel,
  orderPlacedSchema,
  productListSchema,
  refundListSchema,
  TRANSFER_MESSAGES,
  transfersToCheckSchema,
  type OrderInput,
  type Product,
} from '@padel/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { orderLine, orderRequest } from '../../../test/factories';
import { imageDataUrl } from '../../../test/images';
import { startSmtpServer } from '../../../test/smtp';
import { startStripeStandIn } from '../../../test/stripe-checkout';
import { createAdminTestApp, TEST_VENUE_SETTINGS, type TestApp } from '../../../test/test-app';
import { TRANSFER_ACCOUNTS } from '../../../test/transfer-accounts';
import { auditLog, notifications } from '../../db/schema';
import { unreversedMovements } from '../ledger/ledger.repo';
import { refundJob } from '../payments/refunds.service';
import { seedDemoMenu } from '../menu/demo-menu.seed';
import { orderTransferExpiryJob } from './transfer-expiry.job';

/**
 * A café order paid by transfer (docs/payments.md#transfers): it waits out of the kitchen until
 * staff accept the receipt (paid, the ledger row by method and reference, the kitchen and the
 * customer told), reject it, or `TRANSFER_HOLD_MINUTES` pass.
 */
const MINUTE = 60_000;

let t: TestApp;
let admin: Api;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let latte: Product;
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ t, admin } = await createAdminTestApp({ smtpUrl: smtp.url }, { now: clock }));
  await seedDemoMenu(t.app.db);
  latte = productListSchema
    .parse((await t.api.get('/api/get-products')).json())
    .find((p) => p.Product_Name === 'Café Latte')!;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const offerTransfers = (methods: ('bank-transfer' | 'raast')[]) =>
  admin.put('/api/settings', {
    ...TEST_VENUE_SETTINGS,
    transferAccounts: TRANSFER_ACCOUNTS,
    transferMethods: methods,
  });

let cursor = 0;
function byTransfer(overrides: Partial<OrderInput> = {}): OrderInput & { customer_Email: string } {
  const n = ++cursor;
  return {
    ...orderRequest([orderLine(latte, 2)], {
      customer_Name: `Transfer ${n}`,
      customer_Number: `0346${String(4_000_000 + n).slice(-7)}`,
      paymentMethod: 'transfer',
      transferMethod: 'bank-transfer',
      ...overrides,
    }),
    customer_Email: `order${n}@transfers.test`,
  };
}

async function placed(order: OrderInput) {
  const answer = orderPlacedSchema.parse(
    expectStatus(await t.api.post('/api/add-order', order), 201).json(),
  );
  expect(answer.accessToken).toEqual(expect.any(String));
  return { ...answer, accessToken: answer.accessToken! };
}

async function myOrder(token: string) {
  return customerOrderSchema.parse(
    expectStatus(await t.api.get(`/api/my-order/${token}`), 200).json(),
  );
}

const upload = (token: string, image: string) =>
  t.api.post(`/api/my-order/${token}/transfer-receipt`, { image });

async function toCheck(orderId: number) {
  const rows = transfersToCheckSchema.parse(
    expectStatus(await admin.get('/api/transfers'), 200).json(),
  );
  return rows.find((row) => row.kind === 'order' && row.id === orderId);
}

const kitchen = async () =>
  orderListSchema.parse(expectStatus(await admin.get('/api/get-order'), 200).json());

/** The order's money in the ledger: method, reference and amount, oldest first. */
const ordersOf = async (id: number) =>
  (await unreversedMovements(t.app.db, { orderId: id }, ['order'])).map((row) => [
    row.method,
    row.reference,
    row.amount,
  ]);

/** The order's refunds due, as the Refunds list shows them. */
const refundsDueOf = async (id: number) =>
  refundListSchema
    .parse(expectStatus(await admin.get('/api/refunds?status=due'), 200).json())
    .refunds.filter((refund) => refund.kind === 'order' && refund.id === id);

/** The audit row of the order's accepted transfer, if any. */
const auditOf = async (id: number) =>
  (
    await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'order'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'transfer-payment'),
        ),
      )
  )[0];

/** The message to `email` with `subject`, once it has arrived. */
async function mailNamed(email: string, subject: string) {
  const find = () => smtp.mailsTo(email).find((mail) => mail.subject === subject);
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!;
}

describe('placing a café order by transfer', () => {
  it('is refused unless the venue offers the method', async () => {
    expectStatus(await offerTransfers([]), 200);
    const none = await t.api.post('/api/add-order', byTransfer());
    expectStatus(none, 400);
    expect(none.json()).toMatchObject({
      code: 'TRANSFER_UNAVAILABLE',
      message: TRANSFER_MESSAGES.unavailable,
    });
    expectStatus(await offerTransfers(['bank-transfer']), 200);
    const noMethod = await t.api.post('/api/add-order', byTransfer({ transferMethod: null }));
    expectStatus(noMethod, 400);
    expect(JSON.stringify(noMethod.json())).toContain(TRANSFER_MESSAGES.methodNeeded);
    const notOffered = await t.api.post('/api/add-order', byTransfer({ transferMethod: 'raast' }));
    expectStatus(notOffered, 400);
    expect(notOffered.json().code).toBe('TRANSFER_UNAVAILABLE');
  });

  it('waits out of the kitchen with what to send; its page and receipt need its own link', async () => {
    expectStatus(await offerTransfers(['bank-transfer']), 200);
    const made = await placed(byTransfer());
    const other = await placed(byTransfer());
    expect(made.order).toMatchObject({ status: 'Awaiting payment', paymentMethod: 'transfer' });
    const mine = await myOrder(made.accessToken);
    expect(mine.transfer).toMatchObject({
      method: 'bank-transfer',
      amount: made.order.total_Price,
      reference: `CO-${made.order.id}`,
      receiptUploaded: false,
    });
    // Two hours from when it was placed, by the venue's clock.
    const until = Date.parse(mine.transfer!.transferBy!);
    expect(until).toBeLessThanOrEqual(clock().getTime() + 120 * MINUTE);
    expect(until).toBeGreaterThan(clock().getTime() + 119 * MINUTE);
    expect((await kitchen()).some((order) => order.id === made.order.id)).toBe(false);
    // The day close lists it among what is still open, for staff to check.
    const day = await t.app.till.businessDayAt(t.app.db, clock());
    const close = dayCloseAnswerSchema.parse(
      expectStatus(await admin.get(`/api/day-close/${day}`), 200).json(),
    );
    expect(close.report.blocks).toContainEqual(
      expect.objectContaining({
        kind: 'order-open',
        id: made.order.id,
        detail: TRANSFER_MESSAGES.toCheck,
        link: '/transfers',
      }),
    );
    expect(await toCheck(made.order.id)).toMatchObject({
      amount: made.order.total_Price,
      items: [{ name: 'Café Latte', quantity: 2 }],
      receiptAt: null,
    });

    // Not a picture, or a script dressed as one: 400, nothing stored.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    for (const image of [
      `data:image/png;base64,${svg.toString('base64')}`,
      `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`,
    ]) {
      const refused = await upload(made.accessToken, image);
      expectStatus(refused, 400);
      expect(refused.json().code).toBe('NOT_A_RECEIPT');
    }
    expectStatus(await t.api.get(`/api/my-order/${made.accessToken}/transfer-receipt`), 404);

    const saved = await upload(made.accessToken, await imageDataUrl({ width: 40, height: 30 }));
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({
      message: TRANSFER_MESSAGES.receiptSaved,
      order: { transfer: { receiptUploaded: true } },
    });
    const receipt = await t.api.get(`/api/my-order/${made.accessToken}/transfer-receipt`);
    expectStatus(receipt, 200);
    expect((await sharp(receipt.rawPayload).metadata()).format).toBe('webp');

    // Any other link, no link, a stranger to the admin routes: 404 or 401.
    expectStatus(await t.api.get(`/api/my-order/${other.accessToken}/transfer-receipt`), 404);
    expectStatus(await t.api.get('/api/my-order/not-a-token'), 404);
    expectStatus(await t.api.get('/api/my-order/not-a-token/transfer-receipt'), 404);
    expectStatus(await t.api.get(`/api/transfers/orders/${made.order.id}/receipt`), 401);
    const staff = await admin.get(`/api/transfers/orders/${made.order.id}/receipt`);
    expectStatus(staff, 200);
    expect(staff.rawPayload.equals(receipt.rawPayload)).toBe(true);
    expectStatus(await admin.get(`/api/transfers/orders/${other.order.id}/receipt`), 404);
  });
});

describe("staff's answer", () => {
  it('accept: paid by the method and reference in the ledger, to the kitchen, the customer told', async () => {
    expectStatus(await offerTransfers(['bank-transfer']), 200);
    const order = byTransfer();
    const made = await placed(order);
    const id = made.order.id;
    expectStatus(await admin.post(`/api/transfers/orders/${id}/accept`, { reference: '' }), 400);
    expectStatus(
      await admin.post(`/api/transfers/orders/${id}/accept`, { reference: 'IBFT-778899' }),
      200,
    );
    expect(await myOrder(made.accessToken)).toMatchObject({
      status: 'Pending',
      paymentStatus: 'paid',
      transfer: { transferBy: null },
    });
    expect((await kitchen()).find((row) => row.id === id)).toMatchObject({
      paidMethod: 'bank-transfer',
      transferMethod: 'bank-transfer',
    });
    const rows = await unreversedMovements(t.app.db, { orderId: id }, ['order']);
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'bank-transfer',
        reference: 'IBFT-778899',
        amount: made.order.total_Price,
      }),
    ]);
    // Without an amount received, what arrived is the total: nothing owed, nothing owed back.
    expect((await kitchen()).find((row) => row.id === id)).toMatchObject({ owed: 0, refund: null });
    expect(await auditOf(id)).toMatchObject({
      after: { expected: made.order.total_Price, received: made.order.total_Price },
    });
    expect(await toCheck(id)).toBeUndefined();
    expectStatus(await admin.post(`/api/transfers/orders/${id}/accept`, { reference: 'x' }), 409);
    // What to send (on placing), and "Order received" once accepted.
    await smtp.waitForMail(order.customer_Email, 2);
    const mails = smtp.mailsTo(order.customer_Email);
    const asked = mails.find((mail) => mail.subject.endsWith(': transfer to check'))!;
    expect(asked.subject).toBe(`Your Padel & Café order #${id}: transfer to check`);
    expect(asked.text).toContain(`writing CO-${id} as the reference`);
    expect(asked.text).toContain(`/my-order/${made.accessToken}`);
    expect(mails.map((mail) => mail.subject)).toContain(`Your Padel & Café order #${id}`);
    // Nothing more can be uploaded for it.
    expectStatus(await upload(made.accessToken, await imageDataUrl()), 409);
  });

  it('accept less than the total: to the kitchen, the rest to pay at pickup, which the desk takes', async () => {
    expectStatus(await offerTransfers(['bank-transfer']), 200);
    const order = byTransfer();
    const made = await placed(order);
    const id = made.order.id;
    const total = made.order.total_Price;
    const received = total - 200;
    expectStatus(
      await admin.post(`/api/transfers/orders/${id}/accept`, {
        reference: 'IBFT-SHORT-1',
        amountReceived: received,
      }),
      200,
    );
    // Accepted: to the kitchen, still unpaid with the rest owed, on staff's order and the customer's.
    expect((await kitchen()).find((row) => row.id === id)).toMatchObject({
      status: 'Pending',
      paymentStatus: 'unpaid',
      owed: 200,
      refund: null,
    });
    expect(await myOrder(made.accessToken)).toMatchObject({ status: 'Pending', owed: 200 });
    expect(await ordersOf(id)).toEqual([['bank-transfer', 'IBFT-SHORT-1', received]]);
    expect(await auditOf(id)).toMatchObject({
      after: { status: 'Pending', paymentStatus: 'unpaid', expected: total, received },
    });
    expect(await refundsDueOf(id)).toEqual([]);
    // "Order received" says what was paid and what is left to pay at pickup.
    const told = await mailNamed(order.customer_Email, `Your Padel & Café order #${id}`);
    expect(told.text).toMatch(new RegExp(`Paid:\\s+${formatPrice(received)}`));
    expect(told.text).toMatch(
      new RegExp(`${orderOwedLabel(made.order.deliveryType)}:\\s+${formatPrice(200)}`),
    );
    // The desk takes the rest in cash: the ledger then holds the total, and nothing is owed.
    const paid = orderPlacedSchema.parse(
      expectStatus(await admin.post(`/api/orders/${id}/payment`, { method: 'cash' }), 200).json(),
    );
    expect(paid.order).toMatchObject({ paymentStatus: 'paid', owed: 0 });
    expect(await ordersOf(id)).toEqual([
      ['bank-transfer', 'IBFT-SHORT-1', received],
      ['cash', null, 200],
    ]);
  });

  it('accept more than the total: paid, the excess a refund due by the same method', async () => {
    expectStatus(await offerTransfers(['bank-transfer']), 200);
    const order = byTransfer();
    const made = await placed(order);
    const id = made.order.id;
    const total = made.order.total_Price;
    expectStatus(
      await admin.post(`/api/transfers/orders/${id}/accept`, {
        reference: 'IBFT-OVER-1',
        amountReceived: total + 150,
      }),
      200,
    );
    expect((await kitchen()).find((row) => row.id === id)).toMatchObject({
      status: 'Pending',
      paymentStatus: 'paid',
      paidMethod: 'bank-transfer',
      owed: 0,
      refund: { status: 'due', amount: 150, method: 'bank-transfer' },
    });
    expect(await ordersOf(id)).toEqual([['bank-transfer', 'IBFT-OVER-1', total + 150]]);
    const [due, ...more] = await refundsDueOf(id);
    expect(more).toEqual([]);
    expect(due).toMatchObject({
      dueMethod: 'bank-transfer',
      amount: 150,
      reason: TRANSFER_MESSAGES.paidMoreThanAsked,
      madeBy: 'staff',
    });
    expect(await auditOf(id)).toMatchObject({
      after: { expected: total, received: total + 150 },
    });
    const told = await mailNamed(order.customer_Email, `Your Padel & Café order #${id}`);
    expect(told.text).toMatch(new RegExp(`Refund due:\\s+${formatPrice(150)}`));
    // Paid back by bank transfer and recorded by hand, as any other refund.
    expectStatus(
      await admin.post(`/api/refunds/order/${id}/record`, {
        refundId: due!.refundId,
        method: 'bank-transfer',
        reference: 'IBFT-BACK-150',
      }),
      200,
    );
    expect(await refundsDueOf(id)).toEqual([]);
  });

  it('refuses an amount received that is no whole number of rupees in bounds, and writes nothing', async () => {
    expectStatus(await offerTransfers(['bank-transfer']), 200);
    const made = await placed(byTransfer());
    const id = made.order.id;
    for (const amountReceived of [0, -1, 99.5, '900', null, MOVEMENT_AMOUNT_MAX + 1]) {
      const refused = await admin.post(`/api/transfers/orders/${id}/accept`, {
        reference: 'IBFT-BAD',
        amountReceived,
      });
      expectStatus(refused, 400);
      expect(JSON.stringify(refused.json())).toContain(TRANSFER_MESSAGES.amountReceivedInvalid);
    }
    expect(await myOrder(made.accessToken)).toMatchObject({
      status: 'Awaiting payment',
      paymentStatus: 'unpaid',
    });
    expect(await ordersOf(id)).toEqual([]);
    expect(await auditOf(id)).toBeUndefined();
    expect(await toCheck(id)).toBeDefined();
  });

  it('reject: cancelled with the reason, nothing in the ledger, the customer told', async () => {
    expectStatus(await offerTransfers(['bank-transfer']), 200);
    const order = byTransfer();
    const made = await placed(order);
    const id = made.order.id;
    expectStatus(
      await admin.post(`/api/transfers/orders/${id}/reject`, { reason: 'Amount not received' }),
      200,
    );
    expect(await myOrder(made.accessToken)).toMatchObject({
      status: 'Cancelled',
      cancelReason: TRANSFER_MESSAGES.rejectedReason('Amount not received'),
    });
    expect(await unreversedMovements(t.app.db, { orderId: id }, ['order'])).toEqual([]);
    await smtp.waitForMail(order.customer_Email, 2);
    const told = smtp
      .mailsTo(order.customer_Email)
      .find((mail) => mail.subject === `Your Padel & Café order #${id} is cancelled`)!;
    expect(told.text).toContain('Amount not received');
    expectStatus(await admin.post(`/api/transfers/orders/${id}/reject`, { reason: 'x' }), 409);
  });

  it('an order not accepted in time is cancelled and its customer told', async () => {
    expectStatus(await offerTransfers(['bank-transfer']), 200);
    const order = byTransfer();
    const made = await placed(order);
    ahead += 119 * MINUTE;
    await orderTransferExpiryJob(t.app.db, t.app.notifier, clock).run();
    expect((await myOrder(made.accessToken)).status).toBe('Awaiting payment');
    ahead += 2 * MINUTE;
    await orderTransferExpiryJob(t.app.db, t.app.notifier, clock).run();
    expect(await myOrder(made.accessToken)).toMatchObject({
      status: 'Cancelled',
      cancelReason: TRANSFER_MESSAGES.notReceivedReason,
      transfer: { transferBy: null },
    });
    expect(await toCheck(made.order.id)).toBeUndefined();
    await smtp.waitForMail(order.customer_Email, 2);
    const cancelled = smtp
      .mailsTo(order.customer_Email)
      .find((m) => m.subject.endsWith('cancelled'));
    expect(cancelled?.text).toContain(TRANSFER_MESSAGES.notReceivedReason);
  });
});

describe('a transfer given back, where the card provider refunds by itself (Stripe)', () => {
  const STRIPE_KEYS = { secretKey: 'sk_test_transfers123', webhookSecret: 'whsec_transfers123' };
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let s: TestApp;
  let owner: Api;

  beforeAll(async () => {
    stripe = await startStripeStandIn(STRIPE_KEYS);
    ({ t: s, admin: owner } = await createAdminTestApp(
      { stripe: { ...STRIPE_KEYS, apiUrl: stripe.apiUrl } },
      { messageWorker: false },
    ));
    await seedDemoMenu(s.app.db);
    expectStatus(
      await owner.put('/api/settings', {
        ...TEST_VENUE_SETTINGS,
        transferAccounts: TRANSFER_ACCOUNTS,
        transferMethods: ['raast'],
      }),
      200,
    );
  });
  afterAll(async () => {
    await s?.close();
    await stripe?.close();
  });

  it('stays due for staff, who record how they sent it back; the provider is never asked', async () => {
    const [product] = productListSchema.parse((await s.api.get('/api/get-products')).json());
    const placedOrder = orderPlacedSchema.parse(
      expectStatus(
        await s.api.post(
          '/api/add-order',
          orderRequest([orderLine(product!, 1)], {
            customer_Number: '03467770001',
            customer_Email: 'raast.back@example.test',
            paymentMethod: 'transfer',
            transferMethod: 'raast',
          }),
        ),
        201,
      ).json(),
    );
    const id = placedOrder.order.id;
    expectStatus(await owner.post(`/api/transfers/orders/${id}/accept`, { reference: 'R-1' }), 200);
    expectStatus(
      await owner.patch(`/api/orders/${id}/cancel`, { cancelReason: 'Out of milk' }),
      200,
    );
    await refundJob({ db: s.app.db, ...s.app.checkout! }, s.app.payables).run();
    expect(stripe.refunds).toEqual([]);
    const due = refundListSchema.parse(
      expectStatus(await owner.get('/api/refunds?status=due'), 200).json(),
    );
    expect(due.refunds.find((r) => r.kind === 'order' && r.id === id)).toMatchObject({
      amount: product!.Product_Price,
      madeBy: 'staff',
    });
    expectStatus(
      await owner.post(`/api/refunds/order/${id}/record`, {
        method: 'raast',
        reference: 'R-BACK-1',
      }),
      200,
    );
    const [refund] = await unreversedMovements(s.app.db, { orderId: id }, ['refund']);
    expect(refund).toMatchObject({ method: 'raast', reference: 'R-BACK-1' });
    const messages = await s.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'order-refunded'));
    expect(messages).toHaveLength(1);
    expect((messages[0]!.body as { text: string }).text).toContain('by Raast');
  });
});

import {
  addDays,
  COUNTER_ORDER_MESSAGES,
  counterOrderQuoteSchema,
  orderListSchema,
  orderPlacedSchema,
  productListSchema,
  REFUND_MESSAGES,
  type CounterOrderRequest,
  type Order,
  type Product,
} from '@padel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { testClock, testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { orderLine, orderRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, moneyMovements, orders, products, refunds } from '../../db/schema';
import { seedDemoMenu } from '../menu/demo-menu.seed';

/**
 * The café counter (docs/cafe.md#counter-orders, docs/cafe.md#paid-and-collected,
 * docs/till.md#counter-orders): staff take an order for a table or a name at the server's prices,
 * paid now or kept as an open tab; its money reaches the ledger once, on the business day it was
 * paid, and goes back by the same method when it is cancelled.
 */
const DAY = 24 * 3_600_000;

let t: TestApp;
let owner: Api;
let staff: Api;
let staffAccount: Awaited<ReturnType<typeof given.admin>>;
let latte: Product;
let cake: Product;
/** The app's clock runs on from the test clock, `ahead` later. */
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);

beforeAll(async () => {
  ({ t, admin: owner } = await createAdminTestApp({}, { now: clock, messageWorker: false }));
  await seedDemoMenu(t.app.db);
  const menu = productListSchema.parse((await t.api.get('/api/get-products')).json());
  latte = menu.find((p) => p.Product_Name === 'Café Latte')!;
  cake = menu.find((p) => p.Product_Category === 'Desserts')!;
  staffAccount = await given.admin(t.app.db, { role: 'staff' });
  staff = t.api.as(await signIn(t.api, staffAccount));
});

afterAll(async () => {
  await t?.close();
});

const take = (body: Partial<CounterOrderRequest>, as: Api = staff) =>
  as.post('/api/counter-orders', {
    items: [{ productId: latte.id, quantity: 2 }],
    tableNumber: 4,
    payment: 'cash',
    ...body,
  });

async function taken(body: Partial<CounterOrderRequest>) {
  return orderPlacedSchema.parse(expectStatus(await take(body), 201).json()).order;
}

const movementsOf = (orderId: number) =>
  t.app.db
    .select()
    .from(moneyMovements)
    .where(eq(moneyMovements.orderId, orderId))
    .orderBy(moneyMovements.id);

async function kitchenList(query = ''): Promise<Order[]> {
  const response = expectStatus(await staff.get(`/api/get-order?limit=200${query}`), 200);
  return orderListSchema.parse(response.json());
}
const listed = async (id: number, query = '') =>
  (await kitchenList(query)).find((entry) => entry.id === id);

const pay = (id: number, method: string, as: Api = staff) =>
  as.post(`/api/orders/${id}/payment`, { method });

const messageOf = (response: { json: () => unknown }) =>
  (response.json() as { message: string }).message;

describe('taking a counter order', () => {
  it('prices it from the products, puts it in the kitchen list and its cash in the ledger', async () => {
    const quote = counterOrderQuoteSchema.parse(
      expectStatus(
        await staff.post('/api/counter-orders/quote', {
          items: [
            { productId: latte.id, quantity: 2 },
            { productId: cake.id, quantity: 1 },
          ],
        }),
        200,
      ).json(),
    );
    const total = latte.Product_Price * 2 + cake.Product_Price;
    expect(quote.total).toBe(total);
    expect(quote.items[0]).toMatchObject({
      name: 'Café Latte',
      unitPrice: latte.Product_Price,
      lineTotal: latte.Product_Price * 2,
    });

    const order = await taken({
      items: [
        { productId: latte.id, quantity: 2 },
        { productId: cake.id, quantity: 1 },
      ],
      tableNumber: 7,
      name: '  Ali ',
      notes: 'No sugar',
      total,
    });
    expect(order).toMatchObject({
      source: 'counter',
      tableNumber: 7,
      customer_Name: 'Ali',
      customer_Number: '',
      notes: 'No sugar',
      status: 'Pending',
      paymentStatus: 'paid',
      paidMethod: 'cash',
      paymentMethod: 'cash',
      total_Price: total,
      delivery_Fee: 0,
      collectedAt: null,
    });
    expect(await listed(order.id)).toMatchObject({ id: order.id, tableNumber: 7 });
    expect(await listed(order.id, '&tab=open')).toBeUndefined();

    const rows = await movementsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'order',
      method: 'cash',
      amount: total,
      actorType: 'admin',
      actorId: staffAccount.id,
      businessDay: testToday(),
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.entity, 'order')));
    expect(audit).toMatchObject({ action: 'take-counter-order', actorId: staffAccount.id });
  });

  it('paid by card at the desk, lands in the ledger as card-desk', async () => {
    const order = await taken({ payment: 'card-desk', tableNumber: null, name: 'Sara' });
    expect(order).toMatchObject({ paidMethod: 'card-desk', paymentMethod: 'card' });
    expect(await movementsOf(order.id)).toMatchObject([
      { kind: 'order', method: 'card-desk', amount: latte.Product_Price * 2 },
    ]);
  });

  it('refuses a total that is not the server’s, and writes nothing', async () => {
    const before = (await t.app.db.select().from(orders)).length;
    const response = expectStatus(await take({ total: 1 }), 400);
    expect(messageOf(response)).toBe(COUNTER_ORDER_MESSAGES.totalMismatch);
    expect((await t.app.db.select().from(orders)).length).toBe(before);
  });

  it('answers bad input with a clear 400', async () => {
    const cases: [Partial<CounterOrderRequest> | Record<string, unknown>, string][] = [
      [{ tableNumber: null, name: '  ' }, COUNTER_ORDER_MESSAGES.whoRequired],
      [{ tableNumber: 0 }, COUNTER_ORDER_MESSAGES.tableInvalid],
      [{ tableNumber: 2.5 }, COUNTER_ORDER_MESSAGES.tableInvalid],
      [{ items: [] }, COUNTER_ORDER_MESSAGES.itemsRequired],
      [{ items: [{ productId: latte.id, quantity: 0 }] }, COUNTER_ORDER_MESSAGES.quantityInvalid],
      [{ payment: 'later' as never }, COUNTER_ORDER_MESSAGES.paymentRequired],
      [{ notes: 'x'.repeat(501) }, COUNTER_ORDER_MESSAGES.notesTooLong],
      [{ name: 'Ali\nBaba', tableNumber: null }, COUNTER_ORDER_MESSAGES.nameOneLine],
      [
        { items: [{ productId: 999_999, quantity: 1 }] },
        'A product in your cart is no longer available.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = expectStatus(await take(body), 400, JSON.stringify(body));
      expect(messageOf(response), JSON.stringify(body)).toBe(message);
    }
  });

  it('refuses a hidden product by its name', async () => {
    const [hidden] = await t.app.db
      .update(products)
      .set({ hidden: true })
      .where(eq(products.id, cake.id))
      .returning();
    try {
      const response = expectStatus(
        await take({ items: [{ productId: cake.id, quantity: 1 }] }),
        400,
      );
      expect(messageOf(response)).toBe(`${hidden!.name} is no longer available.`);
    } finally {
      await t.app.db.update(products).set({ hidden: false }).where(eq(products.id, cake.id));
    }
  });

  it('is staff’s and the owner’s: a visitor gets 401', async () => {
    expectStatus(await take({}, t.api), 401);
    expectStatus(await take({}, owner), 201);
  });
});

describe('an open tab', () => {
  it('stays in the open tabs until paid, and appears once in the day’s café takings, on the day it was paid', async () => {
    const order = await taken({ payment: 'tab', tableNumber: 3 });
    expect(order).toMatchObject({ paymentStatus: 'unpaid', paidMethod: null, paidAt: null });
    expect(await movementsOf(order.id)).toEqual([]);
    expect(await listed(order.id, '&tab=open')).toBeDefined();

    // Served now, paid later: collected does not close the tab.
    const collected = orderPlacedSchema.parse(
      expectStatus(await staff.patch(`/api/orders/${order.id}/collected`), 200).json(),
    ).order;
    expect(collected.status).toBe('Sent');
    expect(collected.collectedAt).not.toBeNull();
    expect(await listed(order.id, '&tab=open')).toMatchObject({ paymentStatus: 'unpaid' });

    // The next business day: the customer settles the tab by card at the desk.
    ahead = DAY;
    try {
      staff = t.api.as(await signIn(t.api, staffAccount));
      const paid = orderPlacedSchema.parse(
        expectStatus(await pay(order.id, 'card-desk'), 200).json(),
      ).order;
      expect(paid).toMatchObject({
        paymentStatus: 'paid',
        paidMethod: 'card-desk',
        paymentMethod: 'card',
      });
      expect(await listed(order.id, '&tab=open')).toBeUndefined();

      const second = expectStatus(await pay(order.id, 'cash'), 409);
      expect(messageOf(second)).toBe(COUNTER_ORDER_MESSAGES.alreadyPaid);

      const rows = await movementsOf(order.id);
      expect(rows.filter((row) => row.kind === 'order')).toHaveLength(1);
      expect(rows).toMatchObject([
        {
          kind: 'order',
          method: 'card-desk',
          amount: order.total_Price,
          actorId: staffAccount.id,
          businessDay: addDays(testToday(), 1),
        },
      ]);
      // Nothing on the day it was taken.
      const takenDay = await t.app.db
        .select()
        .from(moneyMovements)
        .where(
          and(eq(moneyMovements.orderId, order.id), eq(moneyMovements.businessDay, testToday())),
        );
      expect(takenDay).toEqual([]);
    } finally {
      ahead = 0;
      staff = t.api.as(await signIn(t.api, staffAccount));
    }
  });

  it('cancelled unpaid moves no money', async () => {
    const order = await taken({ payment: 'tab', tableNumber: 9 });
    expectStatus(
      await staff.patch(`/api/orders/${order.id}/cancel`, { cancelReason: 'Left' }),
      200,
    );
    expect(await movementsOf(order.id)).toEqual([]);
    expect(await listed(order.id, '&tab=open')).toBeUndefined();
    const response = expectStatus(await pay(order.id, 'cash'), 409);
    expect(messageOf(response)).toBe(COUNTER_ORDER_MESSAGES.payCancelled);
  });
});

describe('cancelling an order paid at the desk', () => {
  it('owes the money back by the same method until staff record handing it back', async () => {
    const order = await taken({ payment: 'cash', tableNumber: 2 });
    const cancelled = orderPlacedSchema.parse(
      expectStatus(
        await staff.patch(`/api/orders/${order.id}/cancel`, { cancelReason: 'Wrong table' }),
        200,
      ).json(),
    ).order;
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      refund: { status: 'due', amount: order.total_Price, method: 'cash' },
    });
    // Nothing has left the drawer yet: the cancellation only owes it (docs/payments.md#refunds).
    expect(await movementsOf(order.id)).toMatchObject([
      { kind: 'order', method: 'cash', amount: order.total_Price },
    ]);
    expectStatus(
      await staff.post(`/api/refunds/order/${order.id}/record`, {
        method: 'cash',
        reference: 'Handed back at the counter',
      }),
      200,
    );
    expect(await movementsOf(order.id)).toMatchObject([
      { kind: 'order', method: 'cash', amount: order.total_Price },
      { kind: 'refund', method: 'cash', amount: -order.total_Price, actorId: staffAccount.id },
    ]);
  });
  it('gives back what the owner names, with a reason; staff may not, and nothing changes', async () => {
    const order = await taken({ payment: 'cash', tableNumber: 3 });
    const cancel = (body: object, as: Api) =>
      as.patch(`/api/orders/${order.id}/cancel`, { cancelReason: 'Spilt', ...body });
    const less = [{ method: 'cash', amount: order.total_Price - 100 }];
    const byStaff = expectStatus(
      await cancel({ refunds: less, refundReason: 'Half drunk' }, staff),
      403,
    );
    expect(byStaff.json()).toMatchObject({
      code: 'OWNER_ONLY',
      message: REFUND_MESSAGES.ownerOnly,
    });
    const noReason = expectStatus(await cancel({ refunds: less }, owner), 400);
    expect(noReason.json()).toMatchObject({ code: 'REFUND_REASON_REQUIRED' });
    const tooMuch = await cancel(
      { refunds: [{ method: 'cash', amount: order.total_Price + 1 }], refundReason: 'Goodwill' },
      owner,
    );
    expect(expectStatus(tooMuch, 409).json()).toMatchObject({
      code: 'REFUND_TOO_LARGE',
      message: REFUND_MESSAGES.tooLarge('cash', order.total_Price),
    });
    expect((await listed(order.id))?.status).toBe('Pending');

    const cancelled = orderPlacedSchema.parse(
      expectStatus(await cancel({ refunds: less, refundReason: 'Half drunk' }, owner), 200).json(),
    ).order;
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      refund: { status: 'due', amount: order.total_Price - 100, method: 'cash' },
    });
    const [due] = await t.app.db
      .select({ reason: refunds.reason, amount: refunds.amount })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    expect(due).toEqual({ reason: 'Half drunk', amount: order.total_Price - 100 });
  });
});

describe('paid and collected, for every order', () => {
  it('a cash pickup ordered online is paid at the desk and collected', async () => {
    const response = await t.api.post(
      '/api/add-order',
      orderRequest([orderLine(latte, 1)], { customer_Number: '03009990001' }),
    );
    const { order } = orderPlacedSchema.parse(expectStatus(response, 201).json());
    expect(order).toMatchObject({ source: 'online', paymentStatus: 'unpaid', paidMethod: null });
    const paid = orderPlacedSchema.parse(expectStatus(await pay(order.id, 'cash'), 200).json());
    // The customer's choice stays as they made it; how it was paid is `paidMethod`.
    expect(paid.order).toMatchObject({ paymentMethod: 'cash', paidMethod: 'cash' });
    expect(await movementsOf(order.id)).toMatchObject([
      { kind: 'order', method: 'cash', amount: order.total_Price },
    ]);
    const collected = expectStatus(await staff.patch(`/api/orders/${order.id}/collected`), 200);
    expect(messageOf(collected)).toBe(COUNTER_ORDER_MESSAGES.collected);
    const again = expectStatus(await staff.patch(`/api/orders/${order.id}/collected`), 409);
    expect(messageOf(again)).toBe(COUNTER_ORDER_MESSAGES.alreadyCollected);
  });

  it('a delivery is delivered by Mark as Sent, not collected', async () => {
    const row = await given.order(t.app.db, { deliveryType: 'deliver' });
    const refused = expectStatus(await staff.patch(`/api/orders/${row.id}/collected`), 409);
    expect(messageOf(refused)).toBe(COUNTER_ORDER_MESSAGES.collectDelivery);
    const sent = orderPlacedSchema.parse(
      expectStatus(await staff.patch(`/api/update-order-sent/${row.id}`), 200).json(),
    );
    expect(sent.order).toMatchObject({ status: 'Sent', orderSent: true });
    expect(sent.order.collectedAt).not.toBeNull();
  });

  it('a card order paid online cannot be paid again, nor one still awaiting it', async () => {
    const paidOnline = await given.order(t.app.db, { paymentMethod: 'card' });
    expect(messageOf(expectStatus(await pay(paidOnline.id, 'cash'), 409))).toBe(
      COUNTER_ORDER_MESSAGES.alreadyPaid,
    );
    const awaiting = await given.order(t.app.db, {
      paymentMethod: 'card',
      status: 'Awaiting payment',
    });
    expect(messageOf(expectStatus(await pay(awaiting.id, 'cash'), 409))).toBe(
      COUNTER_ORDER_MESSAGES.payAwaitingCard,
    );
    expect(messageOf(expectStatus(await pay(awaiting.id, 'cheque'), 400))).toBe(
      COUNTER_ORDER_MESSAGES.methodRequired,
    );
    expectStatus(await pay(999_999, 'cash'), 404);
    expect(await movementsOf(awaiting.id)).toEqual([]);
  });
});

import {
  MAX_ORDER_QUANTITY,
  MAX_ORDER_TOTAL,
  ORDER_MESSAGES,
  orderListSchema,
  orderPlacedSchema,
  productListSchema,
  publicSettingsSchema,
  type OrderInput,
  type Product,
} from '@padel/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { expectStatus } from '../../../test/expect-status';
import { orderLine, orderRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { startSmtpServer } from '../../../test/smtp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orders } from '../../db/schema';
import { seedDemoMenu } from '../menu/demo-menu.seed';

let t: TestApp;
let admin: Api;
let latte: Product;
let cake: Product;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMenu(t.app.db);
  admin = await t.asAdmin();
  const menu = productListSchema.parse((await t.api.get('/api/get-products')).json());
  latte = menu.find((p) => p.Product_Name === 'Café Latte')!;
  cake = menu.find((p) => p.Product_Category === 'Desserts')!;
});
afterAll(() => t.close());

const orderCount = async () =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

/** Two lattes and a cake for pickup, at the menu's prices. */
const pickupOrder = (overrides: Partial<OrderInput> = {}): OrderInput =>
  orderRequest([orderLine(latte, 2), orderLine(cake, 1)], {
    customer_Name: 'Ayesha Khan',
    ...overrides,
  });

const place = (order: unknown) => t.api.post('/api/add-order', order);

/** A line of `product` as a placed order stores it. */
const storedLine = (product: Product, quantity: number) => ({
  productId: product.id,
  productName: product.Product_Name,
  productCategory: product.Product_Category,
  productImage: product.Product_Thumbnails[0] ?? null,
  unitPrice: product.Product_Price,
  quantity,
});

/** An order placed before the test, written straight to the database (test/given.ts). */
const givenPickup = (customerName: string) =>
  given.order(t.app.db, { customerName, items: [storedLine(latte, 2), storedLine(cake, 1)] });

const listOrders = async (query = '') =>
  orderListSchema.parse((await admin.get(`/api/get-order${query}`)).json());

describe('POST /api/add-order', () => {
  it('places a pickup order at the stored prices, without an address', async () => {
    const response = await place(pickupOrder({ customer_Address: 'ignored for pickup' }));
    expectStatus(response, 201);
    const { message, order } = orderPlacedSchema.parse(response.json());
    expect(message).toBe(ORDER_MESSAGES.placed);
    expect(order).toMatchObject({
      customer_Name: 'Ayesha Khan',
      customer_Address: null,
      customer_Email: null,
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      delivery_Fee: 0,
      total_Price: latte.Product_Price * 2 + cake.Product_Price,
      status: 'Pending',
      orderSent: false,
    });
    expect(order.items).toEqual([
      expect.objectContaining({ Product_Name: 'Café Latte', Product_Quantity: 2 }),
      expect.objectContaining({ Product_ID: cake.id, Product_Quantity: 1 }),
    ]);
  });

  it('adds the delivery fee to a delivery order only', async () => {
    const subtotal = latte.Product_Price;
    const response = await place(
      pickupOrder({
        items: [orderLine(latte, 1)],
        deliveryType: 'deliver',
        customer_Address: 'House 12, Street 4, F-7/2',
        total_Price: subtotal + t.config.deliveryFee,
      }),
    );
    expectStatus(response, 201);
    expect(orderPlacedSchema.parse(response.json()).order).toMatchObject({
      subtotal,
      delivery_Fee: t.config.deliveryFee,
      total_Price: subtotal + t.config.deliveryFee,
      customer_Address: 'House 12, Street 4, F-7/2',
    });
  });

  it('refuses a total that differs from the stored prices, storing nothing', async () => {
    const before = await orderCount();
    const cheaper = pickupOrder({
      items: [{ ...orderLine(latte, 2), Product_Price: 1 }],
      total_Price: 2,
    });
    const response = await place(cheaper);
    expectStatus(response, 400);
    expect(response.json().message).toBe(ORDER_MESSAGES.totalMismatch);
    // Forgetting the delivery fee is a different total too.
    const noFee = pickupOrder({
      items: [orderLine(latte, 1)],
      deliveryType: 'deliver',
      customer_Address: 'Somewhere',
      total_Price: latte.Product_Price,
    });
    expect((await place(noFee)).json().message).toBe(ORDER_MESSAGES.totalMismatch);
    expect(await orderCount()).toBe(before);
  });

  it('answers with the checkout messages, first problem first', async () => {
    const before = await orderCount();
    const cases: [Partial<OrderInput>, string][] = [
      [{ customer_Name: '  ' }, ORDER_MESSAGES.nameRequired],
      [{ deliveryType: 'deliver', customer_Address: ' ' }, ORDER_MESSAGES.addressRequired],
      [{ customer_Number: '' }, ORDER_MESSAGES.phoneRequired],
      [{ customer_Number: 'call me' }, ORDER_MESSAGES.phoneInvalid],
      [{ paymentMethod: '' }, ORDER_MESSAGES.paymentRequired],
      [{ paymentMethod: 'bitcoin' }, ORDER_MESSAGES.paymentRequired],
      [{ customer_Email: 'not-an-email' }, ORDER_MESSAGES.emailInvalid],
      [{ items: [] }, ORDER_MESSAGES.cartEmpty],
      [{ items: [orderLine(latte, 0)] }, ORDER_MESSAGES.quantityInvalid],
      [{ paymentMethod: 'card' }, ORDER_MESSAGES.cardUnavailable],
    ];
    for (const [override, message] of cases) {
      const response = await place(pickupOrder(override));
      expectStatus(response, 400, message);
      expect(response.json().message).toBe(message);
    }
    const everything = await place(
      pickupOrder({
        customer_Name: '',
        deliveryType: 'deliver',
        customer_Number: '',
        paymentMethod: '',
      }),
    );
    expect(everything.json().issues.map((i: { message: string }) => i.message)).toEqual([
      ORDER_MESSAGES.nameRequired,
      ORDER_MESSAGES.addressRequired,
      ORDER_MESSAGES.phoneRequired,
      ORDER_MESSAGES.paymentRequired,
    ]);
    expect(await orderCount()).toBe(before);
  });

  // docs/cafe.md#checkout: the booking form's phone rule, so one number is kept one way.
  it.each(['0321-1234567', '0321 1234567', '+92 321 1234567', '92 321 1234567'])(
    'keeps the phone typed as %s as 03211234567',
    async (customer_Number) => {
      const response = await place(pickupOrder({ customer_Number }));
      expectStatus(response, 201);
      const { order } = orderPlacedSchema.parse(response.json());
      expect(order.customer_Number).toBe('03211234567');
      const [row] = await t.app.db
        .select({ phone: orders.customerNumber })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(row!.phone).toBe('03211234567');
    },
  );

  it.each(['+93 321 1234567', '0321-123456', '0321-12345678', '92 421 1234567', '0321 12E4567'])(
    'answers 400 for the phone %s with the checkout message, storing nothing',
    async (customer_Number) => {
      const before = await orderCount();
      const response = await place(pickupOrder({ customer_Number }));
      expectStatus(response, 400);
      expect(response.json().message).toBe(ORDER_MESSAGES.phoneInvalid);
      expect(await orderCount()).toBe(before);
    },
  );

  it('refuses a product that is hidden or gone', async () => {
    const hide = await admin.patch(`/api/product-visibility/${cake.id}`, { hidden: true });
    expectStatus(hide, 200);
    const response = await place(pickupOrder());
    expectStatus(response, 400);
    expect(response.json().message).toBe(`${cake.Product_Name} is no longer available.`);
    const unknown = await place(
      pickupOrder({
        items: [{ ...orderLine(latte, 1), Product_ID: 999_999, Product_Name: 'Ghost' }],
      }),
    );
    expect(unknown.json().message).toBe('Ghost is no longer available.');
    await admin.patch(`/api/product-visibility/${cake.id}`, { hidden: false });
  });
});

describe('reading orders and marking them sent', () => {
  it('needs an admin token', async () => {
    expectStatus(await t.api.get('/api/get-order'), 401);
    const patch = await t.api.patch('/api/update-order-sent/1');
    expectStatus(patch, 401);
  });

  it('lists newest first, filters by status and pages with before', async () => {
    for (const name of ['First Pager', 'Second Pager', 'Third Pager']) await givenPickup(name);
    const newest = await listOrders('?limit=2');
    expect(newest.map((o) => o.customer_Name)).toEqual(['Third Pager', 'Second Pager']);
    const older = await listOrders(`?limit=2&before=${newest[1]!.id}`);
    expect(older[0]?.customer_Name).toBe('First Pager');
    expect(older[0]?.items).toHaveLength(2);
  });

  it('marks a pending order sent once; a second time is a conflict', async () => {
    const order = await givenPickup('Send Me');
    const mark = () => admin.patch(`/api/update-order-sent/${order.id}`);
    const [a, b] = await Promise.all([mark(), mark()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const conflict = a.statusCode === 409 ? a : b;
    expect(conflict.json().message).toBe(ORDER_MESSAGES.alreadySent);
    const sent = (await listOrders('?status=Sent')).find((o) => o.id === order.id);
    expect(sent).toMatchObject({ status: 'Sent', orderSent: true });
    expect((await listOrders('?status=Pending')).some((o) => o.id === order.id)).toBe(false);

    const missing = await admin.patch('/api/update-order-sent/999999');
    expectStatus(missing, 404);
  });

  it('keeps the lines of an order whose product is later deleted', async () => {
    const order = await givenPickup('Before Delete');
    const deleted = await admin.delete(`/api/delete-product/${cake.id}`);
    expectStatus(deleted, 200);
    const kept = (await listOrders()).find((o) => o.id === order.id)!;
    expect(kept.items[1]).toMatchObject({
      Product_ID: null,
      Product_Name: cake.Product_Name,
      Product_Price: cake.Product_Price,
    });
  });
});

describe('the order e-mail', () => {
  it('tells a customer who gave an e-mail what was ordered, at the stored prices', async () => {
    const smtp = await startSmtpServer();
    const own = await createTestApp({ smtpUrl: smtp.url, venueAddress: 'Plot 5, DHA Phase 6' });
    try {
      await seedDemoMenu(own.app.db);
      const menu = productListSchema.parse((await own.api.get('/api/get-products')).json());
      const product = menu[0]!;
      const response = await own.api.post(
        '/api/add-order',
        pickupOrder({
          items: [orderLine(product, 3)],
          total_Price: product.Product_Price * 3,
          customer_Email: 'Ayesha@Example.test',
        }),
      );
      expectStatus(response, 201);
      const { order } = orderPlacedSchema.parse(response.json());
      const mail = await smtp.waitForMail('ayesha@example.test');
      expect(mail.subject).toBe(`Your Padel & Café order #${order.id}`);
      for (const part of [mail.text, mail.htmlText]) {
        expect(part).toContain(`3 × ${product.Product_Name}`);
        expect(part).toMatch(
          new RegExp(`Total:?\\W+PKR ${(product.Product_Price * 3).toLocaleString('en-US')}`),
        );
        expect(part).toContain('ready for pickup at Plot 5, DHA Phase 6');
      }
      expect(mail.text).toMatch(/^ {2}Name: +"Ayesha Khan"$/m);
    } finally {
      await own.close();
      await smtp.close();
    }
  });

  it("quotes the customer's words on their own labelled lines, never as the venue's", async () => {
    const smtp = await startSmtpServer();
    const own = await createTestApp({ smtpUrl: smtp.url });
    const lure = 'Your payment failed. Pay again at http://evil.example/pay';
    try {
      await seedDemoMenu(own.app.db);
      const [product] = productListSchema.parse((await own.api.get('/api/get-products')).json());
      const twoLineName = await own.api.post(
        '/api/add-order',
        pickupOrder({
          items: [orderLine(product!, 1)],
          total_Price: product!.Product_Price,
          customer_Name: `Ayesha\n\n${lure}`,
          customer_Email: 'target@example.test',
        }),
      );
      expectStatus(twoLineName, 400);
      expect(twoLineName.json().message).toBe(ORDER_MESSAGES.nameOneLine);

      const response = await own.api.post(
        '/api/add-order',
        pickupOrder({
          items: [orderLine(product!, 1)],
          total_Price: product!.Product_Price + own.config.deliveryFee,
          deliveryType: 'deliver',
          customer_Name: `Ayesha. ${lure}`,
          customer_Address: `House 5\n\n${lure}\nThe ${'Padel & Café'} team`,
          customer_Email: 'target@example.test',
        }),
      );
      expectStatus(response, 201);
      const mail = await smtp.waitForMail('target@example.test');
      const lines = mail.text.split(/\r?\n/);
      expect(lines[0]).toBe(`We have your order #${response.json().order.id}`);
      // The lure appears only inside the quoted details, on lines labelled as the customer's.
      const withLure = lines.filter((text) => text.includes('evil.example'));
      expect(withLure).toEqual([
        expect.stringMatching(
          new RegExp(`^ {2}Name: +"Ayesha\\. ${lure.replace(/[.?]/g, '\\$&')}"$`),
        ),
        expect.stringMatching(/^ {2}Address: +"House 5 Your payment .* The Padel & Café team"$/),
      ]);
      // In the HTML part it is text in a table cell, never a link.
      expect(mail.html).not.toContain('href="http://evil.example');
    } finally {
      await own.close();
      await smtp.close();
    }
  });

  it('refuses an order above the online total limit with a message, storing nothing', async () => {
    const before = await orderCount();
    const priceOf = (product: Product) => product.Product_Price;
    const quantity = Math.ceil((MAX_ORDER_TOTAL + 1) / priceOf(latte));
    const lines = Array.from({ length: Math.ceil(quantity / MAX_ORDER_QUANTITY) }, () =>
      orderLine(latte, MAX_ORDER_QUANTITY),
    );
    const response = await place(pickupOrder({ items: lines, total_Price: null }));
    expectStatus(response, 400);
    expect(response.json().message).toBe(ORDER_MESSAGES.totalTooLarge);
    expect(await orderCount()).toBe(before);
  });
});

describe('the delivery fee, a venue setting (docs/venue-settings.md#settings)', () => {
  it('is charged to a new delivery order and shown by the public read once staff change it', async () => {
    const read = async () => publicSettingsSchema.parse((await t.api.get('/api/settings')).json());
    const { closures: _closures, cardPayments: _card, ...initial } = await read();
    // Until staff save settings, DELIVERY_FEE and DELIVERY_AREA are the setting.
    expect(initial).toMatchObject({ deliveryFee: t.config.deliveryFee, deliveryArea: '' });
    try {
      const changed = { ...initial, deliveryFee: 300, deliveryArea: 'DHA Lahore' };
      expectStatus(await admin.put('/api/settings', changed), 200);
      expect(await read()).toMatchObject({ deliveryFee: 300, deliveryArea: 'DHA Lahore' });

      const delivery = (total: number) =>
        pickupOrder({
          items: [orderLine(latte, 1)],
          deliveryType: 'deliver',
          customer_Address: 'House 12, Street 4, F-7/2',
          total_Price: total,
        });
      const stale = await place(delivery(latte.Product_Price + initial.deliveryFee));
      expectStatus(stale, 400);
      expect(stale.json().message).toBe(ORDER_MESSAGES.totalMismatch);
      const response = await place(delivery(latte.Product_Price + 300));
      expectStatus(response, 201);
      expect(orderPlacedSchema.parse(response.json()).order).toMatchObject({
        subtotal: latte.Product_Price,
        delivery_Fee: 300,
        total_Price: latte.Product_Price + 300,
      });
    } finally {
      expectStatus(await admin.put('/api/settings', initial), 200);
    }
  });
});

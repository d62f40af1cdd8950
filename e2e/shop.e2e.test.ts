import { DEFAULT_VENUE_SETTINGS, ORDER_MESSAGES } from '@padel/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueTag } from './support/admin-bookings';
import { eventually, expectNoHorizontalScroll } from './support/booking';
import { appUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import {
  cartCount,
  cartLink,
  createTestProduct,
  deleteTestProduct,
  findOrder,
  pkr,
  seedCart,
  type TestProduct,
} from './support/shop';
import { useBrowser } from './support/use-browser';
import { useServerClock } from './support/clock';
import { readSettings, saveSettings, settingsOnly } from './support/venue-settings';

/** The e2e server's fresh install charges the initial delivery fee (docs/venue-settings.md). */
const FEE = DEFAULT_VENUE_SETTINGS.deliveryFee;

const session = useBrowser({ signIn: true, reducedMotion: true });
const created: TestProduct[] = [];

afterAll(async () => {
  for (const product of created) await deleteTestProduct(session.token, product.id);
});

const CATEGORY = 'Desserts';

async function testProduct(price: number): Promise<TestProduct> {
  const product = await createTestProduct(session.token, {
    name: `E2E Brownie ${uniqueTag()}`,
    price,
    category: CATEGORY,
  });
  created.push(product);
  return product;
}

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe('shop: menu to placed order', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`a customer orders for pickup and the admin marks it sent (${label})`, async () => {
      const product = await testProduct(750);
      const customerName = `E2E Shopper ${uniqueTag()}`;
      const { context, page } = await session.open(viewport);

      // Menu: the category list has All plus counts; choosing one shows only its products.
      await page.goto(appUrl('/menu'));
      const categories = page.getByRole('group', { name: 'Categories' });
      await eventually(() =>
        categories.getByRole('button', { name: /^All\s*\d+$/ }).isVisible(),
      ).toBe(true);
      const dessertFilter = categories.getByRole('button', { name: new RegExp(`^${CATEGORY}`) });
      expect(await dessertFilter.textContent()).toMatch(/\d+$/);
      await dessertFilter.click();
      await eventually(() => dessertFilter.getAttribute('aria-pressed')).toBe('true');
      const card = page.getByRole('link', { name: new RegExp(product.name) });
      await eventually(() => card.isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /Cappuccino/ }).count()).toBe(0);

      // Product detail: pictures, name, price, description, quantity, Add to Cart.
      await card.click();
      await page.waitForURL(`**/product-detail/${product.id}`);
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: product.name }).isVisible(),
      ).toBe(true);
      const main = page.getByRole('main');
      expect(await main.textContent()).toContain(pkr(product.price));
      expect(await main.textContent()).toContain(product.description);
      const pictures = page.getByRole('region', { name: `Pictures of ${product.name}` });
      expect(await pictures.getByRole('button', { name: 'Next picture' }).isVisible()).toBe(true);
      expect(await pictures.getByRole('button', { name: 'Show picture 2' }).isVisible()).toBe(true);
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      expect(await quantity.inputValue()).toBe('1');
      expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await eventually(() => quantity.inputValue()).toBe('2');
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await eventually(() => page.getByText('Added to your cart').isVisible()).toBe(true);
      await eventually(() => cartCount(page)).toBe(2);
      await expectNoAxeViolations(page);

      // Cart: the line, a new quantity, the subtotal and totals follow.
      await page.getByRole('link', { name: 'View cart' }).click();
      await page.waitForURL('**/cart-items');
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: 'Cart' }).isVisible(),
      ).toBe(true);
      const lines = page.getByRole(viewport === PHONE ? 'list' : 'table', { name: 'Cart items' });
      const line = lines
        .getByRole(viewport === PHONE ? 'listitem' : 'row')
        .filter({ hasText: product.name });
      await eventually(() => line.count()).toBe(1);
      expect(await line.getByRole('link', { name: product.name }).getAttribute('href')).toBe(
        `/product-detail/${product.id}`,
      );
      expect(await line.textContent()).toContain(pkr(2 * product.price));
      await line.getByRole('spinbutton', { name: `Quantity of ${product.name}` }).fill('3');
      await eventually(() => line.textContent()).toContain(pkr(3 * product.price));
      await eventually(() => cartCount(page)).toBe(3);
      const summary = page.getByRole('region', { name: 'Cart totals' });
      const summaryText = await summary.textContent();
      expect(summaryText).toContain(`Subtotal${pkr(3 * product.price)}`);
      expect(summaryText).toContain(`Delivery fee${pkr(FEE)}`);
      expect(summaryText).toContain(`Total with delivery${pkr(3 * product.price + FEE)}`);
      // No DELIVERY_AREA set: the line speaks of the customer's address, not another country's.
      expect(summaryText).toContain('Shipping to the address you give at checkout.');
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      // Checkout: empty submit shows the checkout messages (docs/cafe.md#checkout) under the
      // fields.
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL('**/checkouts');
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: 'Checkout' }).isVisible(),
      ).toBe(true);
      await page.getByRole('button', { name: 'Place order' }).click();
      for (const message of [
        ORDER_MESSAGES.nameRequired,
        ORDER_MESSAGES.phoneRequired,
        ORDER_MESSAGES.addressRequired,
        ORDER_MESSAGES.paymentRequired,
      ]) {
        await eventually(() => page.getByText(message, { exact: true }).isVisible()).toBe(true);
      }
      // The first field with a problem has the focus.
      expect(
        await page
          .getByRole('textbox', { name: 'Full Name' })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      // Pickup: no address, no delivery fee; cash, and card since the e2e server has card
      // payments on (docs/payments.md#card-payments).
      await page.getByRole('radiogroup', { name: 'Delivery method' }).getByText('Pickup').click();
      await eventually(() => page.getByRole('textbox', { name: 'Address' }).count()).toBe(0);
      expect(await page.getByText(ORDER_MESSAGES.addressRequired).count()).toBe(0);
      // A pickup is neither billed nor shipped: the checkout says neither.
      expect(await page.getByRole('heading', { name: 'Your details' }).isVisible()).toBe(true);
      const checkoutText = await page.getByRole('main').textContent();
      expect(checkoutText).not.toContain('Billing details');
      expect(checkoutText).not.toContain('Shipping to');
      expect(await page.getByRole('radio', { name: 'Card' }).count()).toBe(1);
      await page.getByRole('radio', { name: 'Cash', exact: true }).check();
      await eventually(() => page.getByText(ORDER_MESSAGES.paymentRequired).count()).toBe(0);
      const orderSummary = page.getByRole('region', { name: 'Order summary' });
      const orderText = await orderSummary.textContent();
      expect(orderText).toContain(`3 × ${product.name}`);
      expect(orderText).not.toContain('Delivery fee');
      expect(orderText).toContain(`Total${pkr(3 * product.price)}`);
      // The e2e server has no WhatsApp number: the link is hidden.
      expect(await page.getByRole('link', { name: /Order through WhatsApp/ }).count()).toBe(0);

      await page.getByRole('textbox', { name: 'Full Name' }).fill(customerName);
      // Written as people write it; kept the one way (docs/cafe.md#checkout).
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('0321-1234567');
      await page.getByRole('button', { name: 'Place order' }).click();

      await eventually(() =>
        page
          .getByRole('heading', { level: 1, name: 'Thank you, your order has been placed' })
          .isVisible(),
      ).toBe(true);
      const confirmation = await page.getByRole('main').textContent();
      expect(confirmation).toMatch(/Order #\d+/);
      expect(confirmation).toContain(pkr(3 * product.price));
      await eventually(() => cartCount(page)).toBe(0);

      // The order as the server stored it: its own total, pickup, no address.
      const order = await findOrder(session.token, customerName);
      expect(order).toBeDefined();
      expect(confirmation).toContain(`Order #${order!.id}`);
      expect(order).toMatchObject({
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        customer_Address: null,
        customer_Number: '03211234567',
        subtotal: 3 * product.price,
        delivery_Fee: 0,
        total_Price: 3 * product.price,
        status: 'Pending',
        orderSent: false,
      });
      expect(order!.items).toHaveLength(1);
      expect(order!.items[0]).toMatchObject({
        Product_ID: product.id,
        Product_Name: product.name,
        Product_Quantity: 3,
        Product_Price: product.price,
        Product_Category: CATEGORY,
      });

      // The cart is empty now: a friendly way back to the menu.
      await cartLink(page).click();
      await page.waitForURL('**/cart-items');
      await eventually(() => page.getByText('Your cart is empty.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Browse the menu' }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await context.close();

      // Admin: the order's card, Mark as collected (a pickup), and the button is gone.
      const { context: adminContext, page: admin } = await session.adminPage(viewport);
      await admin.goto(appUrl('/order-list'));
      const orderCard = admin.getByTestId('order-card').filter({ hasText: customerName });
      await eventually(() => orderCard.count()).toBe(1);
      expect(await orderCard.getByRole('button', { name: 'Mark as Sent' }).count()).toBe(0);
      await orderCard.getByRole('button', { name: 'Mark as collected' }).click();
      await eventually(() =>
        orderCard.getByRole('button', { name: 'Mark as collected' }).count(),
      ).toBe(0);
      expect((await findOrder(session.token, customerName))?.orderSent).toBe(true);
      await adminContext.close();
    });
  }
});

describe('shop: edges', () => {
  it('an unknown or malformed product id shows a not-found message with a way back', async () => {
    const { context, page } = await session.open(PHONE);
    for (const id of ['999999999', 'not-a-number']) {
      await page.goto(appUrl(`/product-detail/${id}`));
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: 'Product not found' }).isVisible(),
      ).toBe(true);
      expect(await page.getByText('Loading product...').count()).toBe(0);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to menu' }).click();
    await page.waitForURL('**/menu');
    await context.close();
  });

  it('the carousel moves by button and dot, and can be paused', async () => {
    const product = await testProduct(400);
    // Its own context: the file's pages prefer reduced motion, which holds the slideshow still.
    const context = await session.browser.newContext({ viewport: DESKTOP });
    await useServerClock(context);
    const page = await context.newPage();
    await page.goto(appUrl(`/product-detail/${product.id}`));
    const pictures = page.getByRole('region', { name: `Pictures of ${product.name}` });
    await eventually(() => pictures.isVisible()).toBe(true);
    const dot = (n: number) => pictures.getByRole('button', { name: `Show picture ${n}` });
    const pause = pictures.getByRole('button', { name: 'Pause slideshow' });
    await pause.click();
    await eventually(() =>
      pictures.getByRole('button', { name: 'Play slideshow' }).isVisible(),
    ).toBe(true);
    const current = await dot(1).getAttribute('aria-current');
    const next = current === 'true' ? 2 : 1;
    // Keyboard: Next is an ordinary button.
    await pictures.getByRole('button', { name: 'Next picture' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => dot(next).getAttribute('aria-current')).toBe('true');
    await dot(1).click();
    await eventually(() => dot(1).getAttribute('aria-current')).toBe('true');
    expect(
      await pictures.getByRole('img', { name: `${product.name}, picture 1` }).isVisible(),
    ).toBe(true);
    await context.close();
  });

  it("checkout: the venue's WhatsApp and address come from Settings; a changed price sends the customer back", async () => {
    const product = await testProduct(300);
    const oldPrice = 250;
    // The venue's contact as staff set it on the Settings screen (docs/venue-settings.md#contact),
    // put back afterwards: the e2e files share one server.
    const before = settingsOnly(await readSettings());
    const address = 'Plot 9, Gulberg III, Lahore';
    await saveSettings(session.token, {
      ...before,
      venueWhatsapp: '923001234567',
      venueAddress: address,
    });
    try {
      await checkoutWithContact(product, oldPrice, address);
    } finally {
      await saveSettings(session.token, before);
    }
  });
});

/** The checkout with the venue's contact set: its WhatsApp link, its pickup address, a stale price. */
async function checkoutWithContact(product: TestProduct, oldPrice: number, address: string) {
  const { context, page } = await session.open(DESKTOP);
  // A cart saved when the product cost less, and a menu answer that still says so (a stale
  // cache): only the server knows the new price.
  await seedCart(context, [
    { id: product.id, name: product.name, price: oldPrice, quantity: 2, category: CATEGORY },
  ]);
  const staleMenu = '**/api/get-products';
  await context.route(staleMenu, async (route) => {
    const response = await route.fetch();
    const products = (await response.json()) as { id: number; Product_Price: number }[];
    const stale = products.map((p) =>
      p.id === product.id ? { ...p, Product_Price: oldPrice } : p,
    );
    await route.fulfill({ response, json: stale });
  });
  await page.goto(appUrl('/checkouts'));
  await eventually(() =>
    page.getByRole('heading', { level: 1, name: 'Checkout' }).isVisible(),
  ).toBe(true);

  const whatsapp = page.getByRole('link', { name: /Order through WhatsApp/ });
  await eventually(async () => (await whatsapp.getAttribute('href')) ?? '').toMatch(
    /^https:\/\/wa\.me\/923001234567\?text=/,
  );
  expect(await whatsapp.getAttribute('target')).toBe('_blank');
  const text = decodeURIComponent((await whatsapp.getAttribute('href'))!.split('?text=')[1]!);
  expect(text).toContain(`2 x ${product.name}`);
  expect(text).toContain(`Delivery fee: ${pkr(FEE)}`);
  expect(text).toContain(`Total: ${pkr(2 * oldPrice + FEE)}`);

  // A pickup is collected at the address of the Settings.
  await page.getByRole('radiogroup', { name: 'Delivery method' }).getByText('Pickup').click();
  await eventually(() => page.getByRole('main').textContent()).toContain(
    `Pickup address${address}`,
  );
  await page
    .getByRole('radiogroup', { name: 'Delivery method' })
    .getByText('Deliver', { exact: true })
    .click();

  // Delivery, cash: the server refuses the old total and says why.
  await page.getByRole('textbox', { name: 'Full Name' }).fill(`E2E Late ${uniqueTag()}`);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('03001234567');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Test Street');
  await page.getByRole('radio', { name: 'Cash', exact: true }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Your order was not placed' });
  await eventually(() => failure.isVisible()).toBe(true);
  expect(await failure.textContent()).toContain(ORDER_MESSAGES.totalMismatch);
  await expectNoAxeViolations(page);

  // Back in the cart, with the menu answering truly again, the new price is taken over.
  await context.unroute(staleMenu);
  await failure.getByRole('link', { name: 'Review your cart' }).click();
  await page.waitForURL('**/cart-items');
  await eventually(() => page.getByText('Your cart was updated').isVisible()).toBe(true);
  const main = page.getByRole('main');
  expect(await main.textContent()).toContain(
    `The price of ${product.name} is now ${pkr(product.price)}.`,
  );
  await eventually(() => main.textContent()).toContain(
    `Total with delivery${pkr(2 * product.price + FEE)}`,
  );
  await expectNoAxeViolations(page);
  await context.close();
}

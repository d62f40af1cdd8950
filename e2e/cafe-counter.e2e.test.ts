import { COUNTER_ORDER_MESSAGES, formatPrice, type Order, type Product } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { api, uniqueTag } from './support/admin-bookings';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { eventually, expectNoHorizontalScroll, orderCard } from './support/cafe-admin';
import { useBrowser } from './support/use-browser';

/**
 * The New order screen on a phone (docs/screens.md#new-order, docs/cafe.md#counter-orders): staff
 * take an open tab for a table with the keyboard, at the server's price, and settle it from the
 * Orders screen's Open tabs (docs/cafe.md#paid-and-collected).
 */
const session = useBrowser({ signIn: true, reducedMotion: true });

describe('New order', () => {
  it('takes an open tab on a phone with the keyboard, and Orders settles it', async () => {
    const { context, page } = await session.adminPage(PHONE);
    const { body: menu } = await api<Product[]>(null, '/get-products');
    const latte = menu.find((product) => product.Product_Name === 'Café Latte') ?? menu[0]!;
    const name = `Counter ${uniqueTag()}`;

    // Reached from the dashboard.
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('link', { name: /^New order/ }).click();
    await page.getByRole('heading', { name: 'New order', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Menu items' }).waitFor();

    // Nothing chosen: the form says what is missing, in the server's words, and focuses the menu.
    await page.getByRole('button', { name: 'Take order' }).press('Enter');
    await page.getByText(COUNTER_ORDER_MESSAGES.itemsRequired).waitFor();
    await page.getByText(COUNTER_ORDER_MESSAGES.whoRequired).waitFor();
    await page.getByText(COUNTER_ORDER_MESSAGES.paymentRequired).waitFor();
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''),
    ).toBe('items');
    await expectNoAxeViolations(page);

    // Search, then two of it with the keyboard.
    await page.keyboard.type(latte.Product_Name.slice(0, 5));
    const increase = page.getByRole('button', {
      name: `Increase quantity of ${latte.Product_Name}`,
    });
    await increase.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // The total is the server's.
    await page
      .getByTestId('order-total')
      .filter({ hasText: `Total ${formatPrice(latte.Product_Price * 2)}` })
      .waitFor();

    await page.getByRole('textbox', { name: 'Table number' }).focus();
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await page.keyboard.type(name);
    // The payment radios move with the arrow keys, as native radios do.
    await page.getByRole('radio', { name: 'Paid cash' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Open tab' }).isChecked()).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Take order' }).focus();
    await page.keyboard.press('Enter');
    const taken = page.getByRole('status').filter({ hasText: 'Order taken' });
    await taken.waitFor();
    await taken.getByText(`Table 5 · ${name}`, { exact: false }).waitFor();
    await taken.getByText('open tab until paid', { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    const { body: tabs } = await api<Order[]>(session.token, '/get-order?tab=open&limit=200');
    const tab = tabs.find((order) => order.customer_Name === name);
    expect(tab).toMatchObject({
      source: 'counter',
      tableNumber: 5,
      paymentStatus: 'unpaid',
      total_Price: latte.Product_Price * 2,
    });

    // The Orders screen's open tabs: paid by card at the desk, it leaves them.
    await page.goto(appUrl('/order-list?tab=open'));
    const card = orderCard(page, name);
    await card.waitFor();
    await card.getByText('Open tab').first().waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Paid card' }).click();
    // It asks before recording money: the amount, the order and the way.
    const asked = page.getByRole('dialog', { name: 'Record the payment' });
    await asked.getByText('by Card at the desk?', { exact: false }).waitFor();
    await asked.getByRole('button', { name: 'Record it' }).click();
    await page.getByText('Payment recorded.', { exact: false }).waitFor();
    await eventually(async () => {
      const { body } = await api<Order[]>(session.token, '/get-order?tab=open&limit=200');
      return body.some((order) => order.id === tab!.id);
    }).toBe(false);
    const { body: all } = await api<Order[]>(session.token, '/get-order?limit=200');
    expect(all.find((order) => order.id === tab!.id)).toMatchObject({
      paymentStatus: 'paid',
      paidMethod: 'card-desk',
    });
    await context.close();
  });
});

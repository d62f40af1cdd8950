import { DEFAULT_VENUE_SETTINGS, quotePadel, type Product } from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, findBookingId, freePadelDate, uniqueTag } from './support/admin-bookings';
import {
  choosePadel,
  customer,
  eventually,
  expectNoHorizontalScroll,
  fillDetails,
  pkr,
} from './support/booking';
import { appUrl, bookingUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { cartCount, findOrder, seedCart } from './support/shop';
import { useBrowser } from './support/use-browser';

// Card payments against the Checkout API stand-in the e2e server runs with (e2e/global-setup.ts,
// docs/payments.md#card-payments): its page has a Pay button that completes the session, sends the
// server the signed event, then returns the customer; Back is the cancel address.
const session = useBrowser({ signIn: true, reducedMotion: true });

const onPaymentPage = (page: Page) => page.waitForURL(`${inject('stripeUrl')}/pay/**`);

describe('card payment of the booking advance', () => {
  it('holds the slots while the advance is awaited, then shows it paid to the customer and the admin', async () => {
    const date = await freePadelDate();
    const hours = [18];
    const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, hours);
    const person = customer(`card-${uniqueTag()}`);
    const page = await session.newPage(PHONE);

    await page.goto(bookingUrl('/'));
    await choosePadel(page, { date, court: 'Court 1', hours });
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await fillDetails(page, person);

    // Pay at the venue unless the customer chooses the card.
    const payment = page.getByRole('radiogroup', { name: 'Payment' });
    const byCard = payment.getByRole('radio', {
      name: `Pay the 50% advance now by card (${pkr(quote.advance)})`,
    });
    await eventually(() => byCard.isVisible()).toBe(true);
    expect(await payment.getByRole('radio', { name: 'Pay at the venue' }).isChecked()).toBe(true);
    await byCard.check();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'CONFIRM AND PAY' }).click();

    // The provider's page asks for the advance, not the total.
    await onPaymentPage(page);
    expect(await page.getByRole('main').textContent()).toContain(pkr(quote.advance));

    // Back from the provider without paying: the booking page says the slots are held.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(bookingUrl('/my-booking/**'));
    const held = page.getByRole('region', {
      name: 'Your slots are held while you pay the advance',
    });
    await eventually(() => held.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await held.getByRole('link', { name: 'Pay the advance' }).click();

    // Paying brings the customer back to /success, which waits for the provider's event.
    await onPaymentPage(page);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(bookingUrl('/success?session_id=**'));
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Payment success!' }).isVisible(),
    ).toBe(true);
    expect(await page.getByText('Thanks for booking Padel!').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: 'View my booking' }).click();
    await page.waitForURL(bookingUrl('/my-booking/**'));
    await eventually(() => page.getByText('Advance paid').first().isVisible()).toBe(true);
    expect(await held.count()).toBe(0);
    await page.context().close();

    // The admin sees the advance paid by card, and the balance still due.
    const id = await findBookingId(session.token, date, person.name);
    const { context, page: admin } = await session.adminPage(DESKTOP);
    await admin.goto(appUrl(`/booking-detail/${id}`));
    const card = admin.getByRole('article', { name: person.name });
    await eventually(() => card.getByText('Advance paid').first().isVisible()).toBe(true);
    const money = card.getByRole('table', { name: 'Payment' });
    expect(await money.textContent()).toContain(pkr(quote.total - quote.advance));
    const fact = (term: string) =>
      card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    expect(await fact('Card payment').textContent()).toContain(pkr(quote.advance));
    const reference = fact('Card reference');
    expect((await reference.textContent())?.trim()).toMatch(/^\S+$/);
    expect((await reference.textContent())?.trim()).not.toBe('—');
    await expectNoAxeViolations(admin);
    await context.close();
  });
});

/** A product from the demo menu, so the cart's check against the menu keeps it. */
async function menuProduct(): Promise<Product> {
  const { status, body } = await api<Product[]>(null, '/get-products');
  expect(status).toBe(200);
  expect(body.length).toBeGreaterThan(0);
  return body[0]!;
}

async function payByCard(page: Page, name: string): Promise<void> {
  await page.goto(appUrl('/checkouts'));
  await eventually(() =>
    page.getByRole('heading', { level: 1, name: 'Checkout' }).isVisible(),
  ).toBe(true);
  await page.getByRole('radiogroup', { name: 'Delivery method' }).getByText('Pickup').click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('03001234567');
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await onPaymentPage(page);
}

describe('card payment of a café order', () => {
  it('a cancelled payment keeps the cart; a paid one empties it and shows paid to the admin', async () => {
    const product = await menuProduct();
    const { context, page } = await session.open(PHONE);
    await seedCart(context, [
      { id: product.id, name: product.Product_Name, price: product.Product_Price, quantity: 2 },
    ]);

    // Back from the provider: the specification's words, and Try Again returns to the full cart.
    const cancelled = `E2E Card cancelled ${uniqueTag()}`;
    await payByCard(page, cancelled);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(appUrl('/cancel'));
    await eventually(() =>
      page
        .getByRole('heading', {
          level: 1,
          name: 'ERROR! Oops! Something went wrong. Please try again.',
        })
        .isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL(appUrl('/cart-items'));
    await eventually(() => cartCount(page)).toBe(2);
    expect(await page.getByRole('main').textContent()).toContain(product.Product_Name);

    // Paid: the tick, the order number, and the cart is empty.
    const paid = `E2E Card paid ${uniqueTag()}`;
    await payByCard(page, paid);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(appUrl('/success?session_id=**'));
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Payment success!' }).isVisible(),
    ).toBe(true);
    const order = await findOrder(session.token, paid);
    expect(order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' });
    expect(await page.getByRole('main').textContent()).toContain(`Order #${order!.id}`);
    await eventually(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    await expectNoAxeViolations(page);
    await context.close();

    // The admin's order list: the paid one is in the kitchen's list, Paid; the one left at the
    // provider is only under Awaiting payment, Unpaid.
    const { context: adminContext, page: admin } = await session.adminPage(DESKTOP);
    await admin.goto(appUrl('/order-list'));
    const paidCard = admin.getByTestId('order-card').filter({ hasText: paid });
    const unpaidCard = admin.getByTestId('order-card').filter({ hasText: cancelled });
    await eventually(() => paidCard.count()).toBe(1);
    expect(await paidCard.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    expect(await unpaidCard.count()).toBe(0);
    await admin
      .getByRole('radiogroup', { name: 'Filter by status' })
      .getByText('Awaiting payment')
      .click();
    await eventually(() => unpaidCard.count()).toBe(1);
    expect(await unpaidCard.getByText('Unpaid', { exact: true }).isVisible()).toBe(true);
    expect(await unpaidCard.getByText('Awaiting payment', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(admin);
    await adminContext.close();
  });
});

import { addDays, VENUE_RULE_MESSAGES, type Closure, type VenueSettings } from '@padel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import { api, uniqueTag, venueToday } from './support/admin-bookings';
import {
  courtButton,
  eventually,
  expectNoHorizontalScroll,
  pickDate,
  pkr,
  slotButton,
} from './support/booking';
import { appUrl, bookingUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { createTestProduct, deleteTestProduct, seedCart } from './support/shop';
import { showMonth } from './support/calendar';
import { useBrowser } from './support/use-browser';
import {
  freeDate,
  readSettings,
  removeClosures,
  saveSettings,
  settingsOnly,
} from './support/venue-settings';

// The Settings and Closures screens (docs/venue-settings.md). Every e2e file shares one server:
// what these flows change they put back, so the other files still see the spec's prices.
const session = useBrowser({ signIn: true, reducedMotion: true });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const BASE_PRICE = 'Base price per hour (PKR)';

async function openSettings(page: Page): Promise<void> {
  await page.goto(appUrl('/admin-dashboard'));
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  await page.waitForURL('**/settings');
  await eventually(() => page.getByRole('textbox', { name: BASE_PRICE }).isVisible()).toBe(true);
}

/**
 * Opens the booking page on `date` and `court` until `check` holds: the server caches its reads for
 * a second (docs/venue-settings.md#settings), so a page opened at once may show the old state.
 */
async function bookingDay(
  page: Page,
  date: string,
  court: 'Court 1' | 'Court 2',
  check: () => Promise<boolean>,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.goto(bookingUrl('/'));
    await pickDate(page, date);
    await courtButton(page, court).click();
    await slotButton(page, 0).waitFor();
    if ((await check()) || attempt === 5) return;
    await page.waitForTimeout(1000);
  }
}

describe('the Settings screen', () => {
  it('saves a new base price and delivery fee, which the booking page and the cart then charge', async () => {
    const original: VenueSettings = settingsOnly(await readSettings());
    cleanups.push(() => saveSettings(session.token, original));
    const newPrice = original.prices.basePrice + 1500;
    const newFee = original.deliveryFee + 41;
    // A weekend evening: no price rule of the spec's applies, so the base price does.
    const date = await freeDate({ weekdays: [5, 6, 0], court: 'Court 1', hour: 20 });

    const { context, page } = await session.adminPage(DESKTOP);
    await openSettings(page);
    const prices = page.getByRole('region', { name: 'Prices' });
    expect(await prices.getByRole('group', { name: 'Price rule 1' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // The contract's own check, on the field it is about, before anything is sent.
    const sunday = page.getByRole('group', { name: 'Sunday' });
    await sunday.getByRole('combobox', { name: 'Opens' }).selectOption('10');
    await sunday.getByRole('combobox', { name: 'Closes' }).selectOption('9');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const closes = sunday.getByRole('combobox', { name: 'Closes' });
    await eventually(() => closes.getAttribute('aria-invalid')).toBe('true');
    expect(await sunday.getByText('A day cannot open after it closes.').isVisible()).toBe(true);
    await sunday.getByRole('switch', { name: 'Closed all day' }).check();
    await sunday.getByRole('switch', { name: 'Closed all day' }).uncheck();
    expect(await closes.inputValue()).toBe('24');

    // At 375 px: nothing scrolls sideways, and axe is content.
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: BASE_PRICE }).fill(String(newPrice));
    await page.getByRole('textbox', { name: 'Delivery fee (PKR)' }).fill(String(newFee));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await eventually(() =>
      page.getByText(VENUE_RULE_MESSAGES.settingsSaved, { exact: true }).isVisible(),
    ).toBe(true);
    await eventually(async () => (await readSettings()).prices.basePrice).toBe(newPrice);
    const saved = settingsOnly(await readSettings());
    expect(saved).toEqual({
      ...original,
      prices: { ...original.prices, basePrice: newPrice },
      deliveryFee: newFee,
    });
    await context.close();

    // The cart adds the new delivery fee (docs/cafe.md#order-totals).
    const product = await createTestProduct(session.token, {
      name: `E2E Fee Brownie ${uniqueTag()}`,
      price: 500,
      category: 'Desserts',
    });
    cleanups.push(() => deleteTestProduct(session.token, product.id));
    const shopper = await session.open(PHONE);
    await seedCart(shopper.context, [
      { id: product.id, name: product.name, price: product.price, quantity: 1 },
    ]);
    await shopper.page.goto(appUrl('/cart-items'));
    const totals = shopper.page.getByRole('region', { name: 'Cart totals' });
    await eventually(() => totals.textContent()).toContain(`Delivery fee${pkr(newFee)}`);
    await shopper.context.close();

    // The booking page's running total is at the new price.
    const customer = await session.newPage(PHONE);
    const slot = slotButton(customer, 20);
    await bookingDay(customer, date, 'Court 1', async () => {
      // The page may keep a chosen slot across loads: choose it only once.
      if ((await slot.getAttribute('aria-pressed')) !== 'true') await slot.click();
      await eventually(() => slot.getAttribute('aria-pressed')).toBe('true');
      return (await customer.getByRole('main').textContent())?.includes(pkr(newPrice)) ?? false;
    });
    await eventually(() => customer.getByRole('main').textContent()).toContain(pkr(newPrice));
    await customer.context().close();
  });
});

describe('the Closures screen', () => {
  it('closes Court 1 on a day, which the booking page shows closed, then removes it', async () => {
    const date = await freeDate();
    const reason = `E2E closure ${uniqueTag()}`;
    cleanups.push(() => removeClosures(session.token, reason));
    // One booking the closure will cancel, which the confirmation counts first (no price sent:
    // the settings flow may have changed it).
    const booked = await api(null, '/create-booking', {
      method: 'POST',
      body: padelRequest(date, 20, { email: `e2e-closed-${uniqueTag()}@example.test` }),
    });
    expectStatus(booked, 201);

    const { context, page } = await session.adminPage(DESKTOP);
    // From the profile menu of the admin bar.
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Closures' }).click();
    await page.waitForURL('**/closures');
    await eventually(() => page.getByRole('heading', { name: 'All closures' }).isVisible()).toBe(
      true,
    );
    await expectNoAxeViolations(page);

    // A closure starts today at the earliest: the form says so on the field, sending nothing.
    const from = page.getByLabel('From date');
    await from.fill(addDays(venueToday(), -1));
    await page.getByLabel('To date').fill(date);
    await page.getByRole('checkbox', { name: 'Court 1' }).check();
    await page.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await page.getByRole('button', { name: 'Save closure' }).click();
    await eventually(() => from.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(VENUE_RULE_MESSAGES.closureOutOfRange).isVisible()).toBe(true);
    await from.fill(date);
    await page.getByRole('button', { name: 'Save closure' }).click();

    // It asks first, saying what it would cancel: the closure cancels the bookings it covers.
    const dialog = page.getByRole('dialog', { name: 'Close the courts?' });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(VENUE_RULE_MESSAGES.closurePreview(1, 0));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close and cancel bookings' }).click();
    await eventually(() =>
      page.getByText(VENUE_RULE_MESSAGES.closureCreated(1), { exact: true }).isVisible(),
    ).toBe(true);
    await eventually(() => dialog.count()).toBe(0);

    const row = page.getByRole('table', { name: 'Closures' }).getByRole('row').filter({
      hasText: reason,
    });
    await eventually(() => row.count()).toBe(1);
    const rowText = await row.innerText();
    expect(rowText).toContain('Court 1');
    expect(rowText).not.toContain('Court 2');
    expect(rowText).toContain('All day');
    expect(rowText).toContain('1 booking cancelled');

    // The month calendar marks the day: one court closed is a partly closed day.
    const cell = page.locator(`td[data-date="${date}"]`);
    await showMonth(page, date);
    expect(await cell.getAttribute('data-mark')).toBe('partial');
    expect(await cell.textContent()).toContain(reason);

    // A phone gets cards, and nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    const card = page.getByRole('list', { name: 'Closures' }).getByRole('listitem').filter({
      hasText: reason,
    });
    await eventually(() => card.count()).toBe(1);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The booking page shows Court 1's slots that day as closed.
    const customer = await session.newPage(PHONE);
    await bookingDay(customer, date, 'Court 1', () => slotButton(customer, 20).isDisabled());
    for (const hour of [9, 20]) {
      await eventually(() => slotButton(customer, hour).isDisabled()).toBe(true);
      expect(await slotButton(customer, hour).textContent()).toContain('Closed');
    }
    // Court 2 stays open.
    await courtButton(customer, 'Court 2').click();
    await eventually(() => slotButton(customer, 20).isEnabled()).toBe(true);

    // Removing it opens Court 1 again.
    await card.getByRole('button', { name: /^Remove closure/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this closure?' });
    await eventually(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Remove closure' }).click();
    await eventually(() =>
      page.getByText(VENUE_RULE_MESSAGES.closureDeleted, { exact: true }).isVisible(),
    ).toBe(true);
    await eventually(() => card.count()).toBe(0);
    const { body } = await api<Closure[]>(session.token, '/closures');
    expect(body.some((closure) => closure.reason === reason)).toBe(false);
    await context.close();

    await bookingDay(customer, date, 'Court 1', () => slotButton(customer, 20).isEnabled());
    await eventually(() => slotButton(customer, 20).isEnabled()).toBe(true);
    await customer.context().close();
  });
});

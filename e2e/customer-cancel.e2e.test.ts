import { DEFAULT_VENUE_SETTINGS, VENUE_RULE_MESSAGES, type Availability } from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, freePadelDate, futureDate, uniqueTag } from './support/admin-bookings';
import {
  bookPadelThroughUi,
  courtButton,
  customer,
  eventually,
  expectNoHorizontalScroll,
  pickDate,
  pkr,
  slotButton,
} from './support/booking';
import { bookingUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';

// docs/venue-settings.md#customer-cancel: the customer cancels their own booking from its page.
const session = useBrowser();

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

describe('a customer cancels their own booking', () => {
  for (const [name, viewport] of [
    ['on a phone', PHONE],
    ['on a desktop', DESKTOP],
  ] as const) {
    it(`books a slot days ahead, cancels it with the dialog, and the slot is free again (${name})`, async () => {
      const date = await freePadelDate();
      const hour = 18;
      const person = customer(`self-cancel-${uniqueTag()}`);
      const page = await session.newPage(viewport);
      await bookPadelThroughUi(page, { date, court: 'Court 1', hours: [hour] }, person);

      await page.getByRole('link', { name: 'View my booking' }).click();
      await page.waitForURL('**/my-booking/*');
      const until = page.getByText('You can cancel this booking until');
      await eventually(() => until.isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      // The dialog starts on Keep booking; Escape closes it and gives the focus back.
      const opener = page.getByRole('button', { name: 'Cancel booking', exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await eventually(() => dialog.isVisible()).toBe(true);
      await eventually(() => focusedName(page)).toBe('Keep booking');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await eventually(() => dialog.isVisible()).toBe(false);
      await eventually(() => focusedName(page)).toBe('Cancel booking');

      await opener.click();
      await eventually(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
      const status = page
        .getByRole('status')
        .filter({ hasText: VENUE_RULE_MESSAGES.customerCancelled });
      await eventually(() => status.isVisible()).toBe(true);
      await eventually(() => dialog.isVisible()).toBe(false);
      const summary = page.getByRole('region', { name: 'Booking summary' });
      await eventually(() => summary.textContent()).toContain('Booking Cancelled');
      expect(await summary.textContent()).toContain(VENUE_RULE_MESSAGES.cancelledByCustomer);
      expect(await opener.count()).toBe(0);
      expect(await until.count()).toBe(0);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      // A reload shows the booking as the server keeps it.
      await page.reload();
      await eventually(() => summary.textContent()).toContain(
        VENUE_RULE_MESSAGES.cancelledByCustomer,
      );

      // Its slot is free at once (docs/venue-settings.md#customer-cancel).
      await page.goto(bookingUrl('/'));
      await pickDate(page, date);
      await courtButton(page, 'Court 1').click();
      await eventually(() => slotButton(page, hour).isEnabled()).toBe(true);
      expect(await slotButton(page, hour).textContent()).not.toContain('BOOKED');
      await page.context().close();
    });
  }

  it('shows no slot Closed on a fresh install, and marks the discounted hours with their price', async () => {
    // Monday to Thursday, 5 AM up to 5 PM cost less under the default prices (docs/prices.md).
    const date = futureDate({ discountWeekday: true });
    const { body } = await api<Availability>(null, `/availability/${date}`);
    expect(body.closedSlots).toEqual({ 'Court 1': [], 'Court 2': [], table: [] });

    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/'));
    await pickDate(page, date);
    await courtButton(page, 'Court 2').click();
    await eventually(() => slotButton(page, 20).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Closed/ }).count()).toBe(0);

    const { basePrice } = DEFAULT_VENUE_SETTINGS.prices;
    const offers = page.getByRole('button', { name: /offer PKR/ });
    expect(await offers.count()).toBeGreaterThan(0);
    for (let hour = 0; hour < 24; hour++) {
      const price = body.padelPrices[hour]!;
      if (!(await slotButton(page, hour).isEnabled())) continue;
      const name = await slotButton(page, hour).textContent();
      if (price < basePrice) expect(name).toContain(`offer ${pkr(price)}`);
      else expect(name).not.toContain('offer');
    }
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.context().close();
  });
});

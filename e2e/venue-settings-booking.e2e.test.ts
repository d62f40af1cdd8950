import {
  BOOKING_MESSAGES,
  DEFAULT_VENUE_SETTINGS,
  VENUE_RULE_MESSAGES,
  weekdayOf,
  type Closure,
  type PublicSettings,
  type VenueSettings,
} from '@padel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { E2E_LIMIT_SETTINGS } from './global-setup';
import { seededAdminToken } from './support/accounts';
import { api, freePadelDate, uniqueTag } from './support/admin-bookings';
import {
  choosePadel,
  customer,
  eventually,
  fillDetails,
  longDate,
  pickDate,
  pkr,
  slotButton,
  courtButton,
} from './support/booking';
import { bookingUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { showMonth } from './support/calendar';
import { useBrowser } from './support/use-browser';

// The booking pages follow the venue's settings (docs/venue-settings.md). Each test changes the
// settings of the e2e server and puts the defaults back: e2e files run one at a time.
const session = useBrowser({ reducedMotion: true });
let token: string;

beforeAll(async () => {
  token = await seededAdminToken();
});

async function putSettings(change: Partial<VenueSettings>): Promise<void> {
  const saved = await api(token, '/settings', {
    method: 'PUT',
    body: {
      ...DEFAULT_VENUE_SETTINGS,
      ...E2E_LIMIT_SETTINGS,
      ...change,
    },
  });
  expectStatus(saved, 200);
}

afterAll(() => putSettings({}));

const alertText = (page: Page) => page.getByRole('alert').first().textContent();

describe("the booking pages follow the venue's settings", () => {
  it("greys out a weekday closed all day, shows a closure's hours Closed and caps the hours", async () => {
    const closedDay = await freePadelDate();
    let closureDay = await freePadelDate();
    while (weekdayOf(closureDay) === weekdayOf(closedDay)) closureDay = await freePadelDate();
    await putSettings({
      maxHoursPerBooking: 2,
      openingHours: DEFAULT_VENUE_SETTINGS.openingHours.map((hours) =>
        hours.day === weekdayOf(closedDay) ? { ...hours, open: 0, close: 0 } : hours,
      ),
    });
    const created = await api<{ closure: Closure }>(token, '/closures', {
      method: 'POST',
      body: {
        from: closureDay,
        to: closureDay,
        courts: ['Court 1', 'Court 2'],
        fromHour: 8,
        toHour: 12,
        reason: `Resurfacing ${uniqueTag()}`,
      },
    });
    expectStatus(created, 201);
    try {
      const page = await session.newPage(PHONE);
      await page.goto(bookingUrl('/'));
      await showMonth(page, closedDay);
      const closed = page.getByRole('button', { name: `${longDate(closedDay)}, Closed` });
      await eventually(() => closed.getAttribute('aria-disabled')).toBe('true');
      // It keeps its place in the keyboard grid, but Enter does not choose it.
      await closed.focus();
      await page.keyboard.press('Enter');
      expect(await closed.getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByText('Please select a date to view booking slots').isVisible()).toBe(
        true,
      );
      await expectNoAxeViolations(page);

      await pickDate(page, closureDay);
      await courtButton(page, 'Court 1').click();
      for (const hour of [8, 11]) {
        await eventually(() => slotButton(page, hour).textContent()).toContain('Closed');
        expect(await slotButton(page, hour).isDisabled()).toBe(true);
      }
      expect(await slotButton(page, 12).isEnabled()).toBe(true);
      for (const hour of [12, 13, 14]) await slotButton(page, hour).click();
      await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
      await eventually(() => alertText(page)).toBe(VENUE_RULE_MESSAGES.tooManyHours(2));
      await expectNoAxeViolations(page);
      await page.context().close();
    } finally {
      await api(token, `/closures/${created.body.closure.id}`, { method: 'DELETE' });
      await putSettings({});
    }
  });

  it('shows the new total when the prices change before the customer confirms', async () => {
    const date = await freePadelDate();
    const hour = 20; // the base price on every day under the defaults
    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/'));
    await choosePadel(page, { date, court: 'Court 2', hours: [hour] });
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    const summary = page.getByRole('region', { name: 'BOOKING SUMMARY' });
    // The summary shows the server's quote for the phone typed (docs/prices.md#quotes).
    const quoted = page.waitForResponse((response) => response.url().endsWith('/api/quote'));
    await fillDetails(page, customer(`price-${uniqueTag()}`));
    await quoted;
    await eventually(() => summary.textContent()).toContain(`Total Price ${pkr(5000)}`);

    // The venue changes its prices after that quote, before the customer confirms.
    await putSettings({ prices: { ...DEFAULT_VENUE_SETTINGS.prices, basePrice: 6000 } });
    try {
      await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
      const prompt = page.getByRole('dialog', { name: 'Booking failed' });
      await eventually(() => prompt.textContent()).toContain(BOOKING_MESSAGES.priceMismatch);
      await prompt.getByRole('button', { name: 'Close' }).click();
      await eventually(() => summary.textContent()).toContain(`Total Price ${pkr(6000)}`);
      await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
      await page.waitForURL('**/thank-you');
      expect(await page.getByRole('main').textContent()).toContain(pkr(6000));
      await page.context().close();
    } finally {
      await putSettings({});
    }
  });

  it('offers only the card when online padel bookings must pay the advance by card', async () => {
    const { body: shown } = await api<PublicSettings>(null, '/settings');
    // The e2e server runs with the card stand-in (e2e/global-setup.ts), so cards are on.
    expect(shown.cardPayments).toBe(true);
    await putSettings({ requireCardAdvance: true });
    try {
      const page = await session.newPage(PHONE);
      await page.goto(bookingUrl('/'));
      await choosePadel(page, { date: await freePadelDate(), court: 'Court 1', hours: [19] });
      await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
      const payment = page.getByRole('radiogroup', { name: 'Payment' });
      await eventually(() => payment.isVisible()).toBe(true);
      expect(await payment.getByRole('radio').count()).toBe(1);
      expect(await payment.getByRole('radio').isChecked()).toBe(true);
      expect(await page.getByText(VENUE_RULE_MESSAGES.cardOnlyNote).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'CONFIRM AND PAY' }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await page.context().close();
    } finally {
      await putSettings({});
    }
  });
});

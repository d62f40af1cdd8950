import {
  BOOKING_MESSAGES,
  DEFAULT_VENUE_SETTINGS,
  quotePadel,
  slotLabel,
  VENUE_RULE_MESSAGES,
} from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookingUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { showMonth } from './support/calendar';
import { useBrowser } from './support/use-browser';
import {
  choosePadel,
  calendarReady,
  chooseSlot,
  courtButton,
  customer,
  dayButton,
  eventually,
  expectNoHorizontalScroll,
  fillDetails,
  contrastOf,
  longDate,
  pickDate,
  pkr,
  slotButton,
  venueDateIn,
} from './support/booking';

const session = useBrowser();

const alertText = (page: Page) => page.getByRole('alert').first().textContent();

describe('booking a padel court', () => {
  it('books two hours end to end on a phone, and the hours then show BOOKED', async () => {
    const date = venueDateIn(3);
    const hours = [18, 19];
    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/'));

    await eventually(() =>
      page.getByText('Please select a date to view booking slots').isVisible(),
    ).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Padel Booking' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // docs/bookings.md#form-checks order: the date first, then the slots.
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await eventually(() => alertText(page)).toBe(BOOKING_MESSAGES.dateRequired);
    await pickDate(page, date);
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await eventually(() => alertText(page)).toBe(BOOKING_MESSAGES.slotRequired);

    await courtButton(page, 'Court 1').click();
    for (const hour of hours) await chooseSlot(page, hour);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    const summary = page.getByRole('region', { name: 'BOOKING SUMMARY' });
    await eventually(() => summary.isVisible()).toBe(true);
    const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, hours);
    const total = quote.total;
    expect(await summary.textContent()).toContain(`Total Price ${pkr(total)}`);
    for (const line of quote.lines) {
      expect(await summary.textContent()).toContain(
        `${line.quantity} × ${pkr(line.unitPrice)} = ${pkr(line.total)}`,
      );
    }
    expect(await summary.textContent()).toContain('Blue Court (Court 1)');
    for (const hour of hours) expect(await summary.textContent()).toContain(slotLabel(hour));

    // The phone is checked as it is typed (see docs/bookings.md#form-checks).
    await fillDetails(page, { ...customer('padel-flow'), phone: '12345678901' });
    await eventually(() => page.getByText(BOOKING_MESSAGES.phonePrefix).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Phone' }).fill('0300123');
    await page.getByRole('textbox', { name: 'Phone' }).blur();
    await eventually(() => page.getByText(BOOKING_MESSAGES.phoneDigits).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('textbox', { name: 'Phone' }).fill('03001234567');
    await eventually(() => page.getByText(BOOKING_MESSAGES.phoneDigits).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await page.waitForURL('**/thank-you');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Booking received' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('main').textContent()).toContain(pkr(total));
    expect(await page.getByRole('main').textContent()).toContain('Pending');
    expect(await page.getByRole('link', { name: 'View my booking' }).getAttribute('href')).toMatch(
      /^\/my-booking\/[^/]+$/,
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // A reload keeps the thank-you page (sessionStorage).
    await page.reload();
    await eventually(() => page.getByRole('link', { name: 'View my booking' }).isVisible()).toBe(
      true,
    );

    await page.getByRole('link', { name: 'Book again' }).click();
    await page.waitForURL(bookingUrl('/'));
    await pickDate(page, date);
    await courtButton(page, 'Court 1').click();
    for (const hour of hours) {
      await eventually(() => slotButton(page, hour).textContent()).toContain('BOOKED');
      expect(await slotButton(page, hour).isDisabled()).toBe(true);
    }
    // The other court is still free at those hours.
    await courtButton(page, 'Court 2').click();
    await eventually(() => slotButton(page, hours[0]!).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('BACK keeps the choice, and changing the court clears the chosen hours', async () => {
    const date = venueDateIn(8);
    const page = await session.newPage();
    await page.goto(bookingUrl('/'));
    await choosePadel(page, { date, court: 'Court 2', hours: [7, 8] });
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await eventually(() =>
      page.getByRole('heading', { name: 'PERSONAL INFORMATION' }).isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'BACK' }).click();
    await eventually(() => slotButton(page, 7).getAttribute('aria-pressed')).toBe('true');
    expect(await slotButton(page, 8).getAttribute('aria-pressed')).toBe('true');
    expect(await courtButton(page, 'Court 2').getAttribute('aria-pressed')).toBe('true');

    await courtButton(page, 'Court 1').click();
    await eventually(() => slotButton(page, 7).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await eventually(() => alertText(page)).toBe(BOOKING_MESSAGES.slotRequired);
    await page.context().close();
  });

  it('a second visitor who chose the same hour meanwhile lands on booking-not-confirmed', async () => {
    const choice = { date: venueDateIn(4), court: 'Court 2' as const, hours: [20] };
    const first = await session.newPage();
    const second = await session.newPage(PHONE);
    for (const page of [first, second]) {
      await page.goto(bookingUrl('/'));
      await choosePadel(page, choice);
      await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
      await eventually(() =>
        page.getByRole('heading', { name: 'PERSONAL INFORMATION' }).isVisible(),
      ).toBe(true);
    }
    await fillDetails(first, customer('race-first'));
    await fillDetails(second, customer('race-second'));

    await first.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await first.waitForURL('**/thank-you');

    await second.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await second.waitForURL('**/booking-not-confirmed');
    await eventually(() =>
      second.getByRole('heading', { level: 1, name: 'Booking not confirmed' }).isVisible(),
    ).toBe(true);
    expect(await second.getByRole('main').textContent()).toContain(BOOKING_MESSAGES.slotTaken);
    // Padel has no queue; the way back is the calendar.
    expect(await second.getByRole('button', { name: 'Join the queue' }).count()).toBe(0);
    await expectNoAxeViolations(second);
    await expectNoHorizontalScroll(second);
    await second.getByRole('link', { name: 'Back to calendar' }).click();
    await second.waitForURL((url) => url.pathname === '/');
    await eventually(() =>
      second.getByRole('button', { name: 'CONFIRM BOOKING' }).isVisible(),
    ).toBe(true);
    await first.context().close();
    await second.context().close();
  });

  it('shows the Booking failed prompt when the request cannot be sent', async () => {
    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/'));
    await choosePadel(page, { date: venueDateIn(9), court: 'Court 1', hours: [9] });
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await fillDetails(page, customer('offline'));
    await page.route('**/api/create-booking', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking failed' });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Booking failed. Please try again.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    // Still on step 2 with the details kept, ready to try again.
    expect(await page.getByRole('textbox', { name: 'Customer Name' }).inputValue()).toBe(
      customer('offline').name,
    );
    await page.context().close();
  });

  it('checks the details: name, e-mail and the padel guest limit', async () => {
    const page = await session.newPage();
    await page.goto(bookingUrl('/'));
    await choosePadel(page, { date: venueDateIn(9), court: 'Court 2', hours: [10] });
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await eventually(() => page.getByText(BOOKING_MESSAGES.nameRequired).isVisible()).toBe(true);
    expect(await page.getByText(BOOKING_MESSAGES.emailRequired).isVisible()).toBe(true);
    expect(await page.getByText(BOOKING_MESSAGES.phoneRequired).isVisible()).toBe(true);
    await fillDetails(page, { ...customer('guests'), guests: '5' });
    await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await eventually(() => page.getByText(BOOKING_MESSAGES.padelGuests).isVisible()).toBe(true);
    expect(page.url()).toBe(bookingUrl('/'));
    await page.context().close();
  });
});

describe('the calendar', () => {
  it('moves with the keyboard, chooses with Enter, and never goes before this month', async () => {
    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/'));
    await calendarReady(page);
    const previous = page.getByRole('button', { name: 'Previous month' });
    await eventually(() => previous.isDisabled()).toBe(true);
    const grid = page.getByRole('grid');
    await eventually(() => grid.locator('th [aria-hidden="true"]').allTextContents()).toEqual([
      'S',
      'M',
      'T',
      'W',
      'T',
      'F',
      'S',
    ]);
    expect(await grid.getByRole('columnheader', { name: 'Wednesday' }).count()).toBe(1);

    const today = venueDateIn(0);
    const yesterday = venueDateIn(-1);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      expect(await dayButton(page, yesterday).isDisabled()).toBe(true);
    }

    // One day is in the tab order: today. Arrow right twice, down once: today + 9.
    await dayButton(page, today).focus();
    expect(await dayButton(page, today).getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const target = venueDateIn(9);
    await eventually(() =>
      dayButton(page, target).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(() => dayButton(page, target).getAttribute('aria-pressed')).toBe('true');
    // The chosen day keeps its look under the pointer (and after a tap): WCAG AA contrast.
    await dayButton(page, target).hover();
    expect(await contrastOf(dayButton(page, target))).toBeGreaterThanOrEqual(4.5);
    // Page Up goes back a month but never before today.
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).toBe(longDate(today));
    await eventually(() => previous.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next month' }).click();
    await eventually(() => previous.isEnabled()).toBe(true);
    await page.context().close();
  });

  it('stops at the end of the booking window and at the most hours one booking holds', async () => {
    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/'));
    // The e2e server runs a fresh install: the default settings (docs/venue-settings.md).
    const { maxHoursPerBooking, bookingWindowDays } = DEFAULT_VENUE_SETTINGS;
    const hours = Array.from({ length: maxHoursPerBooking + 1 }, (_, i) => 12 + i);
    await choosePadel(page, { date: venueDateIn(12), court: 'Court 2', hours });
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await eventually(() => alertText(page)).toBe(
      VENUE_RULE_MESSAGES.tooManyHours(maxHoursPerBooking),
    );
    await slotButton(page, 12).click(); // a second press takes the hour back
    await eventually(() => slotButton(page, 12).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await eventually(() => page.getByRole('textbox', { name: 'Customer Name' }).isVisible()).toBe(
      true,
    );

    await page.goto(bookingUrl('/'));
    const lastDay = venueDateIn(bookingWindowDays);
    const next = page.getByRole('button', { name: 'Next month' });
    await calendarReady(page);
    await showMonth(page, lastDay);
    expect(await dayButton(page, lastDay).isEnabled()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    const dayAfter = venueDateIn(bookingWindowDays + 1);
    if (dayAfter.slice(0, 7) === lastDay.slice(0, 7)) {
      expect(await dayButton(page, dayAfter).isDisabled()).toBe(true);
    }
    await page.context().close();
  });
});

import type { AdminBooking } from '@padel/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, findBookingId, signInOnce, uniqueTag, withToken } from './support/admin-bookings';
import { DESKTOP, launchBrowser } from './support/browser';
import { bookPadelThroughUi, customer, venueDateIn } from './support/booking';
import { appUrl } from './support/browser';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESKTOP });
  token = await signInOnce(context);
  await context.close();
});
afterAll(() => browser.close());

describe('Add New Booking (PRODUCT D14)', () => {
  it('opens the booking site with a walk-in ticket, and the booking made there is a Walk-In', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await withToken(context, token);
    const page = await context.newPage();
    await page.goto(appUrl('/booking-list'));
    const link = page.getByRole('link', { name: 'Add New Booking' });
    await expect.poll(() => link.getAttribute('href')).toContain('walkIn=');

    const [bookingTab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await bookingTab.waitForLoadState();
    // The ticket leaves the address bar at once, so it is not shared by accident.
    await expect.poll(() => bookingTab.url()).not.toContain('walkIn=');

    const date = venueDateIn(11);
    const person = customer(`walkin-${uniqueTag()}`);
    await bookPadelThroughUi(bookingTab, { date, court: 'Court 1', hours: [11] }, person);

    const id = await findBookingId(token, date, person.name);
    const { body } = await api<AdminBooking[]>(token, `/bookings/${id}`);
    expect(body[0]!.BookingSource).toBe('in-person');
    await context.close();
  });

  it('a customer who opens the booking site directly books online', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const date = venueDateIn(11);
    const person = customer(`online-${uniqueTag()}`);
    await bookPadelThroughUi(page, { date, court: 'Court 2', hours: [11] }, person);
    const id = await findBookingId(token, date, person.name);
    const { body } = await api<AdminBooking[]>(token, `/bookings/${id}`);
    expect(body[0]!.BookingSource).toBe('online');
    await context.close();
  });
});

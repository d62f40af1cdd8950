import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seededAdminToken } from './support/accounts';
import { bookingRow, createPadelBooking, uniqueTag } from './support/admin-bookings';
import { appUrl } from './support/browser';
import { useBrowser } from './support/use-browser';

// Links survive sign-in (docs/accounts.md#browser-session): a guarded screen opened signed out
// sends the visitor to the login screen, which remembers where they were going, and signing in
// lands there. Successful sign-ins cost nothing against the limits
// (docs/accounts.md#sign-in-limits), so each case signs in through the form.
const session = useBrowser();

/** Fills the login form the page shows and submits it. */
async function signInHere(page: Page): Promise<void> {
  const admin = inject('admin');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('a link opened signed out', () => {
  it('lands on the booking it names after signing in, not on the dashboard', async () => {
    const name = `E2E Deep link ${uniqueTag()}`;
    const booking = await createPadelBooking(await seededAdminToken(), { name });
    const page = await session.newPage();

    await page.goto(appUrl(`/booking-detail/${booking.id}`));
    await page.waitForURL('**/user/login?**');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/booking-detail/${booking.id}`);
    await signInHere(page);

    await page.waitForURL(`**/booking-detail/${booking.id}`);
    await expect.poll(() => page.getByRole('heading', { name }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps the query of the screen asked for', async () => {
    const name = `E2E Deep list ${uniqueTag()}`;
    const booking = await createPadelBooking(await seededAdminToken(), { name });
    const page = await session.newPage();

    await page.goto(appUrl(`/booking-list?date=${booking.date}`));
    await page.waitForURL('**/user/login?**');
    await signInHere(page);

    await page.waitForURL(`**/booking-list?date=${booking.date}`);
    await expect.poll(() => bookingRow(page, name).count()).toBe(1);
    await page.context().close();
  });

  it('never follows a returnTo that leaves the site', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/user/login?returnTo=https%3A%2F%2Felsewhere.example%2F'));
    await signInHere(page);

    await page.waitForURL('**/admin-dashboard');
    expect(new URL(page.url()).origin).toBe(new URL(appUrl('/')).origin);
    await page.context().close();
  });
});

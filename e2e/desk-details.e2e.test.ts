import { formatHour12, venueNow } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { createPadelBooking, openBookingList } from './support/admin-bookings';
import { appUrl, DESKTOP, PHONE, VENUE_TIMEZONE } from './support/browser';
import { e2eNow } from './support/clock';
import { useBrowser } from './support/use-browser';
import { ORDER_DATE_HINT } from '../apps/web/src/features/admin-bookings/lib/labels';

/**
 * Small things a venue's day trips over (issue 31, point 7): each screen says and shows what the
 * desk in Pakistan expects.
 */
const session = useBrowser({ signIn: true, reducedMotion: true });

describe('the schedule board', () => {
  it('opens scrolled to the current venue hour', async () => {
    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/schedule'));
    await page.getByRole('table', { name: /^Schedule for / }).waitFor();
    // The row marked Now is the venue's current hour, and it is on screen without scrolling.
    const now = page.getByRole('row').filter({ has: page.getByText('Now', { exact: true }) });
    expect(await now.getByRole('rowheader').textContent()).toContain(
      formatHour12(venueNow(VENUE_TIMEZONE, e2eNow()).hour),
    );
    await expect
      .poll(() =>
        now.evaluate((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await context.close();
  });
});

describe('the booking list', () => {
  it("keeps the spec's Order Date, holding the date played, and its tooltip says so", async () => {
    const booking = await createPadelBooking(session.token, { name: 'E2E Order Date' });
    const { context, page } = await session.adminPage(DESKTOP);
    await openBookingList(page, booking.date);
    const table = page.getByRole('table', { name: 'Bookings' });
    const header = table.getByRole('columnheader', { name: 'Order Date', exact: true });
    const row = table.getByRole('row').filter({ hasText: booking.name });
    // The list writes dates as dd/mm/yyyy.
    expect(await row.getByRole('cell').first().textContent()).toBe(
      booking.date.split('-').reverse().join('/'),
    );
    // Keyboard users get the tooltip on focus, everyone the description.
    const label = header.getByText('Order Date', { exact: true });
    await label.focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(ORDER_DATE_HINT);
    expect(await label.getAttribute('aria-describedby')).toBeTruthy();
    await context.close();
  });
});

import { addDays, formatPrice, slotLabel, type RevenueAnswer } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { api, freePadelDate, venueToday } from './support/admin-bookings';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { expectNoHorizontalScroll } from './support/booking';
import { useBrowser } from './support/use-browser';

// The owner's takings from the ledger (docs/till.md#revenue), on a phone.
const session = useBrowser({ signIn: true });

describe('revenue', () => {
  it('shows the owner the takings of a day a cash walk-in was paid, by day and by week', async () => {
    const walkIn = await api(session.token, '/walk-ins', {
      method: 'POST',
      body: {
        bookingType: 'Padel',
        selectedDate: await freePadelDate(),
        selectedSlots: [slotLabel(21)],
        selectedCourt: 'Court 2',
        customerName: 'Paid at the desk',
        phoneNumber: '03451234567',
        numberOfGuests: 4,
        payment: 'PayViaCash',
      },
    });
    expect(walkIn.status).toBe(201);
    const today = venueToday();
    // Another file may have closed today's business day: its money then lands on the next one
    // (docs/till.md#business-day), so the range the screen is asked for runs to tomorrow.
    const range = { from: addDays(today, -29), to: addDays(today, 1) };
    const { body: takings } = await api<RevenueAnswer>(
      session.token,
      `/revenue?from=${range.from}&to=${range.to}&by=day`,
    );
    expect(takings.totals.byMethod.cash).toBeGreaterThanOrEqual(5000);

    const { page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('main').getByRole('link', { name: 'Revenue' }).click();
    await page.waitForURL('**/revenue');
    await page.getByRole('heading', { name: 'Revenue', level: 1 }).waitFor();
    await page.getByLabel('To', { exact: true }).fill(range.to);
    const net = page.getByRole('group', { name: 'Net' });
    await expect.poll(() => net.textContent()).toContain(formatPrice(takings.totals.net));
    const table = page.getByRole('table', { name: 'Takings per period' });
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Cash', exact: true }).count())
      .toBe(1);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // By week, with the keyboard: twelve weeks, the same money in them.
    await page.getByRole('radio', { name: 'By week' }).focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Takings per week' }).count())
      .toBe(1);
    await expect.poll(() => table.getByRole('rowheader', { name: /^Week of / }).count()).toBe(12);
    await expectNoAxeViolations(page);
  });
});

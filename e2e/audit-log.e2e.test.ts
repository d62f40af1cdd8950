import { describe, expect, it } from 'vitest';
import { api, createPadelBooking, uniqueTag } from './support/admin-bookings';
import { appUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { expectNoHorizontalScroll } from './support/booking';
import { useBrowser } from './support/use-browser';

// The audit screen and a booking's history (docs/screens.md#audit-log).
const session = useBrowser({ signIn: true });

describe('the audit log', () => {
  it("shows a booking's history on its detail, and the log filtered to it", async () => {
    const name = `E2E Audit ${uniqueTag()}`;
    const booking = await createPadelBooking(session.token, { name });
    const confirmed = await api(session.token, `/booking/update/${booking.id}/`, {
      method: 'PATCH',
      body: { action: 'confirm' },
    });
    expect(confirmed.status).toBe(200);

    const { page } = await session.adminPage(DESKTOP);
    await page.goto(appUrl(`/booking-detail/${booking.id}`));
    const history = page.getByRole('region', { name: 'History' });
    const entries = history.getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(2);
    await expect
      .poll(() => entries.first().textContent())
      .toMatch(/Staff \(.+\) · confirm — status: Pending → Booking Confirmed/);
    await expect.poll(() => entries.last().textContent()).toMatch(/Customer · create/);

    // The whole log, from the dashboard, filtered to this booking.
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('main').getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/audit-log');
    await page.getByLabel('Record', { exact: true }).selectOption('booking');
    await page.getByLabel('Record id').fill(String(booking.id));
    const rows = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.first().textContent()).toContain(`Booking #${booking.id}`);
    await expectNoAxeViolations(page);

    const phone = await session.adminPage(PHONE);
    await phone.page.goto(appUrl(`/audit-log?entity=booking&entityId=${booking.id}`));
    await expect.poll(() => phone.page.getByRole('main').getByRole('listitem').count()).toBe(2);
    await expectNoHorizontalScroll(phone.page);
    await expectNoAxeViolations(phone.page);
  });
});

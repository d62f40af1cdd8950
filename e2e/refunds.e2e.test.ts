import {
  addDays,
  DEFAULT_VENUE_SETTINGS,
  quotePadel,
  slotLabel,
  type RefundList,
} from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { padelRequest } from '../apps/server/test/factories';
import { api, findBookingId, freePadelDate, uniqueTag, venueToday } from './support/admin-bookings';
import { eventually, expectNoHorizontalScroll } from './support/booking';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';

// The refunds to follow (docs/payments.md#refunds-to-follow, docs/screens.md#refunds), on a phone:
// the e2e server's provider (the Checkout API stand-in) gives card advances back by itself.
const session = useBrowser({ signIn: true });

describe('refunds', () => {
  it('shows a cancelled card advance as refunded to the card, with when, on a phone', async () => {
    const date = await freePadelDate();
    const name = `Refund ${uniqueTag()}`;
    const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [19]);
    const created = await api<{ checkoutUrl: string }>(null, '/create-booking', {
      method: 'POST',
      body: {
        ...padelRequest(date, 19, {
          selectedSlots: [slotLabel(19)],
          selectedCourt: 'Court 1',
          customerName: name,
          email: `refund-${uniqueTag()}@example.test`,
        }),
        paymentType: 'PayViaCard',
        amount: quote.total,
        unit_amount: quote.unitAmount,
      },
    });
    expect(created.status).toBe(201);
    // The stand-in's payment page: Pay completes the session and tells the app.
    const paid = await fetch(created.body.checkoutUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const id = await findBookingId(session.token, date, name);
    const cancelled = await api(session.token, `/booking/update/${id}/`, {
      method: 'PATCH',
      body: { action: 'cancel', cancelReason: 'Court flooded', refundAdvance: true },
    });
    expect(cancelled.status).toBe(200);
    // Another file may have closed today: the refund then counts on the next business day.
    const today = venueToday();
    const tomorrow = addDays(today, 1);
    await eventually(async () => {
      const { body } = await api<RefundList>(
        session.token,
        `/refunds?status=done&from=${today}&to=${tomorrow}`,
      );
      return body.refunds.some((refund) => refund.kind === 'booking' && refund.id === id);
    }).toBe(true);

    const { page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('main').getByRole('link', { name: 'Refunds' }).click();
    await page.waitForURL('**/refunds');
    await page.getByRole('heading', { name: 'Refunds', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Refunds due', level: 2 }).waitFor();
    // With the keyboard: the last date of the range, typed into its field.
    await page.getByLabel('To', { exact: true }).focus();
    await page.getByLabel('To', { exact: true }).fill(tomorrow);
    const done = page.getByRole('region', { name: 'Refunds done' });
    const item = done.getByRole('listitem').filter({ hasText: `Booking #${id}` });
    await eventually(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('Refunded to the card');
    expect(await item.textContent()).toContain(name);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});

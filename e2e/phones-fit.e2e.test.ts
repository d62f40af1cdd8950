import { DEFAULT_VENUE_SETTINGS, normalizePhone, quotePadel, slotLabel } from '@padel/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import {
  api,
  findBookingId,
  freePadelDate,
  openBookingList,
  uniqueTag,
} from './support/admin-bookings';
import { eventually, expectNoHorizontalScroll } from './support/booking';
import { appUrl, PHONE } from './support/browser';
import { drawInt } from './support/draw';
import { useBrowser } from './support/use-browser';

// Phones fit (docs/screens.md#look-and-feel): at 375 px a phone number stays on one line, the
// network-cancel button shows all its words, and the order filters all show, Expired included.
const session = useBrowser({ signIn: true, reducedMotion: true });

/** The lines the text of `element` takes: its pieces' distinct tops. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });
}

/** Inside the viewport's width, from its left edge to its right. */
async function expectInsideWidth(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** An online padel booking made with `phone`. */
async function bookWithPhone(name: string, phone: string): Promise<{ id: number; date: string }> {
  const date = await freePadelDate();
  const hour = drawInt(6, 21);
  const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [hour]);
  const created = await api(null, '/create-booking', {
    method: 'POST',
    body: {
      ...padelRequest(date, hour, {
        selectedSlots: [slotLabel(hour)],
        customerName: name,
        email: `phones-e2e-${uniqueTag()}@example.test`,
        phoneNumber: phone,
      }),
      amount: quote.total,
      unit_amount: quote.unitAmount,
    },
  });
  expectStatus(created, 201);
  return { id: await findBookingId(session.token, date, name), date };
}

describe('at 375 px', () => {
  it("keeps a booking's phone number on one line and the network-cancel button whole", async () => {
    const name = `E2E Phone ${uniqueTag()}`;
    // Typed the international way; the server keeps it written the national way.
    const typed = `+92 345 ${String(drawInt(0, 9_999_999)).padStart(7, '0')}`;
    const phone = normalizePhone(typed);
    const booking = await bookWithPhone(name, typed);
    const { context, page } = await session.adminPage(PHONE);

    await page.goto(appUrl(`/booking-detail/${booking.id}`));
    await page.getByRole('heading', { name }).waitFor();
    const number = page.getByRole('main').getByText(phone, { exact: true });
    await eventually(() => number.count()).toBeGreaterThan(0);
    expect(await linesOf(number.first())).toBe(1);

    const cancel = page.getByRole('link', { name: 'Cancel bookings from this network' });
    await cancel.waitFor();
    await expectInsideWidth(page, cancel);
    // Its words are not cut off: the label shows all it holds.
    const cut = await cancel.evaluate((link) =>
      [link, ...Array.from(link.querySelectorAll('*'))].some(
        (node) => node.scrollWidth > node.clientWidth,
      ),
    );
    expect(cut).toBe(false);
    await expectNoHorizontalScroll(page);

    // The booking list's card shows the number on one line too.
    await openBookingList(page, booking.date);
    const card = page.getByTestId('booking-card').filter({ hasText: name });
    await eventually(() => card.count()).toBe(1);
    expect(await linesOf(card.getByText(phone, { exact: true }))).toBe(1);

    // And so does the customer's profile.
    await page.goto(appUrl(`/customers/${phone}`));
    const profileNumber = page.getByRole('link', { name: phone, exact: true });
    await profileNumber.waitFor();
    expect(await linesOf(profileNumber)).toBe(1);
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it('shows every order filter, Expired included, without scrolling sideways', async () => {
    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/order-list'));
    const filters = page.getByRole('radiogroup', { name: 'Filter by status' });
    await filters.waitFor();
    for (const label of ['All', 'Pending', 'Sent', 'Cancelled', 'Awaiting payment', 'Expired']) {
      const filter = filters.getByText(label, { exact: true });
      expect(await filter.isVisible(), label).toBe(true);
      await expectInsideWidth(page, filter);
    }
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});

import {
  DAY_CLOSE_MESSAGES,
  formatPrice,
  slotLabel,
  type BookingAhead,
  type DayCloseAnswer,
  type TillMovement,
} from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, freePadelDate } from './support/admin-bookings';
import { eventually, expectNoHorizontalScroll, longDate, venueDateIn } from './support/booking';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { drawInt } from './support/draw';
import { useBrowser } from './support/use-browser';

// Closing the day on a phone (docs/till.md#day-close): the open day is blind, a drawer movement
// is recorded with its reason, and a past day is counted by note from the keyboard, told when the
// count is off (never by how much), recounted, given the note asked for and closed; its report
// shows the earlier counts, ready to print. The Till has its own screen, and says where money
// recorded for a closed day landed; a close asks first while bookings are still to come.
const session = useBrowser({ signIn: true, reducedMotion: true });

describe('closing the day on a phone', () => {
  it('records a float, counts blind, writes the note asked for and closes', async () => {
    // Walk-ins paid by card and in cash today: their line's cash is hidden beside the card's
    // amount, the widest line an open day shows on a phone.
    const date = await freePadelDate();
    for (const [hour, payment] of [
      [20, 'PayViaCard'],
      [21, 'PayViaCash'],
    ] as const) {
      const walkIn = await api(session.token, '/walk-ins', {
        method: 'POST',
        body: {
          bookingType: 'Padel',
          selectedDate: date,
          selectedSlots: [slotLabel(hour)],
          selectedCourt: 'Court 1',
          customerName: 'Paid at the desk',
          phoneNumber: '03451234567',
          numberOfGuests: 4,
          payment,
        },
      });
      expect(walkIn.status).toBe(201);
    }
    const { context, page } = await session.adminPage(PHONE);

    // Today: blind, with the drawer's own movements.
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('link', { name: /Close the day/ }).click();
    await page.getByRole('heading', { name: 'Close the day', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Count the drawer' }).waitFor();
    await page
      .getByText('Cash is not shown until the drawer is counted', { exact: false })
      .waitFor();
    expect(await page.getByText('Expected', { exact: true }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    const movement = page.getByRole('form', { name: 'Drawer movement' });
    await movement.getByRole('combobox', { name: 'Movement' }).selectOption('opening-float');
    await movement.getByRole('textbox', { name: 'Amount (PKR)' }).fill('5000');
    await movement.getByRole('textbox', { name: 'Reason' }).fill('Float from the safe');
    await page.keyboard.press('Enter');
    await page.getByText(/^Opening float of PKR 5,000 recorded on/).waitFor();
    // The open day stays blind: the float's line says its cash is counted at close, not PKR 0.
    const drawerLines = page.getByRole('table', { name: 'Drawer' });
    await drawerLines
      .getByRole('row', { name: /Opening float/ })
      .getByText(DAY_CLOSE_MESSAGES.countedAtClose)
      .waitFor();

    // A past day of its own, counted from the keyboard: nothing was taken, so 500 counted is off.
    const day = venueDateIn(-drawInt(100, 900));
    await page.goto(appUrl(`/day-close?date=${day}`));
    const count = page.getByRole('form', { name: 'Count the drawer' });
    await count.waitFor();
    await count.getByRole('textbox', { name: '500 notes' }).focus();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await page.getByText(DAY_CLOSE_MESSAGES.noteRequired(100)).waitFor();
    // Blind: what the till expects is never said before the close.
    expect(await page.getByText(/Expected/).count()).toBe(0);
    await eventually(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    // A recount: still off, and kept for the report.
    await count.getByRole('textbox', { name: '500 notes' }).fill('2');
    const recounted = page.waitForResponse(
      (response) => response.url().endsWith(`/api/day-close/${day}`) && response.status() === 409,
    );
    await count.getByRole('textbox', { name: '500 notes' }).press('Enter');
    await recounted;
    await count.getByRole('textbox', { name: '500 notes' }).fill('1');
    await count.getByRole('textbox', { name: 'Note', exact: true }).focus();
    await page.keyboard.type('A regular paid last week in cash');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const report = page.getByRole('region', { name: `Report of ${day}` });
    await report.waitFor();
    await expect(report.textContent()).resolves.toContain(`${formatPrice(500)} over`);
    await expect(report.textContent()).resolves.toContain('A regular paid last week in cash');
    // The earlier counts, with when and who; the expected cash only beside the one kept.
    const earlier = report.getByRole('table', { name: 'Earlier counts (2)' });
    await earlier.waitFor();
    expect(await earlier.getByRole('row').allTextContents()).toEqual([
      expect.stringContaining(formatPrice(500)),
      expect.stringContaining(formatPrice(1000)),
    ]);
    const cash = report.getByRole('table', { name: 'Cash' });
    await cash.getByRole('row', { name: `Expected ${formatPrice(0)}` }).waitFor();
    await cash.getByRole('row', { name: `Counted ${formatPrice(500)}` }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const closed = await api<DayCloseAnswer>(session.token, `/day-close/${day}`);
    expect(closed.body).toMatchObject({ status: 'closed', drawer: { counted: 500, expected: 0 } });
    await context.close();
  });

  it('asks before closing while bookings of the day are still to come', async () => {
    const { context, page } = await session.adminPage(PHONE);
    const day = venueDateIn(-drawInt(100, 900));
    // Only today can have bookings ahead, and closing today would close it for every other flow:
    // the server's first answer is stood in for; the second, told to close anyway, is its own.
    const ahead: BookingAhead[] = [7, 8].map((id) => ({
      id,
      title: `Booking #${id}, Court 1, 8:00 PM - 9:00 PM, Test Customer`,
      startsAt: new Date().toISOString(),
      link: `/booking-detail/${id}`,
    }));
    const sent: unknown[] = [];
    await page.route(`**/api/day-close/${day}`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sent.push(route.request().postDataJSON());
      if (sent.length > 1) return route.fallback();
      await route.fulfill({
        status: 409,
        json: {
          code: 'BOOKINGS_AHEAD',
          message: DAY_CLOSE_MESSAGES.bookingsAhead(2),
          bookings: ahead,
        },
      });
    });
    await page.goto(appUrl(`/day-close?date=${day}`));
    const count = page.getByRole('form', { name: 'Count the drawer' });
    await count.getByRole('button', { name: 'Close the day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close the day?' });
    await dialog.getByText('2 bookings of this day are still to come. Close anyway?').waitFor();
    await dialog.getByRole('link', { name: ahead[0]!.title }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close anyway' }).click();
    await page.getByRole('region', { name: `Report of ${day}` }).waitFor();
    expect(sent).toEqual([
      expect.objectContaining({ closeWithBookingsAhead: false }),
      expect.objectContaining({ closeWithBookingsAhead: true }),
    ]);
    await context.close();
  });
});

/** The Till's form, filled and sent. */
async function recordOnTheTill(page: Page, kind: string, amount: string, reason: string) {
  const form = page.getByRole('form', { name: 'Drawer movement' });
  await form.getByRole('combobox', { name: 'Movement' }).selectOption(kind);
  await form.getByRole('textbox', { name: 'Amount (PKR)' }).fill(amount);
  await form.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await form.getByRole('button', { name: 'Record movement' }).click();
}

describe('the Till on a phone', () => {
  it("has its own entry: today's movements and the form, and says where late money landed", async () => {
    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('link', { name: /^Till/ }).click();
    await page.getByRole('heading', { name: 'Till', level: 1 }).waitFor();
    const reason = `Change from the bank ${drawInt(1000, 9999)}`;
    await recordOnTheTill(page, 'pay-in', '300', reason);
    await page.getByText(/^Pay-in of PKR 300 recorded on/).waitFor();
    const listed = page.getByRole('region', { name: "Today's movements" });
    await listed
      .getByRole('row', { name: new RegExp(reason) })
      .getByText(formatPrice(300))
      .waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // Recorded while its business day is closed: the answer says where it landed, and so does the
    // screen. Today stays open for every other flow, so this one answer is stood in for.
    const landed: TillMovement = {
      id: 1,
      at: new Date().toISOString(),
      businessDay: '2026-12-03',
      kind: 'pay-out',
      method: 'cash',
      amount: -200,
      note: 'Milk for the café',
      landedOn: { businessDay: '2026-12-03', closedDay: '2026-12-02' },
    };
    await page.route('**/api/till/movements', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 201, json: landed })
        : route.fallback(),
    );
    await recordOnTheTill(page, 'pay-out', '200', 'Milk for the café');
    await page
      .getByText(DAY_CLOSE_MESSAGES.landedOn(longDate('2026-12-03'), longDate('2026-12-02')))
      .waitFor();
    await context.close();
  });
});

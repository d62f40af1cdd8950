import { DAY_CLOSE_MESSAGES, formatPrice, type DayCloseAnswer } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { api } from './support/admin-bookings';
import { eventually, expectNoHorizontalScroll, venueDateIn } from './support/booking';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { drawInt } from './support/draw';
import { useBrowser } from './support/use-browser';

// Closing the day on a phone (docs/till.md#day-close): the open day is blind, a drawer movement
// is recorded with its reason, and a past day is counted by note from the keyboard, asked for a
// note when the count is off, and closed; its report shows, ready to print.
const session = useBrowser({ signIn: true, reducedMotion: true });

describe('closing the day on a phone', () => {
  it('records a float, counts blind, writes the note asked for and closes', async () => {
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
    await page.getByText(DAY_CLOSE_MESSAGES.noteRequired(500, 100)).waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('A regular paid last week in cash');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const report = page.getByRole('region', { name: `Report of ${day}` });
    await report.waitFor();
    await expect(report.textContent()).resolves.toContain(`${formatPrice(500)} over`);
    await expect(report.textContent()).resolves.toContain('A regular paid last week in cash');
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const closed = await api<DayCloseAnswer>(session.token, `/day-close/${day}`);
    expect(closed.body).toMatchObject({ status: 'closed', drawer: { counted: 500, expected: 0 } });
    await context.close();
  });
});

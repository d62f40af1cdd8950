import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MONTH_NAMES, formatMonthYear, monthOf } from '../../apps/web/src/lib/month-grid';

/**
 * Moves a month calendar (the booking page's and the Closures screen's, both drawn with
 * apps/web/src/lib/month-grid.ts) to the month of `iso`, one Previous/Next click at a time.
 *
 * Why not "click Next until the day shows": a check made right after a click can run before React
 * draws the new month, so such a loop clicked again and overshot to the last month, where "Next
 * month" is disabled (docs/quality.md#tests-choose-their-data). Here the shown month is read from
 * the heading, the number of clicks is computed, and after each click the heading must change
 * before the next one.
 */
export async function showMonth(scope: Page | Locator, iso: string): Promise<void> {
  const heading = scope.getByRole('heading', { name: MONTH_HEADING });
  const target = formatMonthYear(monthOf(iso));
  await heading.waitFor();
  for (;;) {
    const shown = (await heading.textContent())?.trim() ?? '';
    const offset = monthIndex(target) - monthIndex(shown);
    if (offset === 0) return;
    const button = scope.getByRole('button', {
      name: offset > 0 ? 'Next month' : 'Previous month',
    });
    // Disabled while the booking calendar waits for the venue's booking window; still disabled
    // after that means the month is outside the window, and the test chose a day no one can pick.
    await expect
      .poll(() => button.isEnabled(), { message: `${target} is reachable from ${shown}` })
      .toBe(true);
    await button.click();
    await expect
      .poll(async () => (await heading.textContent())?.trim(), {
        message: `the calendar moves on from ${shown}`,
      })
      .not.toBe(shown);
  }
}

const MONTH_HEADING = new RegExp(`^(${MONTH_NAMES.join('|')}) \\d{4}$`);

/** `November 2026` -> months since year 0, so two headings subtract to a number of clicks. */
function monthIndex(heading: string): number {
  const match = /^(\w+) (\d{4})$/.exec(heading);
  const month = MONTH_NAMES.indexOf((match?.[1] ?? '') as (typeof MONTH_NAMES)[number]);
  if (!match || month < 0) throw new Error(`not a month heading: "${heading}"`);
  return Number(match[2]) * 12 + month;
}

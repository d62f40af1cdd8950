import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  type Notification,
} from '@padel/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bookingRow, createPadelBooking, uniqueTag } from './support/admin-bookings';
import { appUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { expectNoHorizontalScroll } from './support/booking';
import {
  getAttention,
  listDate,
  notificationsTo,
  openNotificationLog,
  waitForNotification,
} from './support/notifications';
import { useBrowser } from './support/use-browser';

const session = useBrowser({ signIn: true });

/** A new contact's first e-mail: its booking's code (docs/security.md#calendar-fill). */
const CODE = NOTIFICATION_KIND_LABELS['booking-code'];

/** A pending padel booking with its own address, whose "Booking code" e-mail has gone out. */
async function bookingWithSentMail(): Promise<{ email: string; message: Notification }> {
  const email = `log-${uniqueTag()}@example.test`;
  await createPadelBooking(session.token, { name: `E2E Log ${uniqueTag()}`, email });
  const message = await waitForNotification(session.token, {
    recipient: email,
    kind: 'booking-code',
    status: 'sent',
  });
  return { email, message };
}

const logTable = (page: Page) => page.getByRole('table', { name: 'Messages' });
const filter = (page: Page) => page.getByRole('radiogroup', { name: 'Filter by status' });

/** The texts of column `column`'s cells in `rows` (the table's, or one row). */
async function columnTexts(rows: Locator, column: number): Promise<string[]> {
  return rows
    .locator(`td:nth-child(${column})`)
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
}

/** The log's Status column. */
const STATUS_COLUMN = 5;
const LAST_ERROR_COLUMN = 7;

describe('the notification log (see docs/screens.md#notification-log)', () => {
  it("lists a booking's e-mail and filters by status, on desktop and at 375 px", async () => {
    const { email } = await bookingWithSentMail();
    const { context, page } = await session.adminPage(DESKTOP);

    // From the dashboard's card.
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('main').getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/notifications');
    const row = logTable(page).getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    const rowText = await row.innerText();
    expect(rowText).toContain(CODE);
    expect(rowText).toContain('E-mail');
    expect(rowText).toContain('Sent');
    await expect.poll(() => page.getByText(/^Showing 1–\d+ of \d+$/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // The status filter is kept in the address; it shows only its own.
    await filter(page).getByText('Sent', { exact: true }).click();
    await page.waitForURL('**/notifications?status=sent');
    await expect.poll(() => row.count()).toBe(1);
    await expect
      .poll(async () => new Set(await columnTexts(logTable(page).getByRole('row'), STATUS_COLUMN)))
      .toEqual(new Set(['Sent']));
    await filter(page).getByText('Failed', { exact: true }).click();
    await page.waitForURL('**/notifications?status=failed');
    await expect.poll(() => row.count()).toBe(0);
    const failed = await columnTexts(logTable(page).getByRole('row'), STATUS_COLUMN);
    if (failed.length === 0) {
      await expect.poll(() => page.getByText('No failed messages').isVisible()).toBe(true);
    } else {
      expect(new Set(failed)).toEqual(new Set(['Failed']));
    }
    await expectNoAxeViolations(page);

    // A phone gets cards, and the filter from the address.
    await page.setViewportSize(PHONE);
    await openNotificationLog(page, '?status=sent');
    const card = page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByRole('heading', { name: CODE }).isVisible()).toBe(true);
    expect(await filter(page).getByRole('radio', { name: 'Sent' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it('retries a failed message and says so', async () => {
    // The test mailbox refuses this address for good, so its booking's e-mail fails at once.
    const refused = inject('refusedEmail');
    await createPadelBooking(session.token, { name: `E2E Refused ${uniqueTag()}`, email: refused });
    const failed = await waitForNotification(session.token, {
      recipient: refused,
      kind: 'booking-code',
      status: 'failed',
    });
    const { context, page } = await session.adminPage(DESKTOP);
    await openNotificationLog(page, '?status=failed');
    const row = logTable(page)
      .getByRole('row')
      .filter({ hasText: refused })
      .filter({ hasText: CODE });
    await expect.poll(() => row.count()).toBeGreaterThan(0);
    // Newest first: the one this test made.
    const first = row.first();
    expect(await first.innerText()).toContain('Failed');
    // The mailbox's refusal, never the message's body.
    expect((await columnTexts(first, LAST_ERROR_COLUMN))[0]).not.toBe('');
    await expectNoAxeViolations(page);

    await first.getByRole('button', { name: `Retry ${CODE} to ${refused}` }).click();
    await expect
      .poll(() => page.getByText(NOTIFICATION_MESSAGES.retried, { exact: true }).isVisible())
      .toBe(true);
    // It was really sent again: a second attempt (which the mailbox refuses again).
    await expect
      .poll(
        async () =>
          (await notificationsTo(session.token, refused)).find(
            (message) => message.id === failed.id,
          )?.attempts,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(failed.attempts);
    await context.close();
  });
});

describe('the attention counts (see docs/screens.md#attention-counts)', () => {
  it('shows new bookings by date, each leading to that day’s pending bookings', async () => {
    const name = `E2E Attention ${uniqueTag()}`;
    const booking = await createPadelBooking(session.token, { name });
    const day = (await getAttention(session.token)).pendingBookings.find(
      (entry) => entry.date === booking.date,
    );
    expect(day?.count).toBeGreaterThan(0);

    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/admin-dashboard'));
    const counts = page.getByRole('group', { name: 'Needs attention' });
    const newBookings = counts.getByRole('button', { name: /^\d+ new bookings?$/ });
    await expect.poll(() => newBookings.isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await newBookings.click();
    const item = page.getByRole('menuitem', {
      name: new RegExp(`${listDate(booking.date)}: ${day!.count} bookings?$`),
    });
    await expect.poll(() => item.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await item.click();

    await page.waitForURL(`**/booking-list?date=${booking.date}&status=Pending`);
    await expect.poll(() => bookingRowOrCard(page, name).count()).toBe(1);
    await context.close();
  });
});

/** The booking in the list, as a table row on desktop or a card on a phone. */
function bookingRowOrCard(page: Page, name: string): Locator {
  return bookingRow(page, name).or(page.getByTestId('booking-card').filter({ hasText: name }));
}

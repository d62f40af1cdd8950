import { BOOKING_MESSAGES, FIND_MY_BOOKING_MESSAGE } from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seededAdminToken } from './support/accounts';
import { api, freePadelDate, uniqueTag } from './support/admin-bookings';
import {
  bookPadelThroughUi,
  customer,
  eventually,
  expectNoHorizontalScroll,
} from './support/booking';
import { bookingUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { linkIn, waitForMail } from './support/mailbox';
import { notificationsTo, waitForNotification } from './support/notifications';
import { useBrowser } from './support/use-browser';

const session = useBrowser();

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send my booking links' });

/** Sends the form for `email` and waits for the answer that replaces it. */
async function askForLinks(page: Page, email: string): Promise<string | null> {
  await emailField(page).fill(email);
  await sendButton(page).click();
  const status = page.getByRole('status').filter({ hasText: /\S/ });
  await eventually(() => status.isVisible()).toBe(true);
  return status.textContent();
}

describe('find my booking (see docs/screens.md#find-my-booking)', () => {
  it('is linked from the thank-you page, answers every address alike, and e-mails the links', async () => {
    const token = await seededAdminToken();
    const person = customer(`find-${uniqueTag()}`);
    const date = await freePadelDate();
    const page = await session.newPage(PHONE);
    await bookPadelThroughUi(page, { date, court: 'Court 2', hours: [20] }, person);
    // Mail already on its way (the booking's own: a new contact's gets its code,
    // docs/security.md#calendar-fill) is counted first, so the next one is ours.
    await waitForNotification(token, {
      recipient: person.email,
      kind: 'booking-code',
      status: 'sent',
    });
    const before = (await notificationsTo(token, person.email)).filter(
      (message) => message.channel === 'email' && message.status === 'sent',
    ).length;

    await page.getByRole('contentinfo').getByRole('link', { name: 'Find my booking' }).click();
    await page.waitForURL('**/find-my-booking');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Find my booking' }).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The same check as the booking form, before anything is sent.
    await sendButton(page).click();
    await eventually(() => page.getByText(BOOKING_MESSAGES.emailRequired).isVisible()).toBe(true);
    await expect
      .poll(() => emailField(page).evaluate((input) => input === document.activeElement))
      .toBe(true);
    await expectNoAxeViolations(page);

    // Keyboard only: Enter in the field sends the form.
    await emailField(page).fill(person.email);
    await emailField(page).press('Enter');
    const status = page.getByRole('status').filter({ hasText: /\S/ });
    await eventually(() => status.textContent()).toBe(FIND_MY_BOOKING_MESSAGE);
    await expectNoAxeViolations(page);

    await waitForNotification(token, {
      recipient: person.email,
      kind: 'find-my-booking',
      status: 'sent',
    });
    const mail = await waitForMail(person.email, before + 1);
    const link = linkIn(mail, bookingUrl('/my-booking/'));
    await page.goto(link);
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'My booking' }).isVisible(),
    ).toBe(true);
    await eventually(() => page.getByText(`Booked for ${person.name}`).isVisible()).toBe(true);

    // A stranger's address gets the very same answer, and no e-mail.
    const stranger = `nobody-${uniqueTag()}@example.test`;
    await page.goto(bookingUrl('/find-my-booking'));
    expect(await askForLinks(page, stranger)).toBe(FIND_MY_BOOKING_MESSAGE);
    expect(await notificationsTo(token, stranger)).toEqual([]);
    await page.context().close();
  });

  it("shows the rate limit's message under the form", async () => {
    const email = `limited-${uniqueTag()}@example.test`;
    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/find-my-booking'));
    await emailField(page).waitFor();

    // Each address may ask a few times an hour; the form then shows the server's reason.
    let limited: { status: number; body: { message: string } } | undefined;
    for (let attempt = 0; attempt < 10; attempt++) {
      limited = await api<{ message: string }>(null, '/find-my-booking', {
        method: 'POST',
        body: { email },
      });
      if (limited.status === 429) break;
      expect(limited.status).toBe(200);
    }
    expect(limited?.status).toBe(429);
    await emailField(page).fill(email);
    await sendButton(page).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe(limited!.body.message);
    // The form stays, so the customer can try again later.
    expect(await emailField(page).inputValue()).toBe(email);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

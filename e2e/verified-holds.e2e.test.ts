import { request } from 'node:http';
import {
  CONTACT_CHECK_MESSAGES,
  DEFAULT_VENUE_SETTINGS,
  quotePadel,
  slotLabel,
  type AdminBooking,
  type Availability,
  type CustomerBooking,
} from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import { api, findBookingId, freePadelDate, uniqueTag } from './support/admin-bookings';
import {
  bookPadelThroughUi,
  choosePadel,
  createBookingViaApi,
  customer,
  eventually,
  expectNoHorizontalScroll,
  fillDetails,
  type Customer,
} from './support/booking';
import {
  apiUrl,
  appUrl,
  bookingUrl,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  VENUE_TIMEZONE,
} from './support/browser';
import { waitForMail, type Mail } from './support/mailbox';
import { drawInt } from './support/draw';
import { useBrowser } from './support/use-browser';

// docs/security.md#calendar-fill, docs/screens.md#after-booking and #blocked-contacts: an online
// booking from a new phone or e-mail holds its slots until the customer enters the code they were
// sent; staff cancel a stranger's bookings at once and block their contacts.
const session = useBrowser({ signIn: true });

/** A contact nobody has booked with: it must confirm its first booking with a code. */
function newCustomer(label: string): Customer {
  const tag = uniqueTag();
  const digits = String(drawInt(0, 9_999_999)).padStart(7, '0');
  return { ...customer(`${label}-${tag}`), phone: `0300${digits}` };
}

/** The code of the e-mail "Confirm your booking: 123456". */
function codeIn(mail: Mail): string {
  const code = /^Confirm your booking: (\d{6})$/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`not a booking code e-mail: ${mail.subject}`);
  return code;
}

/** The e-mail button's link, the one that carries the code. */
function confirmLinkIn(mail: Mail): string {
  const link = mail.text.split(/\s+/).find((word) => word.includes('?code='));
  if (!link) throw new Error(`no confirm link in:\n${mail.text}`);
  return link;
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Confirmation code' });

function padelBody(date: string, hour: number, person: Customer) {
  const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [hour]);
  return {
    ...padelRequest(date, hour, {
      selectedSlots: [slotLabel(hour)],
      customerName: person.name,
      email: person.email,
      phoneNumber: person.phone,
    }),
    amount: quote.total,
    unit_amount: quote.unitAmount,
  };
}

/**
 * POST /api/create-booking from another loopback address (127.0.0.x), as a stranger's script
 * would from their own connection.
 */
function createBookingFrom(localAddress: string, body: unknown): Promise<number> {
  const url = new URL(apiUrl('/create-booking'));
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', host: url.host },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

/** `5:07 PM`: an instant as the venue's clock shows it. */
const venueTime = (instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: VENUE_TIMEZONE,
  }).format(new Date(instant));

describe('verified holds', () => {
  it('a customer confirms a new booking with the code from the e-mail, on a phone', async () => {
    const person = newCustomer('hold');
    const date = await freePadelDate();
    const { context, page } = await session.open(PHONE);
    await bookPadelThroughUi(page, { date, court: 'Court 1', hours: [18] }, person);

    // The thank-you page asks for the code before anything else.
    const confirm = page.getByRole('region', { name: 'Confirm your booking' });
    await eventually(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toMatch(/Please confirm it within (19|20) minutes/);
    expect(await confirm.textContent()).toMatch(/held until \d{1,2}:\d{2} [AP]M \(venue time\)/);
    expect(await codeField(page).getAttribute('inputmode')).toBe('numeric');
    expect(await codeField(page).getAttribute('autocomplete')).toBe('one-time-code');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const code = codeIn(await waitForMail(person.email));

    // A code that cannot be right is refused before it is sent; a wrong one by the server, under
    // the field.
    await codeField(page).fill('12');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await eventually(() => confirm.getByText(CONTACT_CHECK_MESSAGES.codeFormat).isVisible()).toBe(
      true,
    );
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await codeField(page).fill(wrong);
    await codeField(page).press('Enter');
    await eventually(() => confirm.getByText(CONTACT_CHECK_MESSAGES.codeWrong).isVisible()).toBe(
      true,
    );
    expect(await codeField(page).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    // The right code, typed as the message shows it, with the keyboard.
    await codeField(page).fill(code);
    await codeField(page).press('Enter');
    await eventually(() =>
      page.getByRole('status').filter({ hasText: CONTACT_CHECK_MESSAGES.confirmed }).isVisible(),
    ).toBe(true);
    // The code form goes once the page has read the booking again, which may come a moment
    // after the confirmation's own message.
    await eventually(() => confirm.count()).toBe(0);
    expect(await page.getByRole('main').textContent()).toContain(
      'Your booking is waiting for the venue to confirm it.',
    );
    // Confirmed by e-mail alone, nothing secures it yet: the page says until when it is held and
    // how to keep it (docs/security.md#calendar-fill).
    const keep = page.getByRole('status', { name: 'Keep your booking' });
    await eventually(() => keep.isVisible()).toBe(true);
    expect(await keep.textContent()).toContain('To keep it, call or message the venue');
    await expectNoAxeViolations(page);

    // A reload shows the booking as it now is; so does the booking's own page.
    await page.reload();
    await eventually(() => page.getByRole('link', { name: 'View my booking' }).isVisible()).toBe(
      true,
    );
    expect(await confirm.count()).toBe(0);
    await page.getByRole('link', { name: 'View my booking' }).click();
    await page.waitForURL('**/my-booking/**');
    await eventually(() => page.getByRole('region', { name: 'Booking summary' }).isVisible()).toBe(
      true,
    );
    expect(await confirm.count()).toBe(0);
    await context.close();
  });

  it("the e-mail's button confirms in the browser, not for a link scanner that runs no script", async () => {
    const person = newCustomer('link');
    const date = await freePadelDate();
    const created = expectStatus(await createBookingViaApi(padelBody(date, 9, person)), 201);
    const token = created.body.accessToken as string;
    const link = confirmLinkIn(await waitForMail(person.email));
    expect(link).toMatch(new RegExp(`^${bookingUrl('/my-booking/')}[^?]+\\?code=\\d{6}$`));

    // A mail scanner opens the link without running the page's script: nothing is confirmed.
    const scanner = await session.browser.newContext({ javaScriptEnabled: false });
    const scanned = await scanner.newPage();
    await scanned.goto(link);
    await scanner.close();
    const afterScan = await api<CustomerBooking>(null, `/my-booking/${token}`);
    expect(afterScan.body.confirmBy).not.toBeNull();

    // The customer's browser sends the code once and takes it out of the address.
    const { context, page } = await session.open(PHONE);
    await page.goto(link);
    await eventually(() =>
      page.getByRole('status').filter({ hasText: CONTACT_CHECK_MESSAGES.confirmed }).isVisible(),
    ).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('region', { name: 'Confirm your booking' }).count()).toBe(0);
    const afterClick = await api<CustomerBooking>(null, `/my-booking/${token}`);
    expect(afterClick.body.confirmBy).toBeNull();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("staff block a contact, and cancel a stranger's bookings by their address after a count", async () => {
    const token = session.token;
    const { context, page } = await session.adminPage(DESKTOP);

    // The screen is on the dashboard.
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('link', { name: 'Blocked contacts', exact: true }).click();
    await page.waitForURL('**/blocked-contacts');
    await page.getByRole('heading', { level: 1, name: 'Blocked contacts' }).waitFor();

    // Block an e-mail.
    const blocked = newCustomer('blocked');
    const blockForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Block', exact: true }) });
    await blockForm.getByRole('textbox', { name: 'Phone or e-mail' }).fill(blocked.email);
    await blockForm.getByRole('textbox', { name: 'Reason (optional)' }).fill('Fake bookings');
    await blockForm.getByRole('button', { name: 'Block', exact: true }).click();
    const list = page.getByRole('list', { name: 'Blocked contacts' });
    await eventually(() => list.getByText(blocked.email).isVisible()).toBe(true);
    expect(await list.textContent()).toContain('Fake bookings');
    await expectNoAxeViolations(page);

    // That e-mail can no longer book online: the booking form says why.
    const customerPage = await session.newPage(PHONE);
    await customerPage.goto(bookingUrl('/'));
    await choosePadel(customerPage, { date: await freePadelDate(), court: 'Court 2', hours: [12] });
    await customerPage.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await fillDetails(customerPage, blocked);
    await customerPage.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    const failed = customerPage.getByRole('dialog', { name: 'Booking failed' });
    await eventually(() => failed.getByText(CONTACT_CHECK_MESSAGES.blocked).isVisible()).toBe(true);
    await customerPage.context().close();

    // A stranger fills the calendar from one address, with made-up contacts.
    const address = `127.0.0.${drawInt(2, 251)}`;
    const date = await freePadelDate();
    const strangers = [7, 8, 9].map((hour) => ({ hour, person: newCustomer('stranger') }));
    for (const { hour, person } of strangers) {
      expect(await createBookingFrom(address, padelBody(date, hour, person))).toBe(201);
    }
    const ids = await Promise.all(
      strangers.map(({ person }) => findBookingId(token, date, person.name)),
    );

    // The booking's detail says where it came from and that it waits for a code.
    const { body: detail } = await api<AdminBooking[]>(token, `/bookings/${ids[0]}`);
    await page.goto(appUrl(`/booking-detail/${ids[0]}`));
    await page.getByRole('heading', { name: strangers[0]!.person.name }).waitFor();
    expect(await page.getByText(address, { exact: true }).isVisible()).toBe(true);
    await eventually(() =>
      page
        .getByText(`Waiting for the customer's code until ${venueTime(detail[0]!.confirmBy!)}`)
        .isVisible(),
    ).toBe(true);

    // Its network's bookings, narrowed to the one address, counted first.
    await page.getByRole('link', { name: 'Cancel bookings from this network' }).click();
    await page.waitForURL('**/blocked-contacts?address=*');
    const addressField = page.getByRole('textbox', { name: 'Address or network' });
    await eventually(() => addressField.inputValue()).toBe('127.0.0.0/24');
    await addressField.fill(address);
    await page.getByRole('button', { name: 'Find bookings' }).click();
    await eventually(() => page.getByText('This will cancel 3 bookings.').isVisible()).toBe(true);
    const tell = page.getByRole('checkbox', { name: 'Tell the customers' });
    expect(await tell.isChecked()).toBe(false);
    await expectNoAxeViolations(page);

    // The reason is required, then the cancel is one click.
    await page.getByRole('button', { name: 'Cancel 3 bookings' }).click();
    await eventually(() => page.getByText(CONTACT_CHECK_MESSAGES.reasonRequired).isVisible()).toBe(
      true,
    );
    await page
      .getByRole('textbox', { name: 'Reason', exact: true })
      .fill('Calendar filled by a stranger');
    await page.getByRole('button', { name: 'Cancel 3 bookings' }).click();
    await eventually(() =>
      page.getByText(CONTACT_CHECK_MESSAGES.bulkCancelled(3)).isVisible(),
    ).toBe(true);
    for (const id of ids) {
      const { body } = await api<AdminBooking[]>(token, `/bookings/${id}`);
      expect(body[0]).toMatchObject({
        status: 'Booking Cancelled',
        cancelReason: 'Calendar filled by a stranger',
      });
    }
    // Their slots are free again.
    const { body: free } = await api<Availability>(null, `/availability/${date}`);
    expect(Object.values(free.padel).every((taken) => taken.length === 0)).toBe(true);

    // The block is lifted.
    await page.getByRole('button', { name: `Remove the block of ${blocked.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this block?' });
    await dialog.getByRole('button', { name: 'Remove block' }).click();
    await eventually(() =>
      page.getByText(`${blocked.email} may book online again.`).isVisible(),
    ).toBe(true);
    await eventually(() => page.getByText(blocked.email, { exact: true }).count()).toBe(0);
    await context.close();
  });
});

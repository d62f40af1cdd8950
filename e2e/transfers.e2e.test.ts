import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_VENUE_SETTINGS,
  MOVEMENT_METHOD_WORDS,
  orderTransferReference,
  quotePadel,
  slotLabel,
  TRANSFER_MESSAGES,
  transferReceivedNote,
  transferReference,
  VENUE_RULE_MESSAGES,
  type Availability,
  type CustomerBooking,
  type CustomerOrder,
  type VenueSettings,
} from '@padel/contracts';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { apiLogin } from './support/accounts';
import { api, findBookingId, freePadelDate, uniqueTag } from './support/admin-bookings';
import {
  choosePadel,
  bookByJazzCashViaApi,
  customer,
  eventually,
  expectNoHorizontalScroll,
  fillDetails,
  pkr,
} from './support/booking';
import {
  appUrl,
  bookingUrl,
  expectNoAxeViolations,
  PHONE,
  VENUE_TIMEZONE,
} from './support/browser';
import { waitForMail } from './support/mailbox';
import { listDate } from './support/notifications';
import { createTestProduct, deleteTestProduct, type TestProduct } from './support/shop';
import {
  JAZZCASH_ACCOUNTS,
  readSettings,
  saveSettings,
  settingsOnly,
  settingsWithAccounts,
} from './support/venue-settings';
import { useBrowser } from './support/use-browser';

// An advance by transfer, checked by staff (docs/payments.md#transfers), on a 375 px phone: the
// owner offers JazzCash in Settings; a customer books paying the advance by JazzCash, copies the
// details and uploads the receipt; staff open Transfers to check from the dashboard, look at the
// receipt and accept it, or reject another with a reason. The customer's page and e-mail follow.
const session = useBrowser({ signIn: true, reducedMotion: true });

const JAZZCASH = MOVEMENT_METHOD_WORDS.jazzcash;

/** The settings as they were before this file, every receiving account included. */
let before: VenueSettings;
/** The café products this file made, removed afterwards. */
const products: TestProduct[] = [];
/** A small real picture of a receipt, as a phone's camera would give one. */
let receiptPng: string;
/** A file that is no picture, as a customer might pick by mistake. */
let notAPicture: string;

beforeAll(async () => {
  before = await settingsWithAccounts(session.token);
  const dir = mkdtempSync(join(tmpdir(), 'padel-receipt-'));
  receiptPng = join(dir, 'receipt.png');
  await sharp({
    create: { width: 240, height: 320, channels: 3, background: { r: 250, g: 250, b: 245 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 200, height: 40, channels: 3, background: { r: 200, g: 30, b: 40 } },
        })
          .png()
          .toBuffer(),
        top: 20,
        left: 20,
      },
    ])
    .png()
    .toFile(receiptPng);
  notAPicture = join(dir, 'statement.pdf');
  writeFileSync(notAPicture, '%PDF-1.4\n% not a picture\n');
});

// The e2e files share one server: the settings go back as they were.
afterAll(async () => {
  if (before) await saveSettings(session.token, before);
  for (const product of products) await deleteTestProduct(session.token, product.id);
});

/** JazzCash offered with its account, through the API, for a flow that starts from the booking. */
async function offerJazzCash(): Promise<void> {
  const current = settingsOnly(await readSettings());
  await saveSettings(session.token, {
    ...current,
    transferAccounts: JAZZCASH_ACCOUNTS,
    transferMethods: ['jazzcash'],
  });
}

/** A staff account made by the owner, signed in through the API: its token. */
async function staffToken(): Promise<string> {
  const tag = uniqueTag();
  const account = {
    firstName: 'Desk',
    lastName: `Transfers ${tag}`,
    email: `transfers-${tag}@example.test`,
    password: `desk-pass-${tag}`,
    role: 'staff',
  };
  expectStatus(await api(session.token, '/addUser', { method: 'POST', body: account }), 201);
  const { status, body } = await apiLogin(account.email, account.password);
  expect(status).toBe(200);
  return body.token!;
}

/** Staff's Transfers to check, opened from the dashboard's card. */
async function openTransfers(page: Page): Promise<void> {
  await page.goto(appUrl('/admin-dashboard'));
  await page.getByRole('main').getByRole('link', { name: 'Transfers to check' }).click();
  await page.waitForURL('**/transfers');
  await page.getByRole('heading', { name: 'Transfers to check', level: 1 }).waitFor();
}

/** The booking's card on Transfers to check, named by its customer, date, hour and court. */
const transferCard = (page: Page, name: string, date: string, hour: number, court: string) =>
  page.getByRole('region', { name: `${name}, ${listDay(date)}, ${slotLabel(hour)}, ${court}` });

/** `2026-04-20` -> `Mon 20/04/2026`, a list date with its day (docs/screens.md#look-and-feel). */
const listDay = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))} ${listDate(iso)}`;

/** `5:07 PM`: an instant as the venue's clock shows it. */
const venueTime = (instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: VENUE_TIMEZONE,
  }).format(new Date(instant));

/** How many lines an element's text takes on the screen. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });

/** The customer's own booking page's summary. */
const summary = (page: Page) => page.getByRole('region', { name: 'Booking summary' });

describe('an advance by transfer, checked by staff, on a phone', () => {
  it('the owner sets the JazzCash account and offers it in Settings', async () => {
    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    const section = page.getByRole('region', { name: 'Payment by transfer' });
    await section.waitFor();
    await section
      .getByRole('textbox', { name: 'Account title' })
      .fill(JAZZCASH_ACCOUNTS.accountTitle);
    await section
      .getByRole('textbox', { name: 'JazzCash number' })
      .fill(JAZZCASH_ACCOUNTS.jazzcashNumber);
    await section.getByRole('checkbox', { name: JAZZCASH }).check();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(VENUE_RULE_MESSAGES.settingsSaved).waitFor();
    // The booking site now offers it, with its account only.
    const offered = await readSettings();
    expect(offered.transferMethods).toEqual(['jazzcash']);
    expect(offered.transferAccounts).toMatchObject({
      accountTitle: JAZZCASH_ACCOUNTS.accountTitle,
      jazzcashNumber: JAZZCASH_ACCOUNTS.jazzcashNumber,
    });
    await context.close();
  });

  it('a customer pays the advance by JazzCash and uploads the receipt; staff accept it', async () => {
    await offerJazzCash();
    const date = await freePadelDate();
    const hour = 19;
    const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [hour]);
    const person = customer(`transfer-${uniqueTag()}`);

    // The customer books, choosing to pay the advance by transfer.
    const { context, page } = await session.open(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: bookingUrl(''),
    });
    await page.goto(bookingUrl('/'));
    await choosePadel(page, { date, court: 'Court 1', hours: [hour] });
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await fillDetails(page, person);
    const payment = page.getByRole('radiogroup', { name: 'Payment' });
    const byTransfer = payment.getByRole('radio', {
      name: `Pay by transfer: ${pkr(quote.advance)} by ${JAZZCASH}`,
    });
    await eventually(() => byTransfer.isVisible()).toBe(true);
    await byTransfer.check();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await page.waitForURL('**/thank-you');

    // The thank-you page: the advance, the account and the reference to copy, the receipt upload.
    const id = await findBookingId(session.token, date, person.name);
    const reference = transferReference(id);
    const transfer = page.getByRole('region', { name: TRANSFER_MESSAGES.toCheck });
    // The account's details come with the venue's settings, a moment after the page.
    for (const label of ['Amount (PKR)', 'JazzCash number', 'Account title', 'Reference']) {
      await transfer.getByRole('button', { name: `Copy ${label}` }).waitFor();
    }
    const text = await transfer.textContent();
    expect(text).toContain(pkr(quote.advance));
    expect(text).toContain(JAZZCASH_ACCOUNTS.jazzcashNumber);
    expect(text).toContain(JAZZCASH_ACCOUNTS.accountTitle);
    expect(text).toContain(reference);
    expect(await page.getByRole('region', { name: 'Your booking' }).textContent()).toContain(
      TRANSFER_MESSAGES.toCheck,
    );
    await transfer.getByRole('button', { name: 'Copy Reference' }).click();
    await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await transfer.getByLabel(/^Upload the receipt/).setInputFiles(receiptPng);
    await transfer
      .getByRole('status')
      .filter({ hasText: TRANSFER_MESSAGES.receiptSaved })
      .waitFor();
    await expectNoAxeViolations(page);

    // Their own page says the same after a reload.
    await page.getByRole('link', { name: 'View my booking' }).click();
    await page.waitForURL('**/my-booking/**');
    const myPage = page.url();
    await summary(page).waitFor();
    await transfer.waitFor();
    expect(await transfer.textContent()).toContain(TRANSFER_MESSAGES.receiptSaved);
    // Until when the slots are held, on the venue's clock whatever the phone's zone.
    const token = decodeURIComponent(new URL(myPage).pathname.split('/').pop()!);
    const held = await api<CustomerBooking>(null, `/my-booking/${token}`);
    expect(await transfer.textContent()).toContain(
      `before ${venueTime(held.body.transfer!.transferBy!)} (venue time)`,
    );
    expect(await summary(page).textContent()).toContain(TRANSFER_MESSAGES.toCheck);
    expect(await summary(page).textContent()).toContain(`Advance by ${JAZZCASH}`);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    expect((await waitForMail(person.email)).subject).toMatch(/^Booking received: /);

    // Staff, on their phone: the admin bar counts it; the dashboard's card leads to it.
    const desk = await session.open(PHONE, { token: await staffToken() });
    await openTransfers(desk.page);
    const card = transferCard(desk.page, person.name, date, hour, 'Court 1');
    await card.waitFor();
    expect(await card.textContent()).toContain(`Expected: ${pkr(quote.advance)} by ${JAZZCASH}`);
    expect(await card.textContent()).toContain(reference);
    await eventually(() =>
      desk.page
        .getByRole('group', { name: 'Needs attention' })
        .getByRole('link', { name: /^\d+ transfers? to check$/ })
        .isVisible(),
    ).toBe(true);
    // The receipt, shown beside the advance.
    const receipt = card.getByRole('img', { name: `Receipt for ${reference}` });
    await eventually(() => receipt.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(
      240,
    );
    await expectNoHorizontalScroll(desk.page);
    await expectNoAxeViolations(desk.page);
    const [full] = await Promise.all([
      desk.page.waitForEvent('popup'),
      card.getByRole('link', { name: 'Open the receipt full size' }).click(),
    ]);
    await full.waitForLoadState();
    expect(
      await full.locator('img').evaluate((image: HTMLImageElement) => image.naturalHeight),
    ).toBe(320);
    await full.close();
    await card.getByRole('textbox', { name: 'Reference on the statement' }).fill('JC-5550192');
    await card.getByRole('button', { name: 'Accept transfer' }).click();
    await desk.page.getByText(TRANSFER_MESSAGES.accepted, { exact: true }).waitFor();
    await eventually(() => card.count()).toBe(0);
    await expectNoAxeViolations(desk.page);
    await desk.context.close();

    // The customer's page shows it confirmed with the advance paid; the e-mail says so.
    await page.goto(myPage);
    await summary(page).waitFor();
    const confirmed = await summary(page).textContent();
    expect(confirmed).toContain('Booking Confirmed');
    expect(confirmed).toContain('Advance paid');
    expect(await summary(page).getByRole('table', { name: 'Payment' }).textContent()).toContain(
      pkr(quote.total - quote.advance),
    );
    expect(await transfer.count()).toBe(0);
    await expectNoAxeViolations(page);
    expect((await waitForMail(person.email, 2)).subject).toMatch(/^Booking confirmed: /);
    await context.close();
  });

  it('staff accept a transfer that brought less, entering the amount received; the rest stays owed', async () => {
    await offerJazzCash();
    const date = await freePadelDate();
    const hour = 21;
    const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [hour]);
    const person = customer(`transfer-short-${uniqueTag()}`);
    const created = await bookByJazzCashViaApi({ date, hour, court: 'Court 1' }, person);
    const id = await findBookingId(session.token, date, person.name);
    const received = quote.advance - 500;

    // Staff, on their phone: the amount received starts at the amount expected.
    const desk = await session.open(PHONE, { token: await staffToken() });
    await openTransfers(desk.page);
    const card = transferCard(desk.page, person.name, date, hour, 'Court 1');
    await card.waitFor();
    const amount = card.getByRole('textbox', { name: 'Amount received (PKR)' });
    expect(await amount.inputValue()).toBe(String(quote.advance));
    await card.getByRole('textbox', { name: 'Reference on the statement' }).fill('JC-5550288');
    await amount.fill(String(received));
    // The card says what the amount leaves before staff accept it.
    await card
      .getByText(transferReceivedNote(quote.advance, received, 'jazzcash')!, { exact: true })
      .waitFor();
    await expectNoHorizontalScroll(desk.page);
    await expectNoAxeViolations(desk.page);
    await card.getByRole('button', { name: 'Accept transfer' }).click();
    await desk.page.getByText(TRANSFER_MESSAGES.accepted, { exact: true }).waitFor();
    await eventually(() => card.count()).toBe(0);

    // The booking's detail: confirmed, what arrived paid, the rest owed.
    await desk.page.goto(appUrl(`/booking-detail/${id}`));
    const money = desk.page.getByRole('table', { name: 'Payment' });
    await money.waitFor();
    const text = await money.innerText();
    expect(text).toMatch(new RegExp(`Paid\\s+${pkr(received)}`));
    expect(text).toMatch(new RegExp(`Remaining Balance\\s+${pkr(quote.total - received)}`));
    await expectNoHorizontalScroll(desk.page);
    await expectNoAxeViolations(desk.page);
    await desk.context.close();

    // The customer's page says the same.
    const { context, page } = await session.open(PHONE);
    await page.goto(bookingUrl(`/my-booking/${created.accessToken as string}`));
    await summary(page).waitFor();
    expect(await summary(page).textContent()).toContain('Booking Confirmed');
    expect(await summary(page).getByRole('table', { name: 'Payment' }).innerText()).toMatch(
      new RegExp(`Remaining Balance\\s+${pkr(quote.total - received)}`),
    );
    await context.close();
  });

  it('staff reject a transfer with a reason; the customer sees it cancelled and why', async () => {
    await offerJazzCash();
    const date = await freePadelDate();
    const hour = 20;
    const person = customer(`transfer-no-${uniqueTag()}`);
    const created = await bookByJazzCashViaApi({ date, hour, court: 'Court 2' }, person);
    const token = created.accessToken as string;

    // The customer picks a statement that is no picture: the page says what it takes.
    const { context, page } = await session.open(PHONE);
    await page.goto(bookingUrl(`/my-booking/${token}`));
    const transfer = page.getByRole('region', { name: TRANSFER_MESSAGES.toCheck });
    await transfer.waitFor();
    await transfer.getByLabel(/^Upload the receipt/).setInputFiles(notAPicture);
    await transfer.getByRole('alert').filter({ hasText: TRANSFER_MESSAGES.badReceipt }).waitFor();
    await expectNoAxeViolations(page);
    await transfer.getByLabel(/^Upload the receipt/).setInputFiles(receiptPng);
    await transfer
      .getByRole('status')
      .filter({ hasText: TRANSFER_MESSAGES.receiptSaved })
      .waitFor();

    // Staff find no such payment on the statement.
    const reason = 'No JazzCash payment with this reference';
    const desk = await session.open(PHONE, { token: await staffToken() });
    await openTransfers(desk.page);
    const card = transferCard(desk.page, person.name, date, hour, 'Court 2');
    await card.waitFor();
    await card.getByRole('textbox', { name: 'Reason to reject' }).fill(reason);
    await card.getByRole('button', { name: 'Reject transfer' }).click();
    await desk.page.getByText(TRANSFER_MESSAGES.rejected, { exact: true }).waitFor();
    await eventually(() => card.count()).toBe(0);
    await desk.context.close();

    await page.reload();
    await summary(page).waitFor();
    const cancelled = await summary(page).textContent();
    expect(cancelled).toContain('Booking Cancelled');
    expect(cancelled).toContain(TRANSFER_MESSAGES.rejectedReason(reason));
    expect(cancelled).not.toContain(`Advance by ${JAZZCASH}`);
    expect(await transfer.count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    const mail = await waitForMail(person.email, 2);
    expect(mail.subject).toMatch(/^Booking cancelled: /);
    expect(mail.text).toContain(TRANSFER_MESSAGES.rejectedReason(reason));
    // Its hour is free again for the next customer.
    const free = await api<Availability>(null, `/availability/${date}`);
    expect(free.body.padel['Court 2']).not.toContain(slotLabel(hour));
    await context.close();
  });
});

describe('a café order by transfer, checked by staff, on a phone', () => {
  it('a customer orders for pickup paying by JazzCash and uploads the receipt; staff accept it', async () => {
    await offerJazzCash();
    const product = await createTestProduct(session.token, {
      name: `E2E Transfer Latte ${uniqueTag()}`,
      price: 450,
      category: 'Hot Beverages',
    });
    products.push(product);
    const total = 2 * product.price;
    const person = customer(`cafe-transfer-${uniqueTag()}`);

    // The customer puts two in the cart on the shop and checks out for pickup, by transfer.
    const { context, page } = await session.open(PHONE);
    await page.goto(appUrl(`/product-detail/${product.id}`));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await eventually(() => page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe(
      '2',
    );
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart-items');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkouts');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Delivery method' }).getByText('Pickup').click();
    await page.getByRole('textbox', { name: 'Full Name' }).fill(person.name);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill(person.phone);
    await page.getByRole('textbox', { name: 'Email (optional)' }).fill(person.email);
    const byTransfer = page
      .getByRole('radiogroup', { name: 'Payment method' })
      .getByRole('radio', { name: `Pay by transfer: ${JAZZCASH}` });
    await eventually(() => byTransfer.isVisible()).toBe(true);
    await byTransfer.check();
    expect(await page.getByRole('region', { name: 'Order summary' }).textContent()).toContain(
      `Total${pkr(total)}`,
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Place order' }).click();

    // The order's own page: where it stands, the total, the account and its reference to copy.
    await page.waitForURL('**/my-order/**');
    // An order awaiting its transfer is not on staff's order list yet: its own link tells it.
    const token = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const order = expectStatus(await api<CustomerOrder>(null, `/my-order/${token}`), 200).body;
    expect(order).toMatchObject({
      deliveryType: 'pickup',
      total_Price: total,
      status: 'Awaiting payment',
    });
    const id = order.id;
    const reference = orderTransferReference(id);
    await page.getByRole('heading', { level: 1, name: `Order #${id}` }).waitFor();
    const transfer = page.getByRole('region', { name: TRANSFER_MESSAGES.toCheck });
    for (const label of ['Amount (PKR)', 'JazzCash number', 'Account title', 'Reference']) {
      await transfer.getByRole('button', { name: `Copy ${label}` }).waitFor();
    }
    const text = await transfer.textContent();
    expect(text).toContain(pkr(total));
    expect(text).toContain(JAZZCASH_ACCOUNTS.jazzcashNumber);
    expect(text).toContain(reference);
    const lines = page.getByRole('region', { name: 'What you ordered' });
    expect(await lines.textContent()).toContain(`2 × ${product.name}`);
    // The total stays on one line beside a long product name.
    const totalCell = lines
      .getByRole('row')
      .filter({ hasText: /^Total/ })
      .getByRole('cell')
      .last();
    expect(await totalCell.textContent()).toBe(pkr(total));
    expect(await linesOf(totalCell)).toBe(1);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await transfer.getByLabel(/^Upload the receipt/).setInputFiles(receiptPng);
    await transfer
      .getByRole('status')
      .filter({ hasText: TRANSFER_MESSAGES.receiptSaved })
      .waitFor();
    await expectNoAxeViolations(page);

    // Staff find the café order with its line and accept it with the statement's reference.
    const desk = await session.open(PHONE, { token: await staffToken() });
    await openTransfers(desk.page);
    const card = desk.page.getByRole('region', {
      name: `${person.name}, Café order #${id} (pickup): 2 × ${product.name}`,
    });
    await card.waitFor();
    expect(await card.textContent()).toContain(`Expected: ${pkr(total)} by ${JAZZCASH}`);
    expect(await card.textContent()).toContain(reference);
    const receipt = card.getByRole('img', { name: `Receipt for ${reference}` });
    await eventually(() => receipt.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(
      240,
    );
    await expectNoHorizontalScroll(desk.page);
    await expectNoAxeViolations(desk.page);
    await card.getByRole('textbox', { name: 'Reference on the statement' }).fill('JC-5550417');
    await card.getByRole('button', { name: 'Accept transfer' }).click();
    await desk.page.getByText(TRANSFER_MESSAGES.accepted, { exact: true }).waitFor();
    await eventually(() => card.count()).toBe(0);
    await desk.context.close();

    // The customer's page says it is paid and being prepared; the order's e-mail arrives.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Order #${id}` }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(
      'Paid. We are preparing your order: collect it at the café counter.',
    );
    expect(await transfer.count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    // What to send came on placing, with the order's page; "Order received" once accepted.
    const asked = await waitForMail(person.email);
    expect(asked.subject).toBe(`Your Padel & Café order #${id}: transfer to check`);
    expect(asked.text).toContain(`CO-${id}`);
    expect((await waitForMail(person.email, 2)).subject).toBe(`Your Padel & Café order #${id}`);
    await context.close();
  });
});

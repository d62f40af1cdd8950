import {
  addDays,
  type AdminBooking,
  type MovementMethod,
  DEFAULT_VENUE_SETTINGS,
  MOVEMENT_METHOD_WORDS,
  PAYMENT_MESSAGES,
  quotePadel,
  refundDueBy,
  slotLabel,
  type VenueSettings,
  venueNow,
} from '@padel/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { apiLogin } from './support/accounts';
import { api, findBookingId, freePadelDate, uniqueTag, venueToday } from './support/admin-bookings';
import {
  bookByJazzCashViaApi,
  customer,
  eventually,
  expectNoHorizontalScroll,
  pkr,
} from './support/booking';
import { appUrl, expectNoAxeViolations, PHONE, VENUE_TIMEZONE } from './support/browser';
import { waitForMail, type Mail } from './support/mailbox';
import {
  JAZZCASH_ACCOUNTS,
  readSettings,
  saveSettings,
  settingsOnly,
  settingsWithAccounts,
} from './support/venue-settings';
import { useBrowser } from './support/use-browser';

// Money goes back the way it came (docs/payments.md#refunds), on a 375 px phone: staff cancel a
// booking from its detail, seeing what the policy gives back and how; the refund then waits under
// Refunds until staff pay it back by hand and record how, and the customer is told both times.
const session = useBrowser({ signIn: true, reducedMotion: true });

/** The settings as they were before this file, every receiving account included. */
let before: VenueSettings | undefined;

beforeAll(async () => {
  before = await settingsWithAccounts(session.token);
});

// The e2e files share one server: the settings go back as they were.
afterAll(async () => {
  if (before) await saveSettings(session.token, before);
});

/** JazzCash offered with its account, through the API. */
async function offerJazzCash(): Promise<void> {
  const current = settingsOnly(await readSettings());
  await saveSettings(session.token, {
    ...current,
    transferAccounts: JAZZCASH_ACCOUNTS,
    transferMethods: ['jazzcash'],
  });
}

/** A member of the desk staff, made by the owner and signed in through the API. */
async function deskStaff(): Promise<{ name: string; token: string }> {
  const tag = uniqueTag();
  const account = {
    firstName: 'Desk',
    lastName: `Refunds ${tag}`,
    email: `money-back-${tag}@example.test`,
    password: `desk-pass-${tag}`,
    role: 'staff',
  };
  expectStatus(await api(session.token, '/addUser', { method: 'POST', body: account }), 201);
  const { status, body } = await apiLogin(account.email, account.password);
  expect(status).toBe(200);
  return { name: `${account.firstName} ${account.lastName}`, token: body.token! };
}

/** The booking as the admin detail answers it, with its refunds. */
async function adminBooking(id: number): Promise<AdminBooking> {
  const { status, body } = await api<AdminBooking[]>(session.token, `/bookings/${id}`);
  expect(status).toBe(200);
  return body[0]!;
}

/** `2026-12-09` -> `Wednesday 9 December 2026`, as the venue's e-mails write a day. */
const mailDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** The first e-mail to `to` whose subject matches, waiting for it to arrive. */
async function mailAbout(to: string, subject: RegExp): Promise<Mail> {
  for (let count = 1; ; count++) {
    const mail = await waitForMail(to, count);
    if (subject.test(mail.subject)) return mail;
  }
}

/** The booking's detail screen, opened from its link, with its card shown. */
async function openBookingDetail(page: Page, id: number, name: string): Promise<Locator> {
  await page.goto(appUrl(`/booking-detail/${id}`));
  const card = page.getByRole('article', { name });
  await card.waitFor();
  return card;
}

/**
 * Cancel Booking on the detail: the dialog quotes what was paid and what the policy gives back by
 * `method`; staff give the reason and confirm.
 */
async function cancelFromDetail(
  page: Page,
  quote: { method: MovementMethod; amount: number; reason: string; owner: boolean },
): Promise<void> {
  const words = MOVEMENT_METHOD_WORDS[quote.method];
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  const policy = dialog.getByTestId('policy-refund');
  await policy.waitFor();
  expect(await policy.textContent()).toBe(
    `The policy gives back ${pkr(quote.amount)} by ${words}. The customer is told what comes back, how and by when.`,
  );
  expect(
    await dialog.getByRole('list', { name: 'Paid' }).getByRole('listitem').allTextContents(),
  ).toEqual([`${words}: ${pkr(quote.amount)}`]);
  // The owner may give back another amount; the desk gives back what the policy says.
  const other = dialog.getByRole('checkbox', { name: 'Give back another amount' });
  expect(await other.count()).toBe(quote.owner ? 1 : 0);
  if (quote.owner) expect(await other.isChecked()).toBe(false);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Reason for cancellation' }).fill(quote.reason);
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await eventually(() => dialog.count()).toBe(0);
}

/** Refunds, opened from the dashboard's link, with its due list loaded. */
async function openRefunds(page: Page): Promise<Locator> {
  await page.goto(appUrl('/admin-dashboard'));
  await page.getByRole('main').getByRole('link', { name: 'Refunds' }).click();
  await page.waitForURL('**/refunds');
  await page.getByRole('heading', { name: 'Refunds', level: 1 }).waitFor();
  const due = page.getByRole('region', { name: 'Refunds due' });
  await eventually(() => due.getByText('Loading the refunds due...').count()).toBe(0);
  return due;
}

/** A booking's refund on the Refunds screen's due list. */
const dueItem = (due: Locator, id: number) =>
  due.getByRole('listitem').filter({ hasText: `Booking #${id}` });

/**
 * "Record how it was paid back" on a due refund: the method defaults to the way the money came;
 * staff pick it (the same here), give the reference and record it.
 */
async function recordPaidBack(
  page: Page,
  item: Locator,
  id: number,
  made: { method: MovementMethod; reference: string; hint: string },
): Promise<void> {
  const form = item.getByRole('form', { name: `Record how it was paid back: Booking #${id}` });
  const method = form.getByRole('combobox', { name: 'Paid back by' });
  expect(await method.inputValue()).toBe(made.method);
  await method.selectOption({ label: MOVEMENT_METHOD_WORDS[made.method] });
  const reference = form.getByRole('textbox', { name: 'Reference' });
  await form.getByText(made.hint, { exact: true }).waitFor();
  await reference.fill(made.reference);
  await form.getByRole('button', { name: 'Record how it was paid back' }).click();
  await page.getByText(PAYMENT_MESSAGES.refundRecorded, { exact: true }).waitFor();
}

/** Waits until the detail's Refund fact reads as `expected`, one line each. */
async function expectRefundLines(page: Page, expected: RegExp[]): Promise<void> {
  const lines = page.getByTestId('refund-line');
  await eventually(() => lines.allTextContents()).toEqual(
    expected.map((pattern) => expect.stringMatching(pattern)),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('money back, the way it came, on a phone', () => {
  it('the owner cancels a JazzCash advance and sends it back to JazzCash, recorded under Refunds', async () => {
    await offerJazzCash();
    const date = await freePadelDate();
    const hour = 18;
    const advance = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [hour]).advance;
    const person = customer(`money-back-${uniqueTag()}`);

    // The customer books, paying the advance by JazzCash; staff accept the transfer.
    await bookByJazzCashViaApi({ date, hour, court: 'Court 1' }, person);
    const id = await findBookingId(session.token, date, person.name);
    const accepted = await api(session.token, `/transfers/${id}/accept`, {
      method: 'POST',
      body: { reference: `JC-${uniqueTag()}` },
    });
    expectStatus(accepted, 200);
    await mailAbout(person.email, /^Booking confirmed: /);

    // The owner, on their phone: the booking's detail, Cancel Booking.
    const { context, page } = await session.adminPage(PHONE);
    await openBookingDetail(page, id, person.name);
    await cancelFromDetail(page, {
      method: 'jazzcash',
      amount: advance,
      reason: 'The court lights are being repaired',
      owner: true,
    });
    await expectRefundLines(page, [
      new RegExp(`^${escaped(pkr(advance))} · To be sent back to JazzCash, since `),
    ]);
    const [due] = (await adminBooking(id)).refunds!;
    expect(due).toMatchObject({ method: 'jazzcash', amount: advance, status: 'due' });

    // The customer is told what comes back, how and by when.
    const dueBy = mailDate(refundDueBy(due!.dueSince, VENUE_TIMEZONE));
    const cancelled = await mailAbout(person.email, /^Booking cancelled: /);
    expect(cancelled.text).toContain(
      `We will give back ${pkr(advance)} to the JazzCash account you paid from by ${dueBy}; we will write again once it is done.`,
    );

    // Refunds: the booking's refund is due, for staff to send back to JazzCash.
    const refunds = await openRefunds(page);
    const item = dueItem(refunds, id);
    await eventually(() => item.count()).toBe(1);
    const text = await item.textContent();
    expect(text).toContain(person.name);
    expect(text).toContain(pkr(advance));
    expect(text).toContain('Paid by JazzCash: To be sent back to JazzCash');
    expect(text).toContain('Staff pay it back');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const reference = `JC-BACK-${uniqueTag()}`;
    await recordPaidBack(page, item, id, {
      method: 'jazzcash',
      reference,
      hint: 'The transfer’s reference',
    });
    await eventually(() => item.count()).toBe(0);
    await expectNoAxeViolations(page);
    const recorded = await api<{ refunds: { kind: string; id: number }[] }>(
      session.token,
      '/refunds?status=due',
    );
    expect(recorded.body.refunds.some((r) => r.kind === 'booking' && r.id === id)).toBe(false);

    // The refund's own e-mail: how much, how and when it went back.
    const [made] = (await adminBooking(id)).refunds!;
    expect(made).toMatchObject({ status: 'refunded', paidBackBy: 'jazzcash', reference });
    const refundedOn = mailDate(venueNow(VENUE_TIMEZONE, new Date(made!.refundedAt!)).date);
    const refunded = await mailAbout(person.email, /refund of /);
    expect(refunded.subject).toContain(pkr(advance));
    expect(refunded.text).toContain(`We have refunded ${pkr(advance)}`);
    expect(refunded.text).toContain(`was paid back to your JazzCash account on ${refundedOn}.`);

    // The booking's detail says it went back, with the reference.
    await openBookingDetail(page, id, person.name);
    await expectRefundLines(page, [
      new RegExp(`^${escaped(`${pkr(advance)} · Refunded to JazzCash (${reference})`)}$`),
    ]);
    await context.close();
  });

  it('desk staff cancel a cash walk-in and hand the cash back, recorded under Refunds', async () => {
    const desk = await deskStaff();
    const date = await freePadelDate();
    const hour = 20;
    const name = `Cash walk-in ${uniqueTag()}`;
    const email = `money-back-walk-in-${uniqueTag()}@example.test`;
    // Set-up: the walk-in staff booked at the counter, paid in full in cash.
    const walkIn = await api(desk.token, '/walk-ins', {
      method: 'POST',
      body: {
        bookingType: 'Padel',
        selectedDate: date,
        selectedSlots: [slotLabel(hour)],
        selectedCourt: 'Court 2',
        customerName: name,
        email,
        phoneNumber: '03215550917',
        numberOfGuests: 4,
        payment: 'PayViaCash',
      },
    });
    expectStatus(walkIn, 201);
    const id = await findBookingId(session.token, date, name);
    const booked = await adminBooking(id);
    expect(booked).toMatchObject({ PaymentStatus: '100%Paid', paymentType: 'PayViaCash' });
    const paid = booked.amount;

    // The desk, on a phone: the detail, Cancel Booking; the policy gives the cash back.
    const { context, page } = await session.open(PHONE, { token: desk.token });
    await openBookingDetail(page, id, name);
    await cancelFromDetail(page, {
      method: 'cash',
      amount: paid,
      reason: 'The customer cannot come after all',
      owner: false,
    });
    await expectRefundLines(page, [
      new RegExp(`^${escaped(pkr(paid))} · To be handed back in cash, since `),
    ]);
    const [due] = (await adminBooking(id)).refunds!;
    const dueBy = mailDate(refundDueBy(due!.dueSince, VENUE_TIMEZONE));
    const cancelled = await mailAbout(email, /^Booking cancelled: /);
    expect(cancelled.text).toContain(
      `We will give back ${pkr(paid)} in cash at the venue by ${dueBy}; we will write again once it is done.`,
    );

    // Refunds: due in cash; the desk hands it back and records who did.
    const refunds = await openRefunds(page);
    const item = dueItem(refunds, id);
    await eventually(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('Paid by Cash: To be handed back in cash');
    expect(await item.textContent()).toContain(pkr(paid));
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    const reference = `Handed back by ${desk.name}`;
    await recordPaidBack(page, item, id, { method: 'cash', reference, hint: 'Who handed it over' });
    await eventually(() => item.count()).toBe(0);

    // Done: among the refunds of the business days around today, in cash, by whom.
    const today = venueToday();
    await page.getByLabel('From', { exact: true }).fill(addDays(today, -1));
    await page.getByLabel('To', { exact: true }).fill(addDays(today, 1));
    const done = page
      .getByRole('region', { name: 'Refunds done' })
      .getByRole('listitem')
      .filter({ hasText: `Booking #${id}` });
    await eventually(() => done.count()).toBe(1);
    expect(await done.textContent()).toContain('Refunded in cash');
    expect(await done.textContent()).toContain(`Reference: ${reference}`);
    await expectNoHorizontalScroll(page);

    const refunded = await mailAbout(email, /refund of /);
    expect(refunded.text).toContain(`We have refunded ${pkr(paid)}`);
    expect(refunded.text).toContain('was paid back in cash on ');

    await openBookingDetail(page, id, name);
    await expectRefundLines(page, [
      new RegExp(`^${escaped(`${pkr(paid)} · Refunded in cash (${reference})`)}$`),
    ]);
    await context.close();
  });
});

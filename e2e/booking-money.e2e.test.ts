import {
  adminBookingSchema,
  dayCloseAnswerSchema,
  DEFAULT_VENUE_SETTINGS,
  DESK_PAYMENT_MESSAGES,
  quotePadel,
  slotLabel,
  type AdminBooking,
} from '@padel/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import {
  api,
  bookingRow,
  createPadelBooking,
  findBookingId,
  freePadelDate,
  openBookingList,
  uniqueTag,
} from './support/admin-bookings';
import {
  createBookingViaApi,
  customer,
  eventually,
  expectNoHorizontalScroll,
  pkr,
} from './support/booking';
import { appUrl, bookingUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';

// One story about money (docs/payments.md#one-reading): the booking detail, the booking list and
// the customer's own page show the same facts, read by the one `bookingMoney`.
const session = useBrowser({ signIn: true, reducedMotion: true });

/** A padel booking whose 50% advance the customer paid through the Checkout API stand-in. */
async function bookPaidByCard(tag: string, hours: number[]) {
  const date = await freePadelDate();
  const person = customer(`${tag}-${uniqueTag()}`);
  const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, hours);
  const created = await createBookingViaApi({
    ...padelRequest(date, hours[0]!, {
      selectedSlots: hours.map(slotLabel),
      selectedCourt: 'Court 1',
      customerName: person.name,
      email: person.email,
      phoneNumber: person.phone,
      customer_instruction: '',
    }),
    amount: quote.total,
    unit_amount: quote.unitAmount,
    paymentType: 'PayViaCard',
  });
  expectStatus(created, 201);
  // The stand-in's Pay: completes the session and sends the app its signed event.
  const paid = await fetch(String(created.body.checkoutUrl), {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const id = await findBookingId(session.token, date, person.name);
  const detail = async () =>
    adminBookingSchema.parse((await api<AdminBooking[]>(session.token, `/bookings/${id}`)).body[0]);
  await eventually(async () => (await detail()).PaymentStatus).toBe('50%Paid');
  return { id, date, person, quote, token: String(created.body.accessToken), detail };
}

/** A money table's rows as label -> the amount and how, one line each. */
async function moneyRows(table: Locator): Promise<Record<string, string>> {
  await table.waitFor();
  const rows: Record<string, string> = {};
  for (const row of await table.getByRole('row').all()) {
    const label = (await row.getByRole('rowheader').innerText()).trim();
    rows[label] = (await row.getByRole('cell').innerText()).replace(/\s+/g, ' ').trim();
  }
  return rows;
}

const moneyTable = (page: Page) => page.getByRole('table', { name: 'Payment' });

describe('one story about money', () => {
  it('after a staff cancel with a card refund, the detail, the list and the customer page say the same', async () => {
    const booked = await bookPaidByCard('refunded', [17]);
    const advance = booked.quote.advance;
    const cancel = await api(session.token, `/booking/update/${booked.id}/`, {
      method: 'PATCH',
      body: { action: 'cancel', cancelReason: 'Rain', refundAdvance: true },
    });
    expectStatus(cancel, 200);
    await eventually(async () => (await booked.detail()).refund?.status).toBe('refunded');
    const expected = {
      Total: pkr(booked.quote.total),
      'Advance (50%)': pkr(advance),
      Paid: `${pkr(advance)} Card online`,
      Refunded: `${pkr(advance)} Refunded to the card`,
      'Remaining Balance': pkr(0),
    };

    // The booking detail: the same facts, and no Undo payment for money that went back.
    const { context, page } = await session.adminPage(DESKTOP);
    await page.goto(appUrl(`/booking-detail/${booked.id}`));
    const card = page.getByRole('article', { name: booked.person.name });
    // The payment fact, as the reading names it.
    const fact = card.locator('dl').getByText('Refunded', { exact: true });
    await eventually(() => fact.isVisible()).toBe(true);
    expect(await moneyRows(moneyTable(page))).toEqual(expected);
    expect(await page.getByRole('button', { name: 'Undo payment' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // The list's table: what it still owes, and where its payment stands.
    await openBookingList(page, booked.date);
    const row = bookingRow(page, booked.person.name);
    await eventually(() => row.count()).toBe(1);
    // Under the booking's status: what it owes, and (read out, and on hover) where it stands.
    const status = await row.getByRole('cell').nth(6).innerText();
    expect(status.replace(/\s+/g, ' ').replace(' ,', ',')).toContain(`${pkr(0)}, Refunded`);
    await context.close();

    // The list's cards on a phone say the same.
    const phone = await session.adminPage(PHONE);
    await openBookingList(phone.page, booked.date);
    const bookingCard = phone.page
      .getByTestId('booking-card')
      .filter({ hasText: booked.person.name });
    const owedFact = bookingCard
      .locator('dt', { hasText: 'Owed' })
      .locator('xpath=following-sibling::dd[1]');
    await eventually(async () => (await owedFact.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      `${pkr(0)} Refunded`,
    );
    await phone.context.close();

    // The customer's own page.
    const customerPage = await session.newPage(PHONE);
    await customerPage.goto(bookingUrl(`/my-booking/${booked.token}`));
    expect(await moneyRows(moneyTable(customerPage))).toEqual(expected);
    const summary = customerPage.getByRole('region', { name: 'Booking summary' });
    expect(await summary.innerText()).not.toContain('50% paid');
    await expectNoAxeViolations(customerPage);
    await customerPage.context().close();
  });

  it('fits the detail money table on a 375 px phone: Total, Advance and Remaining without scrolling sideways', async () => {
    const booked = await bookPaidByCard('phone-money', [19, 20]);
    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl(`/booking-detail/${booked.id}`));
    const table = moneyTable(page);
    expect(await moneyRows(table)).toMatchObject({
      Total: pkr(booked.quote.total),
      'Advance (50%)': pkr(booked.quote.advance),
      'Remaining Balance': pkr(booked.quote.total - booked.quote.advance),
    });
    await expectNoHorizontalScroll(page);
    // Every value lies within the screen's width, and nothing in the table scrolls sideways.
    for (const label of ['Total', 'Advance (50%)', 'Remaining Balance']) {
      const value = table.getByRole('row', { name: label }).getByRole('cell');
      expect(await value.isVisible()).toBe(true);
      const box = (await value.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const overflow = await table.evaluate((element) => {
      const box = element.parentElement!;
      return Math.max(element.scrollWidth - element.clientWidth, box.scrollWidth - box.clientWidth);
    });
    expect(overflow).toBeLessThanOrEqual(0);
    // Only the provider took money: there is no staff payment to undo.
    expect(await page.getByRole('button', { name: 'Undo payment' }).count()).toBe(0);
    await context.close();
  });

  it('names a remainder staff record as Paid online by the method they pick, on a 375 px phone', async () => {
    const name = `E2E JazzCash ${uniqueTag()}`;
    const booking = await createPadelBooking(session.token, { name });
    expectStatus(
      await api(session.token, `/booking/update/${booking.id}/`, {
        method: 'PATCH',
        body: { action: 'confirm' },
      }),
      200,
    );
    const detail = async () =>
      adminBookingSchema.parse(
        (await api<AdminBooking[]>(session.token, `/bookings/${booking.id}`)).body[0],
      );
    const owed = (await detail()).remainingBalance;

    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl(`/booking-detail/${booking.id}`));
    await page.getByRole('button', { name: 'Paid Online' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record the payment?' });
    await dialog.waitFor();
    // The method is asked first, and takes the focus: the rest is done by keyboard.
    const method = dialog.getByRole('combobox', { name: 'Paid online by' });
    await eventually(() => method.evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    // Nothing picked: the dialog says what is missing and records nothing.
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText(DESK_PAYMENT_MESSAGES.onlineMethodRequired).waitFor();
    expect((await detail()).PaymentStatus).toBe('UnPaid');

    await method.focus();
    await page.keyboard.press('ArrowDown');
    expect(await method.inputValue()).toBe('jazzcash');
    expect(await dialog.textContent()).toContain(`Record ${pkr(owed)} as JazzCash?`);
    await page.keyboard.press('Tab');
    const reference = dialog.getByRole('textbox', { name: 'Reference' });
    expect(await reference.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('JC 7788 1234');
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Record payment
    await page.keyboard.press('Enter');
    await page.getByText('The full amount has been received (JazzCash).').waitFor();

    // The detail names the method, in the ledger's words, as the day close does.
    expect(await moneyRows(moneyTable(page))).toMatchObject({
      Paid: `${pkr(owed)} JazzCash`,
      'Remaining Balance': pkr(0),
    });
    const card = page.getByRole('article', { name });
    const paymentFact = card
      .locator('dt', { hasText: /^Payment$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await paymentFact.innerText()).toContain('JazzCash');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await context.close();

    const day = dayCloseAnswerSchema.parse((await api(session.token, '/day-close')).body);
    expect(day.report.movements.filter((row) => row.bookingId === booking.id)).toMatchObject([
      { method: 'jazzcash', reference: 'JC 7788 1234', amount: owed },
    ]);
  });
});

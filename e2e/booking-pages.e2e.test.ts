import { BOOKING_MESSAGES, slotLabel } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import { bookingUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';
import {
  bookPadelThroughUi,
  bookPadelViaApi,
  createBookingViaApi,
  chooseSlot,
  courtButton,
  customer,
  dayButton,
  eventually,
  expectNoHorizontalScroll,
  padelTotal,
  pickDate,
  pkr,
  slotButton,
  venueDateIn,
} from './support/booking';
import { seededAdminToken } from './support/accounts';
import { api, findBookingId } from './support/admin-bookings';

const session = useBrowser();

/** `2026-11-23` -> `11/23/2026`. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe('AVAILABLE SLOTS and the pre-filled booking form', () => {
  it('CONFIRM BOOKING opens the form in a new tab with the choice in its query', async () => {
    const date = venueDateIn(5);
    const hours = [10, 11];
    const { context, page } = await session.open(DESKTOP);
    await page.goto(bookingUrl('/padel-booking-show'));
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'AVAILABLE SLOTS' }).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe(
      BOOKING_MESSAGES.dateRequired,
    );

    await pickDate(page, date);
    await courtButton(page, 'Court 2').click();
    for (const hour of hours) await chooseSlot(page, hour);
    await expectNoAxeViolations(page);

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'CONFIRM BOOKING' }).click(),
    ]);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.origin).toBe(new URL(bookingUrl('/')).origin);
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bookingTypes: 'Padel',
      isPadelSelected: 'true',
      isSlotsSectionShow: 'true',
      selectedCourt: 'Court 2',
      formattedDate: usDate(date),
      selectedSlotTime: hours.map(slotLabel).join(','),
      totalPrice: String(padelTotal(date, hours)),
    });

    await eventually(() => dayButton(tab, date).getAttribute('aria-pressed')).toBe('true');
    expect(await courtButton(tab, 'Court 2').getAttribute('aria-pressed')).toBe('true');
    for (const hour of hours) {
      await eventually(() => slotButton(tab, hour).getAttribute('aria-pressed')).toBe('true');
    }
    await tab.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    const summary = tab.getByRole('region', { name: 'BOOKING SUMMARY' });
    await eventually(() => summary.isVisible()).toBe(true);
    expect(await summary.textContent()).toContain(`Total Price ${pkr(padelTotal(date, hours))}`);
    await context.close();
  });

  it('a booking link leaves out booked hours and anything it cannot read', async () => {
    const date = venueDateIn(5);
    await bookPadelViaApi({ date, court: 'Court 1', hours: [14] }, 'prefill-taken');
    const page = await session.newPage(PHONE);
    const query = new URLSearchParams({
      isPadelSelected: 'true',
      selectedCourt: 'Court 1',
      formattedDate: usDate(date),
      selectedSlotTime: [slotLabel(14), slotLabel(15), 'not a slot'].join(','),
      totalPrice: '1',
    });
    await page.goto(bookingUrl(`/?${query.toString()}`));
    await eventually(() => slotButton(page, 14).textContent()).toContain('BOOKED');
    expect(await slotButton(page, 14).isDisabled()).toBe(true);
    await eventually(() => slotButton(page, 15).getAttribute('aria-pressed')).toBe('true');
    // The total is the venue's price for what is still chosen, not the link's totalPrice.
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    const summary = page.getByRole('region', { name: 'BOOKING SUMMARY' });
    await eventually(() => summary.isVisible()).toBe(true);
    expect(await summary.textContent()).toContain(`Total Price ${pkr(padelTotal(date, [15]))}`);
    expect(await summary.textContent()).not.toContain(slotLabel(14));

    await page.goto(
      bookingUrl('/?formattedDate=13/45/2026&selectedCourt=Court%209&bookingTypes=Golf'),
    );
    await eventually(() =>
      page.getByText('Please select a date to view booking slots').isVisible(),
    ).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Padel Booking' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.context().close();
  });
});

describe("the customer's booking page", () => {
  it('opens from the thank-you link, refuses blank feedback, saves feedback', async () => {
    const date = venueDateIn(7);
    const hours = [21];
    const page = await session.newPage(PHONE);
    await bookPadelThroughUi(page, { date, court: 'Court 1', hours }, customer('feedback'));
    await page.getByRole('link', { name: 'View my booking' }).click();
    await page.waitForURL('**/my-booking/**');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'My booking' }).isVisible(),
    ).toBe(true);
    const main = page.getByRole('main');
    const total = padelTotal(date, hours);
    await eventually(() => main.innerText()).toContain('Pending');
    const text = await main.innerText();
    expect(text).toMatch(new RegExp(`Total\\s+${pkr(total)}`));
    // Paid at the venue: no advance (docs/payments.md#one-reading).
    expect(text).not.toContain('Advance (50%)');
    expect(text).toMatch(new RegExp(`Remaining Balance\\s+${pkr(total)}`));
    expect(text).toContain('Blue Court (Court 1)');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const feedback = page.getByRole('textbox', { name: 'Feedback' });
    await feedback.fill('   ');
    await page.getByRole('button', { name: 'Submit feedback' }).click();
    await eventually(() => page.getByText(BOOKING_MESSAGES.feedbackEmpty).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const words = 'Great court, friendly staff.';
    await feedback.fill(words);
    await page.getByRole('button', { name: 'Submit feedback' }).click();
    await eventually(() => page.getByText(BOOKING_MESSAGES.feedbackSaved).isVisible()).toBe(true);

    await page.reload();
    await eventually(() => page.getByText(words).isVisible()).toBe(true);
    await page.context().close();
  });

  it('asks for nothing once the booking is cancelled: no advance, nothing remaining', async () => {
    const date = venueDateIn(13);
    const person = customer('cancelled-page');
    const created = await createBookingViaApi(
      padelRequest(date, 16, {
        selectedCourt: 'Court 2',
        customerName: person.name,
        email: person.email,
        phoneNumber: person.phone,
      }),
    );
    expectStatus(created, 201);
    const adminToken = await seededAdminToken();
    const id = await findBookingId(adminToken, date, person.name);
    const cancel = await api(adminToken, `/booking/update/${id}/`, {
      method: 'PATCH',
      body: { action: 'cancel', cancelReason: 'Court closed for repairs' },
    });
    expectStatus(cancel, 200);

    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl(`/my-booking/${String(created.body.accessToken)}`));
    const main = page.getByRole('main');
    await eventually(() => main.innerText()).toContain('Court closed for repairs');
    const text = await main.innerText();
    expect(text).toMatch(new RegExp(`Total\\s+${pkr(padelTotal(date, [16]))}`));
    expect(text).toMatch(/Remaining Balance\s+PKR 0/);
    expect(text).not.toContain('Advance (50%)');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('says so when the link is wrong', async () => {
    const page = await session.newPage();
    await page.goto(bookingUrl('/my-booking/not-a-real-token'));
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Booking not found' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('main').textContent()).toContain(BOOKING_MESSAGES.bookingNotFound);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe('pages opened without a booking', () => {
  it('thank-you and booking-not-confirmed say there is nothing to show and lead back', async () => {
    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/thank-you'));
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'No booking to show' }).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await page.goto(bookingUrl('/booking-not-confirmed'));
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Booking not confirmed' }).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to calendar' }).click();
    await page.waitForURL(bookingUrl('/'));
    await page.context().close();
  });
});

describe('payment success', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows a spinner, then the tick and the thanks (${name})`, async () => {
      const page = await session.newPage(viewport);
      await page.goto(bookingUrl('/success'));
      // First the spinner (the tick comes after 2 s)...
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: 'Confirming your payment...' }).isVisible(),
      ).toBe(true);
      // ...then the tick and the thanks.
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: 'Payment success!' }).isVisible(),
      ).toBe(true);
      expect(await page.getByText('Thanks for booking Padel!').isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await page.context().close();
    });
  }
});

import {
  addDays,
  COURTS,
  BOOKING_MESSAGES,
  DEFAULT_VENUE_SETTINGS,
  SERIES_MESSAGES,
  slotLabel,
  slotRanges,
  type Availability,
  type Court,
  type SeriesAnswer,
} from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import { api, freePadelDate, futureDate, uniqueTag, venueToday } from './support/admin-bookings';
import {
  bookPadelViaApi,
  courtButton,
  createBookingViaApi,
  customer,
  dayButton,
  eventually,
  expectNoHorizontalScroll,
  longDate,
  slotButton,
} from './support/booking';
import { appUrl, bookingUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { linkIn, waitForMail } from './support/mailbox';
import { useBrowser } from './support/use-browser';

// Regulars (issue 26): staff book a weekly series (docs/screens.md#new-series), the customer sees
// and cancels its dates, and books the same time next week (docs/screens.md#after-booking).
const session = useBrowser({ signIn: true, reducedMotion: true });

/** A date with no padel booking whose next week is still inside the booking window. */
async function freeDateWithNextWeek(): Promise<string> {
  const last = addDays(venueToday(), DEFAULT_VENUE_SETTINGS.bookingWindowDays);
  for (;;) {
    const date = await freePadelDate();
    if (addDays(date, 7) <= last) return date;
  }
}

describe('Book the same time next week', () => {
  it('opens the booking form on the date a week later with the same court, hours and guests', async () => {
    const date = await freeDateWithNextWeek();
    const nextWeek = addDays(date, 7);
    const person = customer('next-week');
    const created = await createBookingViaApi(
      padelRequest(date, 19, {
        selectedCourt: 'Court 2',
        selectedSlots: [slotLabel(19), slotLabel(20)],
        customerName: person.name,
        email: person.email,
        phoneNumber: person.phone,
        numberOfGuests: 3,
      }),
    );
    expectStatus(created, 201);

    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl(`/my-booking/${String(created.body.accessToken)}`));
    const again = page.getByRole('link', { name: 'Book the same time next week' });
    await again.waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await again.click();

    await page.getByRole('heading', { name: 'Book a court or a table' }).waitFor();
    await eventually(() => dayButton(page, nextWeek).getAttribute('aria-pressed')).toBe('true');
    expect(await courtButton(page, 'Court 2').getAttribute('aria-pressed')).toBe('true');
    for (const hour of [19, 20]) {
      await eventually(() => slotButton(page, hour).getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    const guests = page.getByRole('spinbutton', { name: 'Guests' });
    await eventually(() => guests.inputValue()).toBe('3');
    await page.context().close();
  });
});

const WEEKS = 10;

/**
 * A first date, court and two hours free on each of the ten weekly dates (other files book at
 * random), with the second date inside the customer's booking window, where a customer's booking
 * makes the conflict.
 */
async function freeWeeklyHours(): Promise<{ date: string; court: Court; hour: number }> {
  const last = addDays(venueToday(), DEFAULT_VENUE_SETTINGS.bookingWindowDays);
  for (let attempt = 0; attempt < 20; attempt++) {
    const date = futureDate();
    if (addDays(date, 7) > last) continue;
    const days = await Promise.all(
      Array.from({ length: WEEKS }, (_, week) =>
        api<Availability>(null, `/availability/${addDays(date, 7 * week)}`),
      ),
    );
    for (const court of COURTS) {
      const taken = new Set(
        days.flatMap(({ body }) => [...body.padel[court], ...body.closedSlots[court]]),
      );
      const hour = [6, 8, 10, 14, 16, 22].find(
        (start) => !taken.has(slotLabel(start)) && !taken.has(slotLabel(start + 1)),
      );
      if (hour !== undefined) return { date, court, hour };
    }
  }
  throw new Error('no court free at the same hours for ten weeks');
}

const hourButton = (page: Page, hour: number) =>
  page.getByRole('button', { name: new RegExp(`^${slotLabel(hour)}, `) });

describe('a weekly series', () => {
  it('staff book ten weeks on a phone: the preview marks the taken date, 9 are booked and 1 skipped; staff and the customer each cancel one date', async () => {
    const { date, court, hour } = await freeWeeklyHours();
    const taken = addDays(date, 7);
    await bookPadelViaApi({ date: taken, court, hours: [hour] }, `series-taken-${uniqueTag()}`);
    const tag = uniqueTag();
    const name = `Series ${tag}`;
    const email = `series-${tag}@example.test`;

    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/booking-list'));
    const addSeries = page.getByRole('link', { name: 'Add series' });
    await addSeries.waitFor();

    // What a member of staff does, counted as they would: clicks, and keys typed into fields.
    let clicks = 0;
    let keystrokes = 0;
    const click = async (target: ReturnType<Page['getByRole']>) => {
      await target.click();
      clicks += 1;
    };
    const type = async (target: ReturnType<Page['getByRole']>, text: string) => {
      await target.click();
      await target.fill(text);
      clicks += 1;
      keystrokes += text.length;
    };

    const started = performance.now();
    await click(addSeries);
    await page.getByRole('heading', { name: 'Add series' }).waitFor();
    // The date field takes the date as typed: 8 digits.
    await type(page.getByLabel(/^First date/), date);
    keystrokes -= 2;
    if (court !== COURTS[0]) await click(page.getByText(`${court} ·`, { exact: false }));
    await eventually(() => hourButton(page, hour).getAttribute('aria-label')).toContain('free');
    await click(hourButton(page, hour));
    await click(hourButton(page, hour + 1));
    await type(page.getByRole('textbox', { name: 'Name' }), name);
    await type(page.getByRole('textbox', { name: 'Phone' }), '03001234567');
    await type(page.getByRole('textbox', { name: /^E-mail/ }), email);
    await click(page.getByRole('button', { name: 'Preview' }));
    const preview = page.getByRole('region', { name: /^Preview: 10 dates/ });
    await preview.waitFor();
    // Checks of the screen, not counted as the staff's time.
    const checking = performance.now();
    const takenRow = preview.getByRole('listitem').filter({ hasText: 'Taken:' });
    expect(await takenRow.count()).toBe(1);
    expect(await preview.getByRole('listitem').filter({ hasText: 'Free' }).count()).toBe(9);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const checked = performance.now() - checking;
    await click(page.getByRole('button', { name: 'Create series' }));
    await page.getByRole('heading', { name: 'Weekly series' }).waitFor();
    const summary = page.getByRole('region', { name: 'Series summary' });
    await eventually(() => summary.textContent()).toContain('9 booked, 1 skipped');
    const seconds = (performance.now() - started - checked) / 1000;
    console.log(
      `Series of ${WEEKS} weeks from "Add series" to the series page on a phone: ${clicks} clicks, ${keystrokes} keystrokes, ${seconds.toFixed(2)} s (automated browser)`,
    );

    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const { body: series } = await api<SeriesAnswer>(session.token, `/booking-series/${id}`);
    expect(series.occurrences.filter((o) => o.bookingId !== null)).toHaveLength(9);
    expect(series.occurrences.find((o) => o.date === taken)).toMatchObject({
      bookingId: null,
      skipped: 'taken',
    });
    // Every booked date links to its booking; the taken one says so in words.
    const dates = page.getByRole('region', { name: 'Dates' });
    expect(await dates.getByRole('link', { name: /^View the booking of/ }).count()).toBe(9);
    expect(await dates.getByRole('listitem').filter({ hasText: 'Skipped (Taken' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Staff cancel the last date only: the dialog asks which dates.
    const last = addDays(date, 7 * (WEEKS - 1));
    await page.getByRole('button', { name: `Cancel ${longDate(last)}` }).click();
    const staffDialog = page.getByRole('dialog', { name: 'Cancel dates of the series' });
    await staffDialog.waitFor();
    await expectNoAxeViolations(page);
    await staffDialog.getByRole('button', { name: 'Cancel dates' }).click();
    await eventually(() => summary.textContent()).toContain('8 booked, 1 skipped, 1 cancelled');
    expect(await page.getByRole('button', { name: `Cancel ${longDate(last)}` }).count()).toBe(0);

    // Renewed for two more weeks after its last date.
    await page.getByRole('textbox', { name: 'More weeks after the last date' }).fill('2');
    await page.getByRole('button', { name: 'Renew series' }).click();
    await page.getByRole('status').filter({ hasText: SERIES_MESSAGES.renewed }).waitFor();
    await eventually(() => dates.getByRole('listitem').count()).toBe(WEEKS + 2);

    // A date's booking leads back to its series; the list of series shows it.
    await dates.getByRole('link', { name: `View the booking of ${longDate(date)}` }).click();
    await page.getByRole('heading', { name: 'Complete Booking Information' }).waitFor();
    await page.getByRole('link', { name: 'Weekly series: all its dates' }).click();
    await page.getByRole('heading', { name: 'Weekly series' }).waitFor();
    await page.goto(appUrl('/booking-series'));
    await page.getByRole('link', { name }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await context.close();

    // The customer's e-mail leads to the first date's page, with the series' upcoming dates.
    const mail = await waitForMail(email);
    const link = linkIn(mail, bookingUrl('/my-booking/'));
    const customerPage = await session.newPage(PHONE);
    await customerPage.goto(link);
    const weekly = customerPage.getByRole('region', { name: 'Your weekly booking' });
    await weekly.waitFor();
    const third = addDays(date, 14);
    const cancelThird = weekly.getByRole('button', { name: `Cancel ${longDate(third)}` });
    await eventually(() => cancelThird.isVisible()).toBe(true);
    expect(await weekly.textContent()).not.toContain(longDate(taken));
    await expectNoAxeViolations(customerPage);
    await expectNoHorizontalScroll(customerPage);

    await cancelThird.click();
    const dialog = customerPage.getByRole('dialog', { name: 'Cancel this date?' });
    await eventually(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(customerPage);
    await dialog.getByRole('button', { name: 'Yes, cancel this date' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => cancelThird.count()).toBe(0);
    // Only that date: the first date, this page's booking, stays booked.
    const summaryCard = customerPage.getByRole('region', { name: 'Booking summary' });
    expect(await summaryCard.textContent()).not.toContain('Booking Cancelled');
    const { body: after } = await api<SeriesAnswer>(session.token, `/booking-series/${id}`);
    expect(after.occurrences.find((o) => o.date === third)?.status).toBe('Booking Cancelled');
    expect(after.occurrences.find((o) => o.date === date)?.status).not.toBe('Booking Cancelled');
    await customerPage.context().close();
  });
});

/** A first date and court with three hours free on both courts for three weeks. */
async function freeHoursForAMove(): Promise<{ date: string; court: Court; hour: number }> {
  const last = addDays(venueToday(), DEFAULT_VENUE_SETTINGS.bookingWindowDays);
  for (let attempt = 0; attempt < 20; attempt++) {
    const date = futureDate();
    if (addDays(date, 14) > last) continue;
    const days = await Promise.all(
      [0, 1, 2].map((week) => api<Availability>(null, `/availability/${addDays(date, 7 * week)}`)),
    );
    const taken = new Set(
      days.flatMap(({ body }) =>
        COURTS.flatMap((court) => [...body.padel[court], ...body.closedSlots[court]]),
      ),
    );
    const hour = [8, 10, 14, 16, 19].find(
      (start) => ![0, 1, 2].some((step) => taken.has(slotLabel(start + step))),
    );
    if (hour !== undefined) return { date, court: COURTS[0], hour };
  }
  throw new Error('no three hours free on both courts for three weeks');
}

describe('moving dates of a series', () => {
  it('refuses a move onto a taken date, changing nothing, then moves this and the following dates an hour later', async () => {
    const { date, court, hour } = await freeHoursForAMove();
    const [second, third] = [addDays(date, 7), addDays(date, 14)];
    const other = COURTS.find((c) => c !== court)!;
    const tag = uniqueTag();
    const created = await api<SeriesAnswer>(session.token, '/booking-series', {
      method: 'POST',
      body: {
        selectedCourt: court,
        selectedSlots: [slotLabel(hour), slotLabel(hour + 1)],
        startDate: date,
        count: 3,
        customerName: `Move ${tag}`,
        phoneNumber: '03001234567',
        onConflict: 'stop',
      },
    });
    expect(created.status).toBe(201);
    // A customer has the other court on the third date.
    await bookPadelViaApi({ date: third, court: other, hours: [hour] }, `series-move-${tag}`);

    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl(`/booking-series/${created.body.id}`));
    await page.getByRole('button', { name: `Move ${longDate(second)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Move dates of the series' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'This and the following dates' }).check();

    // Nothing chosen to change: not sent.
    await dialog.getByRole('button', { name: 'Move dates' }).click();
    await dialog.getByRole('alert').filter({ hasText: SERIES_MESSAGES.nothingToMove }).waitFor();

    // To the other court: the third date is taken there, so no date moves.
    await dialog.getByText(`${other} ·`, { exact: false }).click();
    await dialog.getByRole('button', { name: 'Move dates' }).click();
    await dialog.getByRole('alert').filter({ hasText: third }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const { body: unchanged } = await api<SeriesAnswer>(
      session.token,
      `/booking-series/${created.body.id}`,
    );
    expect(unchanged.occurrences.map((o) => o.selectedCourt)).toEqual([court, court, court]);

    // Back to its court, an hour later.
    await dialog.getByText(`${court} ·`, { exact: false }).click();
    await eventually(() => hourButton(page, hour + 2).getAttribute('aria-label')).toContain('free');
    await hourButton(page, hour).click();
    await hourButton(page, hour + 2).click();
    await dialog.getByRole('button', { name: 'Move dates' }).click();
    await page.getByRole('status').filter({ hasText: SERIES_MESSAGES.moved }).waitFor();
    await eventually(() => dialog.isVisible()).toBe(false);

    // The series' hours are the new ones; the first date says it kept its own.
    const summary = page.getByRole('region', { name: 'Series summary' });
    await eventually(() => summary.textContent()).toContain(
      slotRanges([slotLabel(hour + 1), slotLabel(hour + 2)])[0],
    );
    const dates = page.getByRole('region', { name: 'Dates' });
    const firstRow = dates.getByRole('listitem').filter({
      has: page.getByRole('link', { name: `View the booking of ${longDate(date)}` }),
    });
    expect(await firstRow.textContent()).toContain(
      `${court}, ${slotRanges([slotLabel(hour), slotLabel(hour + 1)])[0]}`,
    );
    expect(await dates.getByText(`${court}, `).count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});

describe('the new series form', () => {
  it('says what is missing and is clean for axe at 375 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await session.adminPage(viewport);
      await page.goto(appUrl('/booking-series/new'));
      await page.getByRole('heading', { name: 'Add series' }).waitFor();
      await page.getByLabel(/^First date/).fill(addDays(venueToday(), 1));
      await page
        .getByRole('button', { name: /, free$/ })
        .first()
        .waitFor();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText(BOOKING_MESSAGES.slotRequired).waitFor();
      await page.getByText(BOOKING_MESSAGES.nameRequired).waitFor();
      expect(await page.getByRole('region', { name: /^Preview/ }).count()).toBe(0);
      await expectNoAxeViolations(page);

      // Up front asks how it was paid; a fixed price asks for the price.
      await page.getByRole('radio', { name: 'Paid up front' }).check();
      await page.getByRole('radio', { name: 'A fixed price per game' }).check();
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText(SERIES_MESSAGES.upFrontPaymentRequired).waitFor();
      await page.getByText('Please enter the price of each game.').waitFor();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});

import {
  addDays,
  BOOKING_MESSAGES,
  formatHour12,
  slotLabel,
  type RedirectionSource,
  type SourcesSummary,
} from '@padel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { tableRequest } from '../apps/server/test/factories';
import { apiUrl, appUrl, bookingUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { uniqueTag } from './support/admin-bookings';
import { useBrowser } from './support/use-browser';
import {
  adminToken,
  bookPadelThroughUi,
  chooseSlot,
  createBookingViaApi,
  customer,
  eventually,
  expectNoHorizontalScroll,
  fillDetails,
  longDate,
  padelTotal,
  pickDate,
  setTotalTables,
  slotButton,
  venueDateIn,
} from './support/booking';

const session = useBrowser();
let token: string;
beforeAll(async () => {
  // One sign-in for the whole file: sign-ins per e-mail are rate-limited (see
  // docs/accounts.md#sign-in-limits).
  token = await adminToken();
  // This file needs exactly one table; it does not depend on what other files set.
  await setTotalTables(token, 1);
});

describe('café tables', () => {
  it('a full hour leads to booking-not-confirmed, where the customer joins the queue', async () => {
    const date = venueDateIn(6);
    const hour = 13;
    const person = customer('cafe-queue');
    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/'));

    const cafe = page.getByRole('button', { name: 'Café Booking' });
    await cafe.click();
    await eventually(() => cafe.getAttribute('aria-pressed')).toBe('true');
    // Tables have no court choice.
    expect(await page.getByRole('button', { name: 'Blue Court' }).count()).toBe(0);
    await pickDate(page, date);
    await chooseSlot(page, hour);
    await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
    const summary = page.getByRole('region', { name: 'BOOKING SUMMARY' });
    await eventually(() => summary.isVisible()).toBe(true);
    expect(await summary.textContent()).toContain('Café table');
    expect(await summary.textContent()).not.toContain('Total Price');
    await fillDetails(page, { ...person, guests: undefined });

    // Meanwhile someone else takes the only table at that hour.
    const taken = await createBookingViaApi(
      tableRequest(date, hour, {
        customerName: 'E2E other guest',
        email: 'cafe-other@example.test',
      }),
    );
    expectStatus(taken, 201);

    await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await page.waitForURL('**/booking-not-confirmed');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Booking not confirmed' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('main').textContent()).toContain(BOOKING_MESSAGES.tablesFull);
    const queue = page.getByRole('region', { name: 'Join the queue' });
    expect(await queue.textContent()).toContain(longDate(date));
    expect(await page.getByRole('textbox', { name: 'Customer Name' }).inputValue()).toBe(
      person.name,
    );
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(person.email);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Join the queue' }).click();
    await eventually(() => page.getByText(BOOKING_MESSAGES.queueJoined).isVisible()).toBe(true);

    // Back on the calendar, that hour shows BOOKED for tables, and leads to the queue.
    await page.getByRole('link', { name: 'Back to calendar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() =>
      page.getByRole('button', { name: 'Café Booking' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const full = page.getByRole('link', {
      name: new RegExp(`^${slotLabel(hour)} BOOKED\\W+Join the queue for this hour$`),
    });
    await eventually(() => full.isVisible()).toBe(true);
    await page.context().close();
  });

  it('a café hour shown BOOKED offers the queue for that hour, on a phone and by keyboard', async () => {
    const date = venueDateIn(9);
    const hour = 18;
    // The only table at that hour is taken through the API.
    const taken = await createBookingViaApi(
      tableRequest(date, hour, {
        customerName: 'E2E full hour',
        email: 'cafe-full-hour@example.test',
      }),
    );
    expectStatus(taken, 201);

    const page = await session.newPage(PHONE);
    await page.goto(bookingUrl('/'));
    const cafe = page.getByRole('button', { name: 'Café Booking' });
    await cafe.click();
    await eventually(() => cafe.getAttribute('aria-pressed')).toBe('true');
    await pickDate(page, date);
    // Its name starts with the hour's label, as every slot's does.
    const join = page.getByRole('link', {
      name: new RegExp(`^${slotLabel(hour)} BOOKED\\W+Join the queue for this hour$`),
    });
    await eventually(() => join.isVisible()).toBe(true);
    expect(await join.textContent()).toContain('BOOKED');
    // The hours around it stay ordinary buttons.
    expect(await slotButton(page, hour + 1).isEnabled()).toBe(true);
    await expectNoHorizontalScroll(page);

    // Keyboard: the link takes focus and Enter follows it.
    await join.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/join-queue');
    const queue = page.getByRole('region', { name: 'Join the queue' });
    await eventually(() => queue.isVisible()).toBe(true);
    expect(await queue.textContent()).toContain(longDate(date));
    expect(await queue.textContent()).toContain(
      `${formatHour12(hour)} - ${formatHour12(hour + 1)}`,
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const person = customer(`cafe-hour-queue-${date}`);
    await page.getByRole('textbox', { name: 'Customer Name' }).fill(person.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByRole('button', { name: 'Join the queue' }).click();
    await eventually(() => page.getByText(BOOKING_MESSAGES.queueJoined).isVisible()).toBe(true);
    await page.context().close();

    // Staff see the entry, for that date, on the Booking queue page.
    const admin = await session.newPage(PHONE, { token });
    await admin.goto(appUrl('/booking-queue'));
    const row = admin
      .getByRole('table', { name: 'Booking queue' })
      .getByRole('row')
      .filter({ hasText: person.email });
    await eventually(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(person.name);
    // The list writes dates as dd/mm/yyyy.
    expect(await row.textContent()).toContain(date.split('-').reverse().join('/'));
    await admin.context().close();
  });
});

describe('where customers come from', () => {
  it('records the visit source once and credits the booking made in that session', async () => {
    const tag = uniqueTag();
    const rawSource = `instagram-e2e-${tag}`;
    const date = venueDateIn(10);
    const hours = [6];
    const page = await session.newPage(PHONE);
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/visit-source')),
      page.goto(bookingUrl(`/?utm_source=${rawSource}`)),
    ]);
    await bookPadelThroughUi(page, { date, court: 'Court 2', hours }, customer(`source-${tag}`));

    const today = venueDateIn(0);
    const visitOf = async () => {
      const response = await fetch(
        apiUrl(`/utm-sources?from=${addDays(today, -1)}&to=${addDays(today, 1)}`),
        { headers: { authorization: `Bearer ${token}` } },
      );
      const visits = (await response.json()) as RedirectionSource[];
      return visits.filter((visit) => visit.rawSource === rawSource);
    };
    await eventually(async () => (await visitOf()).length).toBe(1);
    const [visit] = await visitOf();
    expect(visit).toMatchObject({
      source: 'Instagram',
      bookings: 1,
      revenue: padelTotal(date, hours),
    });
    await page.context().close();

    // The Redirection Sources screen shows the server's counts for the last 30 days and the
    // per-day chart, on a phone.
    const period = `from=${addDays(today, -29)}&to=${today}`;
    const summary = (await (
      await fetch(apiUrl(`/utm-sources/summary?${period}`), {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as SourcesSummary;
    const instagram = summary.byCategory.find((counts) => counts.category === 'Instagram')!;
    expect(instagram.bookings).toBeGreaterThanOrEqual(1);
    const admin = await session.newPage(PHONE, { token });
    await admin.goto(appUrl('/redirection-sources'));
    await eventually(() => admin.getByTestId('count-Total').textContent()).toBe(
      String(summary.totals.visits),
    );
    expect(await admin.getByTestId('count-Instagram').textContent()).toBe(String(instagram.visits));
    expect(
      await admin.getByRole('figure', { name: 'Visits and bookings per day' }).isVisible(),
    ).toBe(true);
    // The chart's numbers, for screen readers: one row a day, today's with this visit in it.
    const days = admin.getByRole('table', { name: 'Visits and bookings per day' });
    expect(await days.getByRole('row').count()).toBe(1 + 30);
    const todayRow = days.getByRole('row').last();
    expect(Number(await todayRow.getByRole('cell').first().textContent())).toBe(
      summary.perDay.at(-1)!.visits,
    );
    // The visits list loads on its own after the counts: wait for its row, newest first.
    await eventually(() => admin.getByRole('row').filter({ hasText: rawSource }).count()).toBe(1);
    await expectNoAxeViolations(admin);
    await expectNoHorizontalScroll(admin);
    await admin.context().close();
  });
});

import {
  COURTS,
  HOURS,
  slotLabel,
  type AdminBooking,
  type Availability,
  type Court,
} from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, findBookingId, uniqueTag, venueToday } from './support/admin-bookings';
import {
  bookPadelThroughUi,
  customer,
  expectNoHorizontalScroll,
  setTotalTables,
  venueDateIn,
} from './support/booking';
import { appUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';
import { readSettings, saveSettings, settingsOnly } from './support/venue-settings';

const session = useBrowser({ signIn: true, reducedMotion: true });

/** A court and an hour still free today (the counter's usual case), read from the server. */
async function freeHourToday(): Promise<{ court: Court; hour: number }> {
  const today = venueToday();
  const { body } = await api<Availability>(null, `/availability/${today}`);
  for (const court of COURTS) {
    const closed = new Set([...body.pastSlots, ...body.padel[court], ...body.closedSlots[court]]);
    const hour = HOURS.find((h) => !closed.has(slotLabel(h)));
    if (hour !== undefined) return { court, hour };
  }
  throw new Error(`no free padel hour left today (${today}) on the e2e clock`);
}

/**
 * A court and hour still free today at `price` (today's first such; tomorrow's when today has
 * none left, late on the clock), read from the server.
 */
async function freeHourAt(price: number): Promise<{ date: string; court: Court; hour: number }> {
  for (const date of [venueToday(), venueDateIn(1)]) {
    const { body } = await api<Availability>(null, `/availability/${date}`);
    for (const court of COURTS) {
      const closed = new Set([...body.pastSlots, ...body.padel[court], ...body.closedSlots[court]]);
      const hour = HOURS.find((h) => !closed.has(slotLabel(h)) && body.padelPrices[h] === price);
      if (hour !== undefined) return { date, court, hour };
    }
  }
  throw new Error(`no free padel hour at ${price} today or tomorrow on the e2e clock`);
}

const hourButton = (page: Page, hour: number) =>
  page.getByRole('button', { name: new RegExp(`^${slotLabel(hour)}, `) });

describe('Add walk-in', () => {
  it('books an hour paying cash, confirmed and paid, from the booking list in a few clicks', async () => {
    const { context, page } = await session.adminPage(DESKTOP);
    const { court, hour } = await freeHourToday();
    const name = `Walk-in ${uniqueTag()}`;
    const phone = '03214567890';
    await page.goto(appUrl('/booking-list'));
    const addWalkIn = page.getByRole('link', { name: 'Add walk-in' });
    await addWalkIn.waitFor();

    // What a member of staff does, counted as they would: clicks, and keys typed into fields.
    let clicks = 0;
    let keystrokes = 0;
    const click = async (target: ReturnType<Page['getByRole']>) => {
      await target.click();
      clicks += 1;
    };
    const type = async (label: string, text: string) => {
      const field = page.getByRole('textbox', { name: label });
      await field.click();
      await field.fill(text);
      clicks += 1;
      keystrokes += text.length;
    };

    const started = performance.now();
    await click(addWalkIn);
    await page.getByRole('heading', { name: 'Add walk-in' }).waitFor();
    if (court !== COURTS[0]) await click(page.getByText(`${court} ·`, { exact: false }));
    await click(hourButton(page, hour));
    await type('Name', name);
    await type('Phone', phone);
    await click(page.getByRole('radio', { name: 'Paid cash' }));
    await click(page.getByRole('button', { name: 'Book walk-in' }));
    const booked = page.getByRole('status').filter({ hasText: 'Walk-in booked' });
    // Booked, or refused: a refusal (or a field the form marks wrong) fails here with the
    // screen's own words.
    const refused = page.getByRole('alert').filter({ hasText: 'The walk-in was not booked' });
    const wrongField = page.locator('form [aria-invalid="true"]');
    await booked.or(refused).or(wrongField).first().waitFor();
    expect(await refused.allInnerTexts()).toEqual([]);
    expect(await wrongField.evaluateAll((fields) => fields.map((f) => f.id))).toEqual([]);
    await booked.getByText('Booking Confirmed').waitFor();
    await booked.getByText('Fully paid').waitFor();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Walk-in from "Add walk-in" to confirmed: ${clicks} clicks, ${keystrokes} keystrokes, ${seconds.toFixed(2)} s (automated browser)`,
    );

    const id = await findBookingId(session.token, venueToday(), name);
    const { body } = await api<AdminBooking[]>(session.token, `/bookings/${id}`);
    expect(body[0]).toMatchObject({
      status: 'Booking Confirmed',
      BookingSource: 'in-person',
      PaymentStatus: '100%Paid',
      paymentType: 'PayViaCash',
      email: '',
      selectedCourt: court,
      selectedSlots: [slotLabel(hour)],
    });
    // The booked hour now shows as booked, ready for the next walk-in.
    await expect.poll(() => hourButton(page, hour).getAttribute('aria-label')).toContain('booked');
    await expectNoAxeViolations(page);

    // The detail screen shows it confirmed and paid.
    await click(booked.getByRole('link', { name: 'View booking' }));
    await page.getByRole('heading', { name: 'Complete Booking Information' }).waitFor();
    await page.getByText('Booking Confirmed').first().waitFor();
    await context.close();
  });

  it("fills a known member's name and shows Member and the member price, which is what is charged", async () => {
    // Members pay 20% less: a PKR 5,000 hour costs them PKR 4,000 (docs/prices.md#member-price).
    const before = settingsOnly(await readSettings());
    await saveSettings(session.token, { ...before, memberDiscountPercent: 20 });
    try {
      const phone = '03335550400';
      const name = `Member ${uniqueTag()}`;
      // A customer who played before, whom staff tagged member.
      const earlier = await api(session.token, '/walk-ins', {
        method: 'POST',
        body: {
          bookingType: 'Padel',
          selectedDate: venueDateIn(30),
          selectedSlots: [slotLabel(6)],
          selectedCourt: 'Court 2',
          customerName: name,
          phoneNumber: phone,
          numberOfGuests: 4,
          payment: 'PayLater',
        },
      });
      expect([201, 409]).toContain(earlier.status);
      const tagged = await api(session.token, `/customers/${phone}`, {
        method: 'PATCH',
        body: { tags: ['member'] },
      });
      expect(tagged.status).toBe(200);
      const { date, court, hour } = await freeHourAt(5000);

      const { context, page } = await session.adminPage(DESKTOP);
      await page.goto(appUrl('/booking-list'));
      const addWalkIn = page.getByRole('link', { name: 'Add walk-in' });
      await addWalkIn.waitFor();
      let clicks = 0;
      const click = async (target: ReturnType<Page['getByRole']>) => {
        await target.click();
        clicks += 1;
      };
      const type = async (label: string, text: string) => {
        const field = page.getByRole('textbox', { name: label });
        await field.click();
        await field.fill(text);
        clicks += 1;
      };

      await click(addWalkIn);
      await page.getByRole('heading', { name: 'Add walk-in' }).waitFor();
      if (date !== venueToday()) await type('Date', date);
      if (court !== COURTS[0]) await click(page.getByText(`${court} ·`, { exact: false }));
      await click(hourButton(page, hour));
      await type('Phone', '0333 5550400');
      // The name fills in, Member shows and the total is the member price, before booking.
      await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
      await page.getByRole('status', { name: 'Customer' }).getByText('Member').waitFor();
      await page.getByText('Total PKR 4,000').waitFor();
      await expectNoAxeViolations(page);
      await click(page.getByRole('radio', { name: 'Paid cash' }));
      await click(page.getByRole('button', { name: 'Book walk-in' }));
      const booked = page.getByRole('status').filter({ hasText: 'Walk-in booked' });
      await booked.getByText('Booking Confirmed').waitFor();
      console.log(`Walk-in of a known member from "Add walk-in" to confirmed: ${clicks} clicks`);

      const id = await findBookingId(session.token, date, name);
      const { body } = await api<AdminBooking[]>(session.token, `/bookings/${id}`);
      expect(body[0]).toMatchObject({
        amount: 4000,
        PaymentStatus: '100%Paid',
        paymentType: 'PayViaCash',
      });
      await context.close();
    } finally {
      await saveSettings(session.token, before);
    }
  });

  it('books a café table for 12 guests: tables take more guests than a court', async () => {
    // The walk-in screen once stopped at 4 guests for tables too (issue 33, point 6).
    const { body: tables } = await api<{ totalTables: number }[]>(session.token, '/tables');
    const before = tables[0]?.totalTables ?? 0;
    await setTotalTables(session.token, Math.max(before, 2));
    try {
      const { context, page } = await session.adminPage(DESKTOP);
      const date = venueDateIn(15);
      const name = `Table walk-in ${uniqueTag()}`;
      await page.goto(appUrl('/walk-in'));
      await page.getByRole('heading', { name: 'Add walk-in' }).waitFor();
      await page.getByText('Café table', { exact: true }).click();
      await page.getByLabel(/^Date/).fill(date);
      await page
        .getByRole('button', { name: /, free$/ })
        .first()
        .click();
      await page.getByRole('textbox', { name: 'Phone' }).fill('03214567891');
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      const guests = page.getByRole('textbox', { name: /^Guests/ });
      await guests.fill('12');
      await guests.blur();
      // Not cut down to a court's maximum on leaving the field.
      expect(await guests.inputValue()).toBe('12');
      await page.getByRole('button', { name: 'Book walk-in' }).click();
      const booked = page.getByRole('status').filter({ hasText: 'Walk-in booked' });
      const refused = page.getByRole('alert').filter({ hasText: 'The walk-in was not booked' });
      await booked.or(refused).first().waitFor();
      expect(await refused.allInnerTexts()).toEqual([]);
      await booked.getByText('Booking Confirmed').waitFor();

      const id = await findBookingId(session.token, date, name);
      const { body } = await api<AdminBooking[]>(session.token, `/bookings/${id}`);
      expect(body[0]).toMatchObject({
        bookingType: 'Table',
        status: 'Booking Confirmed',
        numberOfGuests: 12,
      });
      // The confirmed booking's detail says 12 guests.
      await booked.getByRole('link', { name: 'View booking' }).click();
      await page.getByRole('heading', { name: 'Complete Booking Information' }).waitFor();
      const guestsFact = page
        .locator('dt', { hasText: /^Guests$/ })
        .locator('xpath=following-sibling::dd[1]');
      await expect.poll(() => guestsFact.first().textContent()).toBe('12');
      await context.close();
    } finally {
      // Back to what it was (the server takes no fewer than one table).
      if (before > 0) await setTotalTables(session.token, before);
    }
  });

  it('fits a phone, says what is missing, and is clean for axe at 375 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await session.adminPage(viewport);
      await page.goto(appUrl('/walk-in'));
      await page.getByRole('heading', { name: 'Add walk-in' }).waitFor();
      // Tomorrow has free hours whatever the clock says now (late at night today has none).
      await page.getByLabel(/^Date/).fill(venueDateIn(1));
      await page
        .getByRole('button', { name: /, free$/ })
        .first()
        .waitFor();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // Nothing chosen: each field says what it needs, and focus goes to the first.
      await page.getByRole('button', { name: 'Book walk-in' }).click();
      await page.getByText('Please select at least one slot before proceeding.').waitFor();
      await page.getByText('Please enter the customer name.').waitFor();
      await page.getByText(/Please choose how the walk-in pays/).waitFor();
      expect(await page.getByText('Please enter the email.').count()).toBe(0);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });

  it('is reached from the dashboard too', async () => {
    const { context, page } = await session.adminPage(DESKTOP);
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('main').getByRole('link', { name: 'Add walk-in' }).click();
    await page.getByRole('heading', { name: 'Add walk-in' }).waitFor();
    await context.close();
  });
});

describe('Open the public booking site', () => {
  it('opens the booking site with a walk-in ticket, and the booking made there is a Walk-In', async () => {
    const { context, page } = await session.adminPage();
    await page.goto(appUrl('/booking-list'));
    const link = page.getByRole('link', { name: 'Open the public booking site' });
    // The ticket rides in the fragment, which reaches no server, never in the query string.
    await expect.poll(() => link.getAttribute('href')).toContain('/#walkIn=');
    expect(await link.getAttribute('href')).not.toContain('?');

    const [bookingTab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await bookingTab.waitForLoadState();
    // The ticket leaves the address bar at once, so it is not shared by accident.
    await expect.poll(() => bookingTab.url()).not.toContain('walkIn=');

    const date = venueDateIn(11);
    const person = customer(`walkin-${uniqueTag()}`);
    await bookPadelThroughUi(bookingTab, { date, court: 'Court 1', hours: [11] }, person);

    const id = await findBookingId(session.token, date, person.name);
    const { body } = await api<AdminBooking[]>(session.token, `/bookings/${id}`);
    expect(body[0]!.BookingSource).toBe('in-person');
    await context.close();
  });

  it('a customer who opens the booking site directly books online', async () => {
    const { context, page } = await session.open();
    const date = venueDateIn(11);
    const person = customer(`online-${uniqueTag()}`);
    await bookPadelThroughUi(page, { date, court: 'Court 2', hours: [11] }, person);
    const id = await findBookingId(session.token, date, person.name);
    const { body } = await api<AdminBooking[]>(session.token, `/bookings/${id}`);
    expect(body[0]!.BookingSource).toBe('online');
    await context.close();
  });
});

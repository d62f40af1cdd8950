import { addDays, slotLabel, type AdminBooking, type Availability } from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, findBookingId, uniqueTag } from './support/admin-bookings';
import { padelRequest } from '../apps/server/test/factories';
import {
  choosePadel,
  createBookingViaApi,
  eventually,
  fillDetails,
  venueDateIn,
} from './support/booking';
import { bookingUrl, DESKTOP, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';
import { readSettings, saveSettings, settingsOnly } from './support/venue-settings';

// The server's quote for the phone (docs/prices.md#quotes): the booking form shows a member the
// member price before it is charged, and "Book the same time next week" shows the customer's
// price and is not offered for a week their series holds (docs/screens.md#after-booking).
const session = useBrowser({ signIn: true, reducedMotion: true });

/** The first date from 8 days on (inside the calendar's next months) with Court 2 free at `hours`. */
async function freeCourt2(hours: number[], weeks = 1): Promise<string> {
  for (let days = 8; days < 50; days++) {
    const dates = Array.from({ length: weeks }, (_, week) => venueDateIn(days + 7 * week));
    const free = await Promise.all(
      dates.map(async (date) => {
        const { body } = await api<Availability>(null, `/availability/${date}`);
        const held = [...body.padel['Court 2'], ...body.closedSlots['Court 2']];
        return hours.every((hour) => !held.includes(slotLabel(hour)));
      }),
    );
    if (free.every(Boolean)) return dates[0]!;
  }
  throw new Error('Court 2 is not free at those hours in the next weeks');
}

/** A customer staff tagged member, who played before. */
async function givenMember(phone: string, name: string): Promise<void> {
  const earlier = await api(session.token, '/walk-ins', {
    method: 'POST',
    body: {
      bookingType: 'Padel',
      selectedDate: venueDateIn(40),
      selectedSlots: [slotLabel(5)],
      selectedCourt: 'Court 1',
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
}

const summary = (page: Page) => page.getByRole('region', { name: 'BOOKING SUMMARY' });

describe('the booking form', () => {
  it('shows a member the member price once they type their phone, and charges it', async () => {
    const before = settingsOnly(await readSettings());
    await saveSettings(session.token, { ...before, memberDiscountPercent: 20 });
    try {
      const phone = '03335550411';
      const name = `Member ${uniqueTag()}`;
      await givenMember(phone, name);
      const date = await freeCourt2([18]);
      const page = await session.newPage(PHONE);
      await page.goto(bookingUrl('/'));
      await choosePadel(page, { date, court: 'Court 2', hours: [18] });
      await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
      await summary(page).getByText('PKR 5,000').first().waitFor();

      await fillDetails(page, { name, email: `${uniqueTag()}@example.test`, phone, guests: '2' });
      await summary(page).getByText('PKR 4,000').first().waitFor();
      expect(await summary(page).getByText('PKR 5,000').count()).toBe(0);
      await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
      await page.waitForURL('**/thank-you');

      const id = await findBookingId(session.token, date, name);
      const { body } = await api<AdminBooking[]>(session.token, `/bookings/${id}`);
      expect(body[0]!.amount).toBe(4000);
      await page.context().close();
    } finally {
      await saveSettings(session.token, before);
    }
  });
});

describe('Book the same time next week', () => {
  it("shows the customer's price, and is not offered for a week their series holds", async () => {
    const phone = '03335550422';
    const name = `Regular ${uniqueTag()}`;
    const date = await freeCourt2([22], 3);
    /** A one-off booking of the customer's at 22:00 on Court 2, answering its link's token. */
    const oneOff = async (on: string) => {
      const created = await createBookingViaApi(
        padelRequest(on, 22, {
          selectedCourt: 'Court 2',
          customerName: name,
          email: `${uniqueTag()}@example.test`,
          phoneNumber: phone,
        }),
      );
      expect(created.status).toBe(201);
      return String(created.body.accessToken);
    };
    const before = await oneOff(date);
    // Their weekly series holds the week after it.
    const made = await api(session.token, '/booking-series', {
      method: 'POST',
      body: {
        selectedCourt: 'Court 2',
        selectedSlots: [slotLabel(22)],
        startDate: addDays(date, 7),
        count: 1,
        customerName: name,
        phoneNumber: phone,
      },
    });
    expect(made.status).toBe(201);
    const after = await oneOff(addDays(date, 14));

    const page = await session.newPage(DESKTOP);
    const answered = page.waitForResponse((response) => response.url().endsWith('/next-week'));
    await page.goto(bookingUrl(`/my-booking/${before}`));
    await answered;
    await page.getByRole('link', { name: 'Book again' }).waitFor();
    expect(await page.getByRole('link', { name: 'Book the same time next week' }).count()).toBe(0);

    // After the series, the week is theirs to book, at their price.
    await page.goto(bookingUrl(`/my-booking/${after}`));
    await page.getByRole('link', { name: 'Book the same time next week' }).waitFor();
    await eventually(() => page.getByText("Next week's price for you: PKR 5,000").count()).toBe(1);
    await page.context().close();
  });
});

import { addDays, DEFAULT_VENUE_SETTINGS, slotLabel } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import { freePadelDate, venueToday } from './support/admin-bookings';
import {
  courtButton,
  createBookingViaApi,
  customer,
  dayButton,
  eventually,
  expectNoHorizontalScroll,
  slotButton,
} from './support/booking';
import { bookingUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';

// Regulars (issue 26): the customer's "Book the same time next week" (docs/screens.md#after-booking).
const session = useBrowser({ reducedMotion: true });

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

import type { AdminBooking } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { api, findBookingId, uniqueTag } from './support/admin-bookings';
import { bookPadelThroughUi, customer, venueDateIn } from './support/booking';
import { appUrl } from './support/browser';
import { useBrowser } from './support/use-browser';

const session = useBrowser({ signIn: true });

describe('Add New Booking', () => {
  it('opens the booking site with a walk-in ticket, and the booking made there is a Walk-In', async () => {
    const { context, page } = await session.adminPage();
    await page.goto(appUrl('/booking-list'));
    const link = page.getByRole('link', { name: 'Add New Booking' });
    await expect.poll(() => link.getAttribute('href')).toContain('walkIn=');

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

import { addDays, COURTS, venueNow, type AdminBooking, type AuditEntry } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import {
  api,
  bookingRow,
  confirmInModal,
  createPadelBooking,
  openBookingList,
  uniqueTag,
  type CreatedBooking,
} from './support/admin-bookings';
import { appUrl, expectNoAxeViolations, VENUE_TIMEZONE } from './support/browser';
import { e2eNow } from './support/clock';
import { useBrowser } from './support/use-browser';
import { CONFIRM_QUESTIONS } from '../apps/web/src/features/admin-bookings/lib/booking-actions';

// The desk's day (docs/bookings.md#arrived, docs/bookings.md#staff-no-show,
// docs/bookings.md#late-cancellation): Arrived on the booking's day and its undo in the detail, a
// no-show and a late cancellation recorded by staff with a fee owed, the dashboard's no-shows.
const session = useBrowser({ signIn: true, reducedMotion: true });

/** A confirmed booking at `hour` on `date` (venue time) on whichever court is free then. */
async function confirmedBooking(name: string, date: string, hour: number): Promise<CreatedBooking> {
  for (const court of COURTS) {
    const booking = await createPadelBooking(session.token, { name, date, hours: [hour], court })
      .then((created) => created)
      .catch(() => null);
    if (!booking) continue;
    const confirmed = await api(session.token, `/booking/update/${booking.id}/`, {
      method: 'PATCH',
      body: { action: 'confirm' },
    });
    expect(confirmed.status).toBe(200);
    return booking;
  }
  throw new Error(`both courts are taken at ${hour}:00 on ${date}`);
}

const statusOf = async (id: number) =>
  (await api<AdminBooking[]>(session.token, `/bookings/${id}`)).body[0]!;

describe('a booking’s day at the desk', () => {
  it('marks arrived on the day, undoes it in the detail, then records a no-show with a fee', async () => {
    // The hour under way today: started, so inside the arrival window and past its start.
    const now = venueNow(VENUE_TIMEZONE, e2eNow());
    const name = `E2E Desk Day ${uniqueTag()}`;
    const booking = await confirmedBooking(name, now.date, now.hour);
    const { context, page } = await session.adminPage();

    await openBookingList(page, now.date);
    const row = bookingRow(page, name);
    await expect.poll(() => row.getByText('Booking Confirmed').isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('button', { name: 'Arrived' }).isEnabled()).toBe(true);
    await row.getByRole('button', { name: 'Arrived' }).click();
    await confirmInModal(page, CONFIRM_QUESTIONS.arrived);
    // The status cell: the status, with what the booking still owes beneath it.
    await expect.poll(() => row.getByRole('cell').nth(6).textContent()).toMatch(/^Arrived/);

    // Marked by mistake: the detail offers Undo arrived.
    await page.goto(appUrl(`/booking-detail/${booking.id}`));
    const undo = page.getByRole('button', { name: 'Undo arrived' });
    await undo.waitFor();
    await expectNoAxeViolations(page);
    await undo.click();
    const ask = page.getByRole('dialog', { name: 'Undo arrived?' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    await ask.getByRole('button', { name: 'Undo arrived' }).click();
    await expect
      .poll(() => page.getByText('Arrived was undone: the booking is confirmed again.').isVisible())
      .toBe(true);
    await expect.poll(() => undo.count()).toBe(0);
    expect((await statusOf(booking.id)).status).toBe('Booking Confirmed');
    const audit = await api<AuditEntry[]>(
      session.token,
      `/audit-log?entity=booking&entityId=${booking.id}&action=undo-arrived`,
    );
    expect(audit.body).toHaveLength(1);

    // It has started and nobody came after all: a no-show, with a fee the customer owes.
    await page.getByRole('button', { name: 'Record no-show' }).click();
    const noShow = page.getByRole('dialog', { name: 'Record a no-show?' });
    await expect.poll(() => noShow.isVisible()).toBe(true);
    await noShow.getByLabel('Fee owed (PKR, optional)').fill('1000');
    await expectNoAxeViolations(page);
    await noShow.getByRole('button', { name: 'Record no-show' }).click();
    await expect
      .poll(() => page.getByText('PKR 1,000 (no-show), not yet paid').isVisible())
      .toBe(true);
    expect(await statusOf(booking.id)).toMatchObject({ status: 'No-show', feeOwed: 1000 });

    // The owner's dashboard counts today's no-shows and leads to them.
    await page.goto(appUrl('/admin-dashboard'));
    const card = page.getByRole('link', { name: /No-shows today/ });
    await expect.poll(() => card.textContent()).toMatch(/No-shows today[1-9]\d*/);
    expect(await card.getAttribute('href')).toBe(`/booking-list?date=${now.date}&status=No-show`);
    await context.close();
  });

  it('records a late cancellation with a fee, inside the cancellation window', async () => {
    // Tomorrow at the hour under way: within the default 24 hours, not yet started.
    const now = venueNow(VENUE_TIMEZONE, e2eNow());
    const name = `E2E Late ${uniqueTag()}`;
    const booking = await confirmedBooking(name, addDays(now.date, 1), now.hour);
    const { context, page } = await session.adminPage();

    await page.goto(appUrl(`/booking-detail/${booking.id}`));
    const late = page.getByRole('button', { name: 'Late cancellation' });
    await late.waitFor();
    expect(await page.getByRole('button', { name: 'Record no-show' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Undo arrived' }).count()).toBe(0);
    await late.click();
    const ask = page.getByRole('dialog', { name: 'Record a late cancellation?' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    await ask.getByLabel('Reason (optional)').fill('Called an hour ago');
    await ask.getByLabel('Fee owed (PKR, optional)').fill('500');
    await ask.getByRole('button', { name: 'Cancel late' }).click();
    await expect
      .poll(() => page.getByText('PKR 500 (late cancellation), not yet paid').isVisible())
      .toBe(true);
    expect(await statusOf(booking.id)).toMatchObject({
      status: 'Booking Cancelled',
      cancelReason: 'Called an hour ago',
      lateCancellation: true,
      feeOwed: 500,
    });
    await context.close();
  });

  it('shows how early arrivals open on the Settings screen', async () => {
    const { context, page } = await session.adminPage();
    await page.goto(appUrl('/settings'));
    const minutes = page.getByLabel('Arrivals open (minutes before)');
    await minutes.waitFor();
    expect(await minutes.inputValue()).toBe('60');
    await context.close();
  });
});

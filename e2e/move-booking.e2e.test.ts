import { DEFAULT_VENUE_SETTINGS, formatPrice, quotePadel, slotLabel } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { createPadelBooking, freePadelDate, uniqueTag } from './support/admin-bookings';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';
import { expectStatus } from '../apps/server/test/expect-status';
import { api } from './support/admin-bookings';

const session = useBrowser({ signIn: true, reducedMotion: true });

describe('moving a booking on the detail screen (docs/bookings.md#moving-a-booking)', () => {
  it('staff move a booking to another hour by keyboard on a phone; a taken hour is refused', async () => {
    const date = await freePadelDate();
    const name = `E2E Move ${uniqueTag()}`;
    const booking = await createPadelBooking(session.token, {
      name,
      date,
      hours: [9],
      court: 'Court 1',
    });
    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl(`/booking-detail/${booking.id}`));
    await page.getByRole('heading', { name }).waitFor();

    await page.getByRole('button', { name: 'Edit booking' }).press('Enter');
    const form = page.getByRole('region', { name: 'Edit booking' });
    const hour = (h: number) => form.getByRole('checkbox', { name: slotLabel(h), exact: true });
    await expect.poll(() => hour(9).isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    // Someone else takes 3 PM while the form is open: saving it is refused and nothing changes.
    const other = await createPadelBooking(session.token, {
      name: `E2E Other ${uniqueTag()}`,
      date,
      hours: [15],
      court: 'Court 1',
    });
    expect(other.hours).toEqual([15]);
    await hour(9).press('Space');
    await hour(15).press('Space');
    await form.getByRole('button', { name: 'Save changes' }).press('Enter');
    await expect
      .poll(() =>
        form
          .getByText(/That slot is taken/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => form.getByRole('checkbox', { name: `${slotLabel(15)} (booked)` }).count())
      .toBe(1);

    // 1 PM instead: the new price shows before saving, then the detail shows the new time.
    await form.getByRole('checkbox', { name: `${slotLabel(15)} (booked)` }).press('Space');
    await hour(13).press('Space');
    const price = formatPrice(quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [13]).total);
    const was = formatPrice(quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [9]).total);
    // Priced again from the day's prices, even when the total comes out the same.
    const priceText = `New price: ${price} (was ${was})`;
    await expect.poll(() => form.getByText(priceText).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save changes' }).press('Enter');

    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0);
    // Focus goes back to the button that opened the form.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Edit booking');
    await expect.poll(() => page.getByText(slotLabel(13), { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(slotLabel(9), { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    const { body } = expectStatus(
      await api<{ padel: Record<string, string[]> }>(null, `/availability/${date}`),
      200,
    );
    expect(body.padel['Court 1']).toEqual([slotLabel(13), slotLabel(15)]);
    await context.close();
  });
});

import {
  DEFAULT_VENUE_SETTINGS,
  formatHour12,
  quotePadel,
  slotLabel,
  venueNow,
  type PublicSettings,
} from '@padel/contracts';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import { describe, expect, it } from 'vitest';
import { api, createPadelBooking, openBookingList } from './support/admin-bookings';
import { createBookingViaApi, eventually, venueDateIn } from './support/booking';
import { appUrl, bookingUrl, DESKTOP, PHONE, VENUE_TIMEZONE } from './support/browser';
import { e2eNow } from './support/clock';
import { useBrowser } from './support/use-browser';
import { ORDER_DATE_HINT } from '../apps/web/src/features/admin-bookings/lib/labels';

/**
 * Small things a venue's day trips over (issue 31, point 7): each screen says and shows what the
 * desk in Pakistan expects.
 */
const session = useBrowser({ signIn: true, reducedMotion: true });

describe('the schedule board', () => {
  it('opens scrolled to the current venue hour', async () => {
    const { context, page } = await session.adminPage(PHONE);
    await page.goto(appUrl('/schedule'));
    await page.getByRole('table', { name: /^Schedule for / }).waitFor();
    // The row marked Now is the venue's current hour, and it is on screen without scrolling.
    const now = page.getByRole('row').filter({ has: page.getByText('Now', { exact: true }) });
    expect(await now.getByRole('rowheader').textContent()).toContain(
      formatHour12(venueNow(VENUE_TIMEZONE, e2eNow()).hour),
    );
    await expect
      .poll(() =>
        now.evaluate((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await context.close();
  });
});

describe('the booking list', () => {
  it("keeps the spec's Order Date, holding the date played, and its tooltip says so", async () => {
    const booking = await createPadelBooking(session.token, { name: 'E2E Order Date' });
    const { context, page } = await session.adminPage(DESKTOP);
    await openBookingList(page, booking.date);
    const table = page.getByRole('table', { name: 'Bookings' });
    const header = table.getByRole('columnheader', { name: 'Order Date', exact: true });
    const row = table.getByRole('row').filter({ hasText: booking.name });
    // The list writes dates as dd/mm/yyyy.
    expect(await row.getByRole('cell').first().textContent()).toBe(
      booking.date.split('-').reverse().join('/'),
    );
    // Keyboard users get the tooltip on focus, everyone the description.
    const label = header.getByText('Order Date', { exact: true });
    await label.focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(ORDER_DATE_HINT);
    expect(await label.getAttribute('aria-describedby')).toBeTruthy();
    await context.close();
  });
});

describe("the venue's contact", () => {
  it('shows on the booking site and the customer page; a booking outside a series asks for none', async () => {
    const { body: current } = await api<PublicSettings>(null, '/settings');
    const { closures: _closures, cardPayments: _card, ...settings } = current;
    const contact = {
      venuePhone: '042 3571 1234',
      venueWhatsapp: '923007654321',
      venueAddress: 'Plot 4, DHA Phase 6, Lahore',
    };
    expectStatus(
      await api(session.token, '/settings', { method: 'PUT', body: { ...settings, ...contact } }),
      200,
    );
    try {
      // A padel booking of an hour no other file takes, outside any series.
      const date = venueDateIn(12);
      let token: string | undefined;
      for (const hour of [2, 3, 4, 1, 0]) {
        const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [hour]);
        const created = await createBookingViaApi({
          ...padelRequest(date, hour, {
            selectedSlots: [slotLabel(hour)],
            selectedCourt: 'Court 2',
            customerName: 'E2E Contact',
            email: 'venue-contact@example.test',
          }),
          amount: quote.total,
          unit_amount: quote.unitAmount,
        });
        if (created.status === 409) continue;
        expectStatus(created, 201);
        token = String(created.body.accessToken);
        break;
      }
      expect(token).toBeDefined();

      const page = await session.newPage(PHONE);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(bookingUrl('/'));
      const footer = page.getByRole('group', { name: /^Contact / });
      await eventually(() => footer.isVisible()).toBe(true);
      const footerText = await footer.textContent();
      expect(footerText).toContain(contact.venueAddress);
      expect(footerText).toContain(contact.venuePhone);
      expect(
        await footer.getByRole('link', { name: contact.venuePhone }).getAttribute('href'),
      ).toBe('tel:04235711234');
      expect(
        await footer.getByRole('link', { name: `+${contact.venueWhatsapp}` }).getAttribute('href'),
      ).toBe(`https://wa.me/${contact.venueWhatsapp}`);

      await page.goto(bookingUrl(`/my-booking/${token}`));
      await eventually(() => page.getByRole('main').innerText()).toContain('E2E Contact');
      await eventually(() => footer.textContent()).toContain(contact.venuePhone);
      expect(asked.some((path) => path.endsWith(`/my-booking/${token}`))).toBe(true);
      // No request for a series this booking does not have (it would answer 404).
      expect(asked.filter((path) => path.endsWith('/series'))).toEqual([]);
      await page.context().close();
    } finally {
      expectStatus(await api(session.token, '/settings', { method: 'PUT', body: settings }), 200);
    }
  });
});

import {
  DEFAULT_VENUE_SETTINGS,
  HOLD_BUDGET_MESSAGES,
  quotePadel,
  slotLabel,
  type PublicSettings,
} from '@padel/contracts';
import { describe, expect, inject, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import { api, freePadelDate, uniqueTag } from './support/admin-bookings';
import {
  choosePadel,
  createBookingViaApi,
  customer,
  eventually,
  expectNoHorizontalScroll,
  fillDetails,
} from './support/booking';
import { bookingUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { drawInt } from './support/draw';
import { useBrowser } from './support/use-browser';

// docs/security.md#calendar-fill: past the day's budget of unverified holds, the booking page
// asks for the advance by card (card payments are on here) and shows the venue's phone and
// WhatsApp. The flow lowers the e2e server's budget and puts the settings back.
const session = useBrowser({ signIn: true });

const CONTACT = { venuePhone: '042 3571 1234', venueWhatsapp: '923007654321' };
const phone = () => `0300${String(drawInt(0, 9_999_999)).padStart(7, '0')}`;

describe('the booking page past the day budget', () => {
  it('shows the venue contact and asks for the card, on a phone', async () => {
    const { body: current } = await api<PublicSettings>(null, '/settings');
    const { closures: _closures, cardPayments: _card, ...settings } = current;
    // 5% of 48 slot-hours: a budget of 2, one of them kept for card checkouts.
    const lowered = { ...settings, ...CONTACT, unverifiedHoldPercent: 5 };
    expectStatus(await api(session.token, '/settings', { method: 'PUT', body: lowered }), 200);
    try {
      const date = await freePadelDate();
      // A stranger's hold awaiting its code takes the day's share without a card.
      const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [8]);
      const stranger = await createBookingViaApi({
        ...padelRequest(date, 8, {
          selectedSlots: [slotLabel(8)],
          customerName: 'E2E Stranger',
          email: `stranger-${uniqueTag()}@example.test`,
          phoneNumber: phone(),
        }),
        amount: quote.total,
        unit_amount: quote.unitAmount,
      });
      expectStatus(stranger, 201);

      const page = await session.newPage(PHONE);
      await page.goto(bookingUrl('/'));
      await choosePadel(page, { date, court: 'Court 2', hours: [18] });
      await page.getByRole('button', { name: 'CONFIRM BOOKING' }).click();
      await fillDetails(page, { ...customer(`budget-${uniqueTag()}`), phone: phone() });
      await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();

      const notice = page.getByRole('alert').filter({ hasText: HOLD_BUDGET_MESSAGES.full(true) });
      await eventually(() => notice.isVisible()).toBe(true);
      const contact = notice.getByRole('group', { name: /^Contact / });
      expect(
        await contact.getByRole('link', { name: CONTACT.venuePhone }).getAttribute('href'),
      ).toBe('tel:04235711234');
      expect(
        await contact.getByRole('link', { name: `+${CONTACT.venueWhatsapp}` }).getAttribute('href'),
      ).toBe(`https://wa.me/${CONTACT.venueWhatsapp}`);
      // The card is the one choice left; no prompt covers the page.
      expect(await page.getByRole('radio', { name: 'Pay at the venue' }).count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      // The advance by card books: the browser goes to the payment page.
      await page.getByRole('button', { name: 'CONFIRM AND PAY' }).click();
      await page.waitForURL(`${inject('stripeUrl')}/pay/**`);
      await page.context().close();
    } finally {
      expectStatus(await api(session.token, '/settings', { method: 'PUT', body: settings }), 200);
    }
  });
});

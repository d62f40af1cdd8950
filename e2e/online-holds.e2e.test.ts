import {
  CONTACT_CHECK_MESSAGES,
  DEFAULT_VENUE_SETTINGS,
  HOLD_BUDGET_MESSAGES,
  holdBudgetDaySchema,
  quotePadel,
  slotLabel,
  type PublicSettings,
} from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import { padelRequest } from '../apps/server/test/factories';
import { api, uniqueTag } from './support/admin-bookings';
import { createBookingViaApi, eventually, expectNoHorizontalScroll } from './support/booking';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { drawInt } from './support/draw';
import { useBrowser } from './support/use-browser';

// docs/security.md#calendar-fill: once strangers' holds without an advance fill today's budget,
// staff see "Online holds are full today" in the admin bar, the networks holding it on Blocked
// contacts, and cancel one network's holds with one tap. The flow lowers the e2e server's budget
// and puts the settings back.
const session = useBrowser({ signIn: true, reducedMotion: true });

const phone = () => `0300${String(drawInt(0, 9_999_999)).padStart(7, '0')}`;

const today = async () =>
  holdBudgetDaySchema.parse((await api(session.token, '/hold-budget')).body);

/** A stranger's one-hour hold today, on the first free hour from the evening back. */
async function strangersHoldToday(date: string): Promise<void> {
  for (let hour = 23; hour > 12; hour--) {
    for (const court of ['Court 2', 'Court 1'] as const) {
      const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [hour]);
      const made = await createBookingViaApi({
        ...padelRequest(date, hour, {
          selectedCourt: court,
          selectedSlots: [slotLabel(hour)],
          customerName: 'E2E Holder',
          email: `holder-${uniqueTag()}@example.test`,
          phoneNumber: phone(),
        }),
        amount: quote.total,
        unit_amount: quote.unitAmount,
      });
      // Taken (409), or today's budget already held by earlier flows (403): either way it fills.
      if (made.status === 201 || made.status === 403) return;
    }
  }
}

describe("today's online holds, for staff", () => {
  it('shows a full day by network and cancels one network with one tap, on a phone', async () => {
    const { body: current } = await api<PublicSettings>(null, '/settings');
    const { closures: _closures, cardPayments: _card, ...settings } = current;
    // 5% of 48 slot-hours: a budget of 2, one kept for card checkouts: one hold fills it.
    const lowered = { ...settings, unverifiedHoldPercent: 5 };
    expectStatus(await api(session.token, '/settings', { method: 'PUT', body: lowered }), 200);
    try {
      const before = await today();
      await strangersHoldToday(before.date);
      const full = await today();
      expect(full.full).toBe(true);
      const network = full.networks[0]!.network;

      const { context, page } = await session.adminPage(PHONE);
      await page.goto(appUrl('/admin-dashboard'));
      await page
        .getByRole('group', { name: 'Needs attention' })
        .getByRole('link', { name: HOLD_BUDGET_MESSAGES.fullToday })
        .click();
      // Its heading says the day is full; once cancelled it reads "Online holds today".
      await page.getByRole('region', { name: HOLD_BUDGET_MESSAGES.fullToday }).waitFor();
      const section = page.getByRole('region', { name: /^Online holds/ });
      const row = section.getByRole('listitem').filter({ hasText: network });
      await expect(row.textContent()).resolves.toMatch(/slot-hours? · \d+ bookings?/);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // One tap, by keyboard: the network's holds today are cancelled, nobody told.
      const cancel = row.getByRole('button', { name: `Cancel the holds of ${network} today` });
      await cancel.focus();
      await page.keyboard.press('Enter');
      const held = full.networks[0]!.bookings;
      await page.getByText(CONTACT_CHECK_MESSAGES.bulkCancelled(held)).waitFor();
      await eventually(async () => (await today()).networks.map((r) => r.network)).not.toContain(
        network,
      );
      await eventually(() =>
        section.getByRole('listitem').filter({ hasText: network }).count(),
      ).toBe(0);
      await expectNoHorizontalScroll(page);
      await context.close();
    } finally {
      expectStatus(await api(session.token, '/settings', { method: 'PUT', body: settings }), 200);
    }
  });
});

import {
  formatPrice,
  OWNER_APPROVAL_MESSAGES,
  type TillDay,
  type PublicSettings,
} from '@padel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './support/accounts';
import { api, uniqueTag } from './support/admin-bookings';
import { eventually, expectNoHorizontalScroll } from './support/booking';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';

// A big pay-out is the owner's (docs/till.md#till-movements): staff on a phone are refused above
// the owner's amount (`tillApprovalAbove`), ask the owner from the Till, and the owner's approval
// records it on the day's drawer; a small one goes straight in.
const session = useBrowser({ signIn: true, reducedMotion: true });

/** A staff account made by the owner, signed in through the API: its name and token. */
async function staffAccount(): Promise<{ name: string; token: string }> {
  const tag = uniqueTag();
  const account = {
    firstName: 'Till',
    lastName: `Staff ${tag}`,
    email: `till-approvals-${tag}@example.test`,
    password: `till-pass-${tag}`,
    role: 'staff',
  };
  expect((await api(session.token, '/addUser', { method: 'POST', body: account })).status).toBe(
    201,
  );
  const { status, body } = await apiLogin(account.email, account.password);
  expect(status).toBe(200);
  return { name: `${account.firstName} ${account.lastName}`, token: body.token! };
}

/** The Till's form, filled and sent. */
async function recordOnTheTill(page: Page, kind: string, amount: string, reason: string) {
  const form = page.getByRole('form', { name: 'Drawer movement' });
  await form.getByRole('combobox', { name: 'Movement' }).selectOption(kind);
  await form.getByRole('textbox', { name: 'Amount (PKR)' }).fill(amount);
  await form.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await form.getByRole('button', { name: 'Record movement' }).click();
}

/** The Till's business day now, from the API. */
async function tillDay(): Promise<TillDay> {
  const { status, body } = await api<TillDay>(session.token, '/till/movements');
  expect(status).toBe(200);
  return body;
}

/** The day's drawer movements with `note`. */
const drawerRows = async (note: string) =>
  (await tillDay()).movements.filter((movement) => movement.note === note);

describe("the Till's big pay-out, asked of the owner", () => {
  it("staff are refused, ask the owner, and the owner's approval puts it on the drawer", async () => {
    // The owner's amount as the e2e server has it (the default, PKR 20,000, on a fresh install).
    const settings = await api<PublicSettings>(session.token, '/settings');
    expect(settings.status).toBe(200);
    const limit = settings.body.tillApprovalAbove;
    const big = limit + 5_000;
    expect(big).toBe(25_000);
    const staff = await staffAccount();
    const tag = uniqueTag();
    const bigReason = `Generator repair ${tag}`;
    const smallReason = `Ice for the café ${tag}`;

    // The staff member, on a phone: refused with the owner's amount, nothing recorded, asks.
    const desk = await session.open(PHONE, { token: staff.token });
    const { page } = desk;
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('link', { name: /^Till/ }).click();
    await page.getByRole('heading', { name: 'Till', level: 1 }).waitFor();
    await recordOnTheTill(page, 'pay-out', String(big), bigReason);
    await page
      .getByText(OWNER_APPROVAL_MESSAGES.tillAbove('Pay-out', formatPrice(limit)))
      .waitFor();
    expect(await drawerRows(bigReason)).toEqual([]);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ask the owner' }).click();
    await page.getByText(OWNER_APPROVAL_MESSAGES.reasonRequired).waitFor();
    await page
      .getByRole('textbox', { name: 'Why (for the owner)' })
      .fill('The generator man waits for cash');
    await page.getByRole('button', { name: 'Ask the owner' }).click();
    await page.getByText(OWNER_APPROVAL_MESSAGES.sent).waitFor();
    await page.getByRole('link', { name: 'See your requests' }).waitFor();
    expect(await drawerRows(bigReason)).toEqual([]);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The owner, in a browser of their own: the admin bar leads to the request, which is approved.
    const owner = await session.adminPage(PHONE);
    await owner.page.goto(appUrl('/admin-dashboard'));
    await owner.page
      .getByRole('group', { name: 'Needs attention' })
      .getByRole('link', { name: /to approve$/ })
      .click();
    await owner.page.getByRole('heading', { name: 'Approvals', level: 1 }).waitFor();
    const card = owner.page.getByRole('listitem').filter({ hasText: bigReason });
    await expect(card.textContent()).resolves.toContain(
      `Pay-out of ${formatPrice(big)} from the drawer: ${bigReason}`,
    );
    await expect(card.textContent()).resolves.toContain('The generator man waits for cash');
    await expectNoHorizontalScroll(owner.page);
    await expectNoAxeViolations(owner.page);
    await card.getByRole('button', { name: 'Approve' }).click();
    await owner.page.getByText(OWNER_APPROVAL_MESSAGES.approved).waitFor();
    await eventually(() => card.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // On the business day of the approval, by the e2e server's clock (docs/till.md#business-day).
    await eventually(() => card.textContent()).toContain(
      `Recorded on ${(await tillDay()).businessDay}`,
    );
    await owner.context.close();

    // Recorded once, as the pay-out asked for; the staff member's Till lists it.
    expect(await drawerRows(bigReason)).toEqual([
      expect.objectContaining({ kind: 'pay-out', amount: -big }),
    ]);
    await page.reload();
    const listed = page.getByRole('region', { name: "Today's movements" });
    await listed
      .getByRole('row', { name: new RegExp(bigReason) })
      .getByText(formatPrice(-big))
      .waitFor();

    // Up to the owner's amount, staff record it themselves: straight in, nothing to ask.
    await recordOnTheTill(page, 'pay-out', '500', smallReason);
    await page.getByText(/^Pay-out of PKR 500 recorded on/).waitFor();
    await listed
      .getByRole('row', { name: new RegExp(smallReason) })
      .getByText(formatPrice(-500))
      .waitFor();
    expect(await page.getByRole('button', { name: 'Ask the owner' }).count()).toBe(0);
    expect(await drawerRows(smallReason)).toEqual([
      expect.objectContaining({
        kind: 'pay-out',
        amount: -500,
        recordedBy: expect.stringContaining(staff.name),
      }),
    ]);
    await expectNoHorizontalScroll(page);
    await desk.context.close();
  });
});

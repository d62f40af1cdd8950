import {
  addDays,
  DEFAULT_VENUE_SETTINGS,
  OWNER_APPROVAL_MESSAGES,
  quotePadel,
  slotLabel,
  type Availability,
  type CustomerProfile,
} from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { apiLogin } from './support/accounts';
import { api, futureDate, uniqueTag } from './support/admin-bookings';
import { eventually, expectNoHorizontalScroll } from './support/booking';
import { appUrl, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { drawInt } from './support/draw';
import { useBrowser } from './support/use-browser';

// Prices are the owner's (docs/prices.md#owner-prices): a staff member is refused the member tag,
// asks the owner from the customer's profile, and the owner approves from the admin bar's
// "N to approve"; the staff member then reads the answer.
const session = useBrowser({ signIn: true, reducedMotion: true });

/** A customer of their own on the shared e2e server: one padel booking with a new phone. */
async function newCustomer(name: string): Promise<string> {
  const phone = `0346${String(drawInt(0, 9_999_999)).padStart(7, '0')}`;
  for (let attempt = 0; attempt < 10; attempt++) {
    const date = futureDate();
    const hour = drawInt(6, 21);
    const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, [hour]);
    const { status } = await api(null, '/create-booking', {
      method: 'POST',
      body: {
        bookingType: 'Padel',
        selectedDate: date,
        selectedSlots: [slotLabel(hour)],
        selectedCourt: 'Court 2',
        customerName: name,
        email: `approvals-e2e-${uniqueTag()}@example.test`,
        phoneNumber: phone,
        numberOfGuests: 2,
        amount: quote.total,
        unit_amount: quote.unitAmount,
      },
    });
    if (status === 409) continue;
    expect(status).toBe(201);
    return phone;
  }
  throw new Error('no free slot found for the customer booking');
}

/** A staff account made by the owner, signed in through the API: its token. */
async function staffToken(): Promise<string> {
  const tag = uniqueTag();
  const account = {
    firstName: 'Desk',
    lastName: `Staff ${tag}`,
    email: `approvals-${tag}@example.test`,
    password: `desk-pass-${tag}`,
    role: 'staff',
  };
  expect((await api(session.token, '/addUser', { method: 'POST', body: account })).status).toBe(
    201,
  );
  const { status, body } = await apiLogin(account.email, account.password);
  expect(status).toBe(200);
  return body.token!;
}

describe('asking the owner for the member tag', () => {
  it('staff ask from the profile; the owner approves from the admin bar; staff read the answer', async () => {
    const name = `Approval ${uniqueTag()}`;
    const phone = await newCustomer(name);
    const token = await staffToken();

    // The staff member, on a phone: refused, asks, and is told it was sent.
    const desk = await session.open(PHONE, { token });
    await desk.page.goto(appUrl(`/customers/${phone}`));
    await desk.page.getByRole('heading', { name, level: 1 }).waitFor();
    await desk.page.getByRole('switch', { name: 'Member' }).click();
    await desk.page.getByText(OWNER_APPROVAL_MESSAGES.memberTag).waitFor();
    await expectNoAxeViolations(desk.page);
    await desk.page.getByRole('button', { name: 'Ask the owner' }).click();
    await desk.page.getByText(OWNER_APPROVAL_MESSAGES.reasonRequired).waitFor();
    await desk.page
      .getByRole('textbox', { name: 'Why (for the owner)' })
      .fill('Paid the yearly membership at the desk');
    await desk.page.getByRole('button', { name: 'Ask the owner' }).click();
    await desk.page.getByText(OWNER_APPROVAL_MESSAGES.sent).waitFor();
    expect(await desk.page.getByRole('switch', { name: 'Member' }).isChecked()).toBe(false);
    await expectNoHorizontalScroll(desk.page);
    await expectNoAxeViolations(desk.page);

    // The owner: the admin bar counts it and leads to it.
    const { context, page } = await session.adminPage(DESKTOP);
    await page.goto(appUrl('/admin-dashboard'));
    const bar = page.getByRole('group', { name: 'Needs attention' });
    await bar.getByRole('link', { name: /to approve$/ }).click();
    await page.getByRole('heading', { name: 'Approvals', level: 1 }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card.textContent()).resolves.toContain('Paid the yearly membership at the desk');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(OWNER_APPROVAL_MESSAGES.approved).waitFor();
    await eventually(() => card.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await expect(card.textContent()).resolves.toContain('Tagged member');

    const profile = await api<CustomerProfile>(session.token, `/customers/${phone}`);
    expect(profile.body.tags).toEqual(['member']);
    await context.close();

    // The staff member reads the answer under Approvals.
    await desk.page.getByRole('link', { name: 'See your requests' }).click();
    await desk.page.getByRole('heading', { name: 'Approvals', level: 1 }).waitFor();
    const mine = desk.page.getByRole('listitem').filter({ hasText: name });
    await eventually(() => mine.textContent()).toContain('Approved by');
    expect(await mine.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await expectNoHorizontalScroll(desk.page);
    await desk.context.close();
  });
});

/** A date and an hour free on Court 1 on it and a week later (other files book at random). */
async function freeTwoWeeks(): Promise<{ date: string; hour: number }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const date = futureDate();
    const days = await Promise.all(
      [date, addDays(date, 7)].map((day) => api<Availability>(null, `/availability/${day}`)),
    );
    const taken = new Set(
      days.flatMap(({ body }) => [...body.padel['Court 1'], ...body.closedSlots['Court 1']]),
    );
    const hour = [7, 9, 11, 13, 15, 20].find((start) => !taken.has(slotLabel(start)));
    if (hour !== undefined) return { date, hour };
  }
  throw new Error('no hour free on Court 1 two weeks running');
}

describe('asking the owner for a series at a fixed price of 0', () => {
  it("staff are refused, ask from Add series, and the owner's approval books it at 0", async () => {
    const { date, hour } = await freeTwoWeeks();
    const name = `Free series ${uniqueTag()}`;
    const phone = `0347${String(drawInt(0, 9_999_999)).padStart(7, '0')}`;
    const token = await staffToken();

    const desk = await session.open(DESKTOP, { token });
    const { page } = desk;
    await page.goto(appUrl('/booking-series/new'));
    await page.getByRole('heading', { name: 'Add series' }).waitFor();
    await page.getByLabel(/^First date/).fill(date);
    const hourButton = page.getByRole('button', { name: new RegExp(`^${slotLabel(hour)}, `) });
    await eventually(() => hourButton.getAttribute('aria-label')).toContain('free');
    await hourButton.click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await page.getByRole('textbox', { name: /^Number of weeks/ }).fill('2');
    await page.getByRole('radio', { name: 'A fixed price per game' }).click();
    await page.getByRole('textbox', { name: /^Price per game/ }).fill('0');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('region', { name: /^Preview: 2 dates/ }).waitFor();
    await page.getByRole('button', { name: 'Create series' }).click();
    await page.getByText(/is the owner's to give/).waitFor();
    await page.getByRole('textbox', { name: 'Why (for the owner)' }).fill('Sponsor of the league');
    await page.getByRole('button', { name: 'Ask the owner' }).click();
    await page.getByText(OWNER_APPROVAL_MESSAGES.sent).waitFor();
    await expectNoAxeViolations(page);
    expect((await api<CustomerProfile>(session.token, `/customers/${phone}`)).status).toBe(404);
    await desk.context.close();

    const owner = await session.adminPage(DESKTOP);
    await owner.page.goto(appUrl('/approvals'));
    const card = owner.page.getByRole('listitem').filter({ hasText: name });
    await expect(card.textContent()).resolves.toContain('at PKR 0 a game');
    await card.getByRole('button', { name: 'Approve' }).click();
    await owner.page.getByText(OWNER_APPROVAL_MESSAGES.approved).waitFor();
    await eventually(() => card.textContent()).toContain('2 dates booked');
    const profile = await api<CustomerProfile>(session.token, `/customers/${phone}`);
    expect(profile.body.series).toHaveLength(1);
    expect(profile.body.series[0]).toMatchObject({ fixedPrice: 0 });
    await owner.context.close();
  });
});

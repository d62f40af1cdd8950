import {
  createBookingResponseSchema,
  DEFAULT_VENUE_SETTINGS,
  HOLD_BUDGET_FULL,
  HOLD_BUDGET_MESSAGES,
  holdBudgetDaySchema,
  slotLabel,
  type CreateBookingRequest,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { productDefaults } from '../../../test/product-defaults';
import { createAdminTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { findBookingByToken } from './bookings.repo';

/**
 * One network's share of a day's budget of unverified holds (docs/security.md#calendar-fill, ADR
 * 067): with the default 10% of 48 slot-hours (4), a /24 holds at most 1 and a /16 at most 2, so
 * whoever fills theirs leaves the rest; a customer the venue knows is never counted; staff see
 * the networks holding a full day and cancel one's holds in one call.
 */
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp({
    unverifiedHoldPercent: DEFAULT_VENUE_SETTINGS.unverifiedHoldPercent,
    // The product's shares (HOLD_SHARE_PER_…), the other quotas raised as every suite's.
    bookingQuotas: {
      ...testConfig().bookingQuotas,
      holdShares: productDefaults.bookingQuotas.holdShares,
    },
  }));
});

afterAll(async () => {
  await t?.close();
});

let cursor = 0;
/** A new customer's one hour at `hour` on `date`; `who` keeps a customer's phone and e-mail. */
function hourOn(date: string, hour: number, who?: { phone: string; email: string }) {
  const n = ++cursor;
  return padelRequest(date, hour, {
    selectedCourt: hour % 2 === 0 ? 'Court 1' : 'Court 2',
    selectedSlots: [slotLabel(hour)],
    customerName: `Customer ${n}`,
    email: who?.email ?? `share${n}@networks.test`,
    phoneNumber: who?.phone ?? `0346${String(1_000_000 + n).slice(-7)}`,
  });
}

const book = (request: CreateBookingRequest, ip: string) =>
  t.api.post('/api/create-booking', request, { remoteAddress: ip });

/** Books, and answers the booking's id. */
async function booked(request: CreateBookingRequest, ip: string) {
  const { accessToken } = createBookingResponseSchema.parse(
    expectStatus(await book(request, ip), 201).json(),
  );
  return (await findBookingByToken(t.app.db, accessToken))!.id;
}

function expectNetworkFull(response: Awaited<ReturnType<typeof book>>) {
  expect(expectStatus(response, 403).json()).toMatchObject({
    code: HOLD_BUDGET_FULL,
    message: HOLD_BUDGET_MESSAGES.networkFull(false),
  });
}

const budgetOn = async (date: string) =>
  holdBudgetDaySchema.parse(
    expectStatus(await admin.get(`/api/hold-budget?date=${date}`), 200).json(),
  );

describe("one network's share of the day's budget", () => {
  it('holds a /24 to a quarter and a /16 to a half; other networks still book', async () => {
    const date = daysFromToday(5);
    expect(await budgetOn(date)).toMatchObject({
      budget: 4,
      held: 0,
      full: false,
      networkShare: 1,
    });

    await booked(hourOn(date, 8), '198.51.100.7');
    // Another address of the same /24: its quarter is held.
    expectNetworkFull(await book(hourOn(date, 9), '198.51.100.8'));
    // Another /24 of the same /16 books once; a third reaches the /16's half.
    await booked(hourOn(date, 10), '198.51.101.7');
    expectNetworkFull(await book(hourOn(date, 11), '198.51.102.7'));
    // A customer from another network books the last hour of the budget.
    await booked(hourOn(date, 12), '203.0.113.9');
    expect(await budgetOn(date)).toMatchObject({ held: 3, full: false });
    // Another day is another budget: the same /24 books there.
    await booked(hourOn(daysFromToday(6), 8), '198.51.100.7');
  });

  it('counts IPv6 by its /64 and /48 as IPv4 by its /24 and /16', async () => {
    const date = daysFromToday(7);
    await booked(hourOn(date, 8), '2001:db8:7:1::5');
    expectNetworkFull(await book(hourOn(date, 9), '2001:db8:7:1::6'));
    await booked(hourOn(date, 10), '2001:db8:7:2::5');
    expectNetworkFull(await book(hourOn(date, 11), '2001:db8:7:3::5'));
  });

  it('never counts a customer the venue knows: a booking of theirs was paid', async () => {
    const regular = { phone: '03461112233', email: 'regular@networks.test' };
    const earlier = await booked(hourOn(daysFromToday(2), 20, regular), '192.0.2.50');
    expectStatus(await admin.patch(`/api/booking/update/${earlier}/`, { action: 'confirm' }), 200);
    expectStatus(
      await admin.patch('/api/update-PaymentStatus', {
        id: earlier,
        PaymentStatus: '100%Paid',
        remaining_paymentType: 'PayViaCash',
      }),
      200,
    );
    const date = daysFromToday(8);
    await booked(hourOn(date, 8), '192.0.2.7');
    expectNetworkFull(await book(hourOn(date, 9), '192.0.2.8'));
    // The regular, from the same busy /24, books two hours and holds nothing of the budget.
    await booked(
      { ...hourOn(date, 10, regular), selectedSlots: [slotLabel(10), slotLabel(11)] },
      '192.0.2.9',
    );
    expect(await budgetOn(date)).toMatchObject({ held: 1 });
    // Their phone with another e-mail is a stranger's booking.
    expectNetworkFull(
      await book(hourOn(date, 14, { ...regular, email: 'x@networks.test' }), '192.0.2.10'),
    );
  });

  it("shows staff a full day's networks, and cancels one's holds in one call", async () => {
    const date = daysFromToday(9);
    const addresses = ['198.18.1.7', '198.18.2.7', '198.19.1.7', '198.20.1.7'];
    const made = [];
    for (const [i, address] of addresses.entries()) {
      made.push(await booked(hourOn(date, 8 + i), address));
    }
    // The same network's booking confirmed by staff, and one on another day, are not holds of it.
    const confirmed = await booked(hourOn(daysFromToday(10), 8), '198.18.1.8');
    expectStatus(
      await admin.patch(`/api/booking/update/${confirmed}/`, { action: 'confirm' }),
      200,
    );
    const day = await budgetOn(date);
    expect(day).toMatchObject({ budget: 4, held: 4, full: true });
    expect(day.networks).toEqual([
      { network: '198.18.1.0/24', hours: 1, bookings: 1 },
      { network: '198.18.2.0/24', hours: 1, bookings: 1 },
      { network: '198.19.1.0/24', hours: 1, bookings: 1 },
      { network: '198.20.1.0/24', hours: 1, bookings: 1 },
    ]);
    expectStatus(await book(hourOn(date, 14), '203.0.113.77'), 403);

    const cancelled = expectStatus(
      await admin.post('/api/bookings/bulk-cancel', {
        address: '198.18.1.0/24',
        date,
        heldOnly: true,
        reason: HOLD_BUDGET_MESSAGES.cancelReason,
      }),
      200,
    ).json();
    expect(cancelled).toMatchObject({ count: 1 });
    expect((await budgetOn(date)).networks.map((row) => row.network)).not.toContain(
      '198.18.1.0/24',
    );
    const kept = await admin.get(`/api/bookings/${confirmed}`);
    expect(expectStatus(kept, 200).json()[0]).toMatchObject({ status: 'Booking Confirmed' });
    // The hour it freed books for a customer from elsewhere.
    await booked(hourOn(date, 15), '203.0.113.77');
    expect(made).toHaveLength(4);
  });

  it('answers 400 for a day it cannot read, and 401 without staff', async () => {
    expectStatus(await admin.get('/api/hold-budget?date=tomorrow'), 400);
    expectStatus(await t.api.get('/api/hold-budget'), 401);
  });
});

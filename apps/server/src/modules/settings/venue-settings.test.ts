import {
  advanceOf,
  auditChangeLines,
  auditListSchema,
  availabilitySchema,
  BOOKING_TRANSITIONS,
  closureCreatedSchema,
  closureListSchema,
  customerBookingSchema,
  customerBookingAnswerSchema,
  DEFAULT_VENUE_SETTINGS,
  publicSettingsSchema,
  slotLabel,
  VENUE_RULE_MESSAGES,
  type VenueSettings,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, venueSettings } from '../../db/schema';
import type { Api } from '../../../test/api';
import { bookPaidByCard, bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday, nextWeekday, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest, tableRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { startSmtpServer } from '../../../test/smtp';
import { startStripeStandIn } from '../../../test/stripe-checkout';
import {
  createAdminTestApp,
  createTestApp,
  type TestApp,
  TEST_VENUE_SETTINGS,
} from '../../../test/test-app';

// The venue's own rules (docs/venue-settings.md), on both databases, with a real SMTP server and
// the Stripe stand-in for refunds.
const KEYS = { secretKey: 'sk_test_settings123', webhookSecret: 'whsec_settings123' };

const STAFF = 'staff@venue.test';

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  smtp = await startSmtpServer();
  ({ t, admin } = await createAdminTestApp({
    smtpUrl: smtp.url,
    venueNotifyEmail: STAFF,
    stripe: { ...KEYS, apiUrl: stripe.apiUrl },
  }));
  await admin.post('/api/tables', { totalTables: 5 });
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await smtp?.close();
});

/** Every test starts from a fresh install's settings. */
beforeEach(async () => {
  expectStatus(await admin.put('/api/settings', TEST_VENUE_SETTINGS), 200);
});

const withSettings = async (change: Partial<VenueSettings>) =>
  expectStatus(await admin.put('/api/settings', { ...TEST_VENUE_SETTINGS, ...change }), 200);

const availability = async (date: string) =>
  availabilitySchema.parse((await t.api.get(`/api/availability/${date}`)).json());

/** The 400 answer's code and the field its first issue names. */
async function refusal(request: ReturnType<typeof padelRequest>, as: Api = t.api) {
  const response = expectStatus(await as.post('/api/create-booking', request), 400);
  const body = response.json();
  return { code: body.code, path: body.issues?.[0]?.path, message: body.message };
}

describe('prices', () => {
  it("a fresh install prices as the spec's table", async () => {
    const monday = await availability(nextWeekday(1));
    const friday = await availability(nextWeekday(5));
    expect([monday.padelPrices[10], monday.padelPrices[17], friday.padelPrices[10]]).toEqual([
      4000, 5000, 5000,
    ]);
    const booked = await bookThroughApi(
      t,
      padelRequest(nextWeekday(1), 10, { email: 'mon@example.test' }),
    );
    expect(booked.booking.amount).toBe(4000);
  });

  it('a new base price applies to new bookings; an existing booking keeps its amount', async () => {
    const friday = nextWeekday(5);
    const before = await bookThroughApi(
      t,
      padelRequest(friday, 11, { email: 'early@example.test' }),
    );
    expect(before.booking.amount).toBe(5000);

    const saved = await withSettings({
      prices: { ...DEFAULT_VENUE_SETTINGS.prices, basePrice: 6000 },
    });
    expect(saved.json().message).toBe(VENUE_RULE_MESSAGES.settingsSaved);
    expect((await availability(friday)).padelPrices[12]).toBe(6000);
    const after = await bookThroughApi(t, padelRequest(friday, 12, { email: 'late@example.test' }));
    expect(after.booking).toMatchObject({ amount: 6000, unit_amount: 6000 });
    // The price the customer saw before the change is refused, not charged.
    const stale = await refusal(padelRequest(friday, 13, { amount: 5000 }));
    expect(stale.code).toBe('PRICE_MISMATCH');

    const kept = await t.api.get(`/api/my-booking/${before.accessToken}`);
    expect(customerBookingSchema.parse(kept.json())).toMatchObject({
      amount: 5000,
      lines: [{ unitPrice: 5000, quantity: 1, total: 5000 }],
    });
  });

  it('is public for the booking pages, and the change is audited', async () => {
    await withSettings({ minNoticeHours: 2 });
    const shown = publicSettingsSchema.parse((await t.api.get('/api/settings')).json());
    expect(shown).toMatchObject({ minNoticeHours: 2, cardPayments: true, closures: [] });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'settings'))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(audit).toMatchObject({ action: 'update', actorType: 'admin' });
    expect((audit!.after as VenueSettings).minNoticeHours).toBe(2);
  });
});

describe('the audit entry of a change', () => {
  it('says what changed as "field: before → after", nothing else', async () => {
    await withSettings({
      minNoticeHours: 2,
      deliveryFee: 150,
      deliveryArea: 'DHA Lahore',
      openingHours: DEFAULT_VENUE_SETTINGS.openingHours.map((day) =>
        day.day === 1 ? { day: 1, open: 9, close: 22 } : day,
      ),
    });
    const response = expectStatus(await admin.get('/api/audit-log?entity=settings'), 200);
    const [entry] = auditListSchema.parse(response.json());
    // In no set order: the database keeps an entry's fields in an order of its own.
    expect(auditChangeLines(entry!.before, entry!.after).sort()).toEqual([
      'deliveryArea: none → DHA Lahore',
      'deliveryFee: 250 → 150',
      'minNoticeHours: 0 → 2',
      'openingHours.Monday: 0–24 → 9–22',
    ]);
  });
});

describe('delivery', () => {
  it('starts from DELIVERY_FEE and DELIVERY_AREA until staff save settings', async () => {
    const fresh = await createTestApp({ deliveryFee: 150, deliveryArea: 'Gulberg' });
    try {
      const shown = publicSettingsSchema.parse((await fresh.api.get('/api/settings')).json());
      expect(shown).toMatchObject({ deliveryFee: 150, deliveryArea: 'Gulberg' });
      // Settings saved before there were delivery settings take the initial ones for them.
      const {
        deliveryFee: _fee,
        deliveryArea: _area,
        unverifiedHoldPercent: _budget,
        ...older
      } = DEFAULT_VENUE_SETTINGS;
      await fresh.app.db
        .update(venueSettings)
        .set({ settings: { ...older, minNoticeHours: 3 } as VenueSettings });
      // Read past the public reads' cache of a second.
      expect(await fresh.app.venueSettings.lock(fresh.app.db)).toMatchObject({
        minNoticeHours: 3,
        deliveryFee: 150,
        deliveryArea: 'Gulberg',
        // And the budget of unverified holds its initial value (UNVERIFIED_HOLD_PERCENT).
        unverifiedHoldPercent: fresh.config.unverifiedHoldPercent,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('opening hours', () => {
  it('closes the hours outside them: 400 and shown closed', async () => {
    const saturday = nextWeekday(6);
    await withSettings({
      openingHours: DEFAULT_VENUE_SETTINGS.openingHours.map((day) =>
        day.day === 6 ? { day: 6, open: 8, close: 22 } : day,
      ),
    });
    expect(await refusal(padelRequest(saturday, 6))).toMatchObject({
      code: 'VENUE_CLOSED',
      message: VENUE_RULE_MESSAGES.venueClosed,
      path: 'body.selectedSlots',
    });
    expect((await refusal(tableRequest(saturday, 22))).code).toBe('VENUE_CLOSED');
    const day = await availability(saturday);
    for (const closed of [day.closedSlots['Court 1'], day.closedSlots.table]) {
      expect(closed).toContain(slotLabel(6));
      expect(closed).toContain(slotLabel(22));
      expect(closed).not.toContain(slotLabel(8));
    }
    await bookThroughApi(t, padelRequest(saturday, 8, { email: 'open@example.test' }));
  });
});

describe('closures', () => {
  it('cancels the bookings it covers, tells their customers, and closes only its court', async () => {
    const date = daysFromToday(9);
    const first = await bookThroughApi(
      t,
      padelRequest(date, 10, { email: 'closed-a@example.test' }),
      // Customers who confirmed before: a hold never confirmed is cancelled without a message
      // (docs/notifications.md#message-limits).
      { regular: true },
    );
    const second = await bookThroughApi(
      t,
      padelRequest(date, 18, { email: 'closed-b@example.test' }),
      { regular: true },
    );
    const other = await bookThroughApi(
      t,
      padelRequest(date, 10, { selectedCourt: 'Court 2', email: 'open-c@example.test' }),
    );

    const response = await admin.post('/api/closures', {
      from: date,
      to: date,
      courts: ['Court 1'],
      reason: 'Resurfacing',
    });
    const made = closureCreatedSchema.parse(expectStatus(response, 201).json());
    expect(made).toMatchObject({
      cancelledBookings: 2,
      message: VENUE_RULE_MESSAGES.closureCreated(2),
      closure: { from: date, to: date, courts: ['Court 1'], fromHour: null, reason: 'Resurfacing' },
    });

    for (const { accessToken } of [first, second]) {
      const view = customerBookingSchema.parse(
        (await t.api.get(`/api/my-booking/${accessToken}`)).json(),
      );
      expect(view).toMatchObject({
        status: BOOKING_TRANSITIONS.cancel.to,
        cancelReason: 'Resurfacing',
      });
    }
    for (const email of ['closed-a@example.test', 'closed-b@example.test']) {
      const mail = await smtp.waitForMail(email, 2);
      expect(smtp.mailsTo(email).map((m) => m.subject)).toContainEqual(
        expect.stringMatching(/^Booking cancelled/),
      );
      expect(mail.text).toContain('Resurfacing');
    }
    const untouched = await t.api.get(`/api/my-booking/${other.accessToken}`);
    expect(untouched.json().status).toBe('Pending');

    // Court 1 shows closed and refuses; Court 2 stays bookable.
    expect((await availability(date)).closedSlots['Court 1']).toHaveLength(24);
    expect((await availability(date)).closedSlots['Court 2']).toEqual([]);
    expect(await refusal(padelRequest(date, 12))).toMatchObject({
      code: 'COURT_CLOSED',
      message: VENUE_RULE_MESSAGES.courtClosed('Resurfacing'),
    });
    await bookThroughApi(t, padelRequest(date, 12, { selectedCourt: 'Court 2' }));

    const listed = closureListSchema.parse((await admin.get('/api/closures')).json());
    expect(listed.find((c) => c.id === made.closure.id)).toMatchObject({
      cancelledBookings: 2,
      createdBy: expect.any(String),
    });
    const shown = publicSettingsSchema.parse((await t.api.get('/api/settings')).json());
    expect(shown.closures.map((c) => c.id)).toContain(made.closure.id);

    // Removing it opens the court again; what it cancelled stays cancelled.
    expectStatus(await admin.delete(`/api/closures/${made.closure.id}`), 200);
    await bookThroughApi(t, padelRequest(date, 12, { email: 'reopened@example.test' }));
    expect((await t.api.get(`/api/my-booking/${first.accessToken}`)).json().status).toBe(
      BOOKING_TRANSITIONS.cancel.to,
    );
    expectStatus(await admin.delete(`/api/closures/${made.closure.id}`), 404);
  });

  it('closes part of a day, and walk-ins cannot book it either', async () => {
    const date = daysFromToday(11);
    const morning = await given.booking(t.app.db, { date, hours: [9], court: 'Court 2' });
    const made = closureCreatedSchema.parse(
      expectStatus(
        await admin.post('/api/closures', {
          from: date,
          to: date,
          courts: ['Court 1', 'Court 2'],
          fromHour: 18,
          toHour: 21,
          reason: 'Tournament',
        }),
        201,
      ).json(),
    );
    expect(made.cancelledBookings).toBe(0);
    expect((await t.api.get(`/api/my-booking/${morning.accessToken}`)).json().status).toBe(
      'Pending',
    );
    expect((await availability(date)).closedSlots['Court 2']).toEqual([18, 19, 20].map(slotLabel));
    expect((await refusal(padelRequest(date, 20), admin)).code).toBe('COURT_CLOSED');
    await bookThroughApi(t, padelRequest(date, 21), { as: admin });
  });

  it('refuses a bad closure with the field, changing nothing', async () => {
    const date = daysFromToday(12);
    const cases: [object, string][] = [
      [{ from: date, to: daysFromToday(11), courts: ['Court 1'], reason: 'x' }, 'body.to'],
      [{ from: date, to: date, courts: [], reason: 'x' }, 'body.courts'],
      [{ from: date, to: date, courts: ['Court 3'], reason: 'x' }, 'body.courts.0'],
      [{ from: date, to: date, courts: ['Court 1'], reason: ' ' }, 'body.reason'],
      [{ from: date, to: date, courts: ['Court 1'], reason: 'x', fromHour: 9 }, 'body.toHour'],
      [
        { from: date, to: date, courts: ['Court 1'], reason: 'x', fromHour: 9, toHour: 9 },
        'body.toHour',
      ],
      [{ from: '2020-01-01', to: '2020-01-02', courts: ['Court 1'], reason: 'x' }, 'body.from'],
    ];
    const before = (await admin.get('/api/closures')).json().length;
    for (const [body, path] of cases) {
      const response = expectStatus(await admin.post('/api/closures', body), 400);
      expect(response.json().issues?.[0]?.path, JSON.stringify(body)).toBe(path);
    }
    expect((await admin.get('/api/closures')).json()).toHaveLength(before);
  });
});

describe('booking window, notice, hour cap and card advance', () => {
  it('refuses online bookings beyond them; staff walk-ins may go beyond', async () => {
    await withSettings({ bookingWindowDays: 10, maxHoursPerBooking: 2, minNoticeHours: 48 });
    expect(await refusal(padelRequest(daysFromToday(20), 10))).toMatchObject({
      code: 'TOO_FAR_AHEAD',
      message: VENUE_RULE_MESSAGES.tooFarAhead(10),
      path: 'body.selectedDate',
    });
    // Night hours: the prices tests book mornings on weekdays that may be five days away.
    const threeHours = padelRequest(daysFromToday(5), 1, {
      selectedSlots: [1, 2, 3].map(slotLabel),
    });
    expect(await refusal(threeHours)).toMatchObject({
      code: 'TOO_MANY_HOURS',
      message: VENUE_RULE_MESSAGES.tooManyHours(2),
    });
    expect(await refusal(padelRequest(daysFromToday(1), 23))).toMatchObject({
      code: 'TOO_SOON',
      message: VENUE_RULE_MESSAGES.tooSoon(48),
    });

    await bookThroughApi(t, threeHours, { as: admin });
    await bookThroughApi(t, padelRequest(daysFromToday(20), 10), { as: admin });
    await bookThroughApi(t, padelRequest(daysFromToday(1), 23), { as: admin });
  });

  it('with requireCardAdvance, an online padel booking must pay by card', async () => {
    await withSettings({ requireCardAdvance: true });
    expect(await refusal(padelRequest(daysFromToday(13), 10))).toMatchObject({
      code: 'CARD_REQUIRED',
      path: 'body.paymentType',
    });
    const byCard = await bookThroughApi(
      t,
      padelRequest(daysFromToday(13), 10, { paymentType: 'PayViaCard' }),
    );
    expect(byCard.checkoutUrl).toMatch(/\/pay\//);
    await bookThroughApi(t, tableRequest(daysFromToday(13), 10));
  });
});

describe('invalid settings', () => {
  const rule = DEFAULT_VENUE_SETTINGS.prices.rules[0]!;
  const hours = DEFAULT_VENUE_SETTINGS.openingHours;
  const cases: [string, object, string][] = [
    [
      'overlapping rules',
      { prices: { basePrice: 5000, rules: [rule, { ...rule, days: [4, 5] }] } },
      'body.prices.rules.1',
    ],
    [
      'an hour outside 0-24',
      { prices: { basePrice: 5000, rules: [{ ...rule, toHour: 25 }] } },
      'body.prices.rules.0.toHour',
    ],
    [
      'a rule that ends before it starts',
      { prices: { basePrice: 5000, rules: [{ ...rule, fromHour: 17, toHour: 5 }] } },
      'body.prices.rules.0.toHour',
    ],
    ['a negative price', { prices: { basePrice: -1, rules: [] } }, 'body.prices.basePrice'],
    [
      'open after close',
      { openingHours: hours.map((d) => (d.day === 2 ? { day: 2, open: 20, close: 8 } : d)) },
      'body.openingHours.2.close',
    ],
    ['a missing day', { openingHours: hours.slice(1) }, 'body.openingHours'],
    [
      'a day twice',
      { openingHours: hours.map((d) => (d.day === 3 ? { ...d, day: 2 } : d)) },
      'body.openingHours.3.day',
    ],
    ['a window of 0 days', { bookingWindowDays: 0 }, 'body.bookingWindowDays'],
    ['a fraction of an hour', { maxHoursPerBooking: 1.5 }, 'body.maxHoursPerBooking'],
    ['a negative notice', { minNoticeHours: -1 }, 'body.minNoticeHours'],
    ['a missing setting', { cancelHours: undefined }, 'body.cancelHours'],
    ['a delivery fee above PKR 100,000', { deliveryFee: 100_001 }, 'body.deliveryFee'],
    ['a delivery fee in paisa', { deliveryFee: 9.5 }, 'body.deliveryFee'],
    ['a delivery area of 101 characters', { deliveryArea: 'x'.repeat(101) }, 'body.deliveryArea'],
    ['a delivery area on two lines', { deliveryArea: 'Lahore\nKarachi' }, 'body.deliveryArea'],
    ['a hold budget above 100%', { unverifiedHoldPercent: 101 }, 'body.unverifiedHoldPercent'],
  ];

  it.each(cases)(
    'answers 400 naming the field for %s, changing nothing',
    async (_, change, path) => {
      const response = expectStatus(
        await admin.put('/api/settings', { ...TEST_VENUE_SETTINGS, ...change }),
        400,
      );
      expect(response.json().issues[0]).toMatchObject({ path, message: expect.any(String) });
      const shown = publicSettingsSchema.parse((await t.api.get('/api/settings')).json());
      const { closures: _closures, cardPayments: _card, ...settings } = shown;
      expect(settings).toEqual(TEST_VENUE_SETTINGS);
    },
  );

  it('refuses requiring the card advance while card payments are off', async () => {
    const offline = await createTestApp();
    try {
      const response = await (
        await offline.asAdmin()
      ).put('/api/settings', { ...TEST_VENUE_SETTINGS, requireCardAdvance: true });
      expectStatus(response, 400);
      expect(response.json().issues[0].path).toBe('body.requireCardAdvance');
    } finally {
      await offline.close();
    }
  });

  it('answers 401 without a token', async () => {
    expectStatus(await t.api.put('/api/settings', TEST_VENUE_SETTINGS), 401);
    expectStatus(await t.api.get('/api/closures'), 401);
    expectStatus(
      await t.api.post('/api/closures', {
        from: daysFromToday(3),
        to: daysFromToday(3),
        courts: ['Court 1'],
        reason: 'x',
      }),
      401,
    );
  });
});

describe('customer self-cancel', () => {
  const cancel = (token: string) => t.api.post(`/api/my-booking/${token}/cancel`);

  it('cancels a booking 3 days ahead: the slot is free, customer and staff are told', async () => {
    const request = padelRequest(daysFromToday(3), 15, { email: 'self@example.test' });
    // A customer who confirmed before: a hold never confirmed is cancelled without a message.
    const booked = await bookThroughApi(t, request, { regular: true });
    const view = customerBookingSchema.parse(
      (await t.api.get(`/api/my-booking/${booked.accessToken}`)).json(),
    );
    expect(view.cancellableUntil).not.toBeNull();
    expect(new Date(view.cancellableUntil!).getTime()).toBeGreaterThan(testClock().getTime());

    const response = expectStatus(await cancel(booked.accessToken), 200);
    const answer = customerBookingAnswerSchema.parse(response.json());
    expect(answer.booking).toMatchObject({
      status: BOOKING_TRANSITIONS.cancel.to,
      cancelReason: VENUE_RULE_MESSAGES.cancelledByCustomer,
      cancellableUntil: null,
    });
    await bookThroughApi(t, request);
    const mail = await smtp.waitForMail('self@example.test', 2);
    expect(mail.subject).toMatch(/^Booking cancelled/);
    await expect
      .poll(() => smtp.mailsTo(STAFF).map((m) => m.subject))
      .toContainEqual(expect.stringMatching(/^Cancelled by the customer/));

    const again = expectStatus(await cancel(booked.accessToken), 409);
    expect(again.json().message).toBe(
      VENUE_RULE_MESSAGES.cancelRefused(BOOKING_TRANSITIONS.cancel.to),
    );
    expectStatus(await cancel('no-such-token'), 404);
  });

  it('answers 409 inside the cancellation window, changing nothing', async () => {
    await withSettings({ cancelHours: 72 });
    const booked = await given.booking(t.app.db, { date: daysFromToday(2), hours: [15] });
    const view = (await t.api.get(`/api/my-booking/${booked.accessToken}`)).json();
    expect(view.cancellableUntil).toBeNull();
    const response = expectStatus(await cancel(booked.accessToken), 409);
    expect(response.json().message).toBe(VENUE_RULE_MESSAGES.cancelTooLate(72));
    expect((await t.api.get(`/api/my-booking/${booked.accessToken}`)).json().status).toBe(
      'Pending',
    );
  });

  it('refunds a card-paid advance through the provider', async () => {
    const booked = await bookPaidByCard(
      t,
      stripe,
      padelRequest(daysFromToday(4), 16, { email: 'refund@example.test' }),
    );
    const { paymentIntent } = booked;

    const answer = customerBookingAnswerSchema.parse(
      expectStatus(await cancel(booked.accessToken), 200).json(),
    );
    expect(answer.booking.refund).toEqual({
      status: 'due',
      amount: advanceOf(booked.booking.amount),
      method: 'card-online',
      dueSince: expect.any(String),
    });
    await expect
      .poll(() => stripe.refunds.filter((r) => r.payment_intent === paymentIntent))
      .toEqual([expect.objectContaining({ amount: advanceOf(booked.booking.amount) * 100 })]);
    await expect
      .poll(async () => (await t.api.get(`/api/my-booking/${booked.accessToken}`)).json().refund)
      .toMatchObject({
        status: 'refunded',
        amount: advanceOf(booked.booking.amount),
        method: 'card-online',
      });
  });

  it('a closure refunds a card advance too, and a refund the provider refused waits for the worker', async () => {
    const own = await createTestApp(
      { stripe: { ...KEYS, apiUrl: stripe.apiUrl } },
      { messageWorker: { jobEveryMs: 100 } },
    );
    try {
      const date = daysFromToday(6);
      const booked = await bookPaidByCard(own, stripe, padelRequest(date, 19));
      const { paymentIntent } = booked;

      stripe.setFailing(true);
      const ownAdmin = await own.asAdmin();
      const made = await ownAdmin.post('/api/closures', {
        from: date,
        to: date,
        courts: ['Court 1'],
        reason: 'Flooded',
      });
      expect(expectStatus(made, 201).json().cancelledBookings).toBe(1);
      const view = (await own.api.get(`/api/my-booking/${booked.accessToken}`)).json();
      expect(view).toMatchObject({ cancelReason: 'Flooded', refund: { status: 'due' } });

      stripe.setFailing(false);
      await expect
        .poll(() => stripe.refunds.filter((r) => r.payment_intent === paymentIntent).length)
        .toBe(1);
      await expect
        .poll(async () => (await own.api.get(`/api/my-booking/${booked.accessToken}`)).json())
        .toMatchObject({ refund: { status: 'refunded' } });
    } finally {
      stripe.setFailing(false);
      await own.close();
    }
  });
});

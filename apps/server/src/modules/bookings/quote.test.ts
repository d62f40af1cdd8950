import {
  BOOKING_MESSAGES,
  counterQuoteSchema,
  DEFAULT_VENUE_SETTINGS,
  MEMBER_DISCOUNT_MESSAGES,
  nextWeekSchema,
  padelQuoteSchema,
  slotLabel,
  walkInAnswerSchema,
  type PadelQuote,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api, CallOptions } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp, TEST_VENUE_SETTINGS } from '../../../test/test-app';
import { LIMIT_MESSAGES, QUOTES_PER_BOOKING } from '../../lib/abuse-limits';
import { findBookingById } from './bookings.repo';

// The server's quote (docs/prices.md#quotes): every screen that shows a price before booking asks
// it for the phone typed, so a member sees the member price before it is charged.
let t: TestApp;
let admin: Api;

const MEMBER = '03447778800';
const REGULAR = '03331234500';
const STRANGER = '03219876500';
/** Two hours at the base price on any day (the fresh install's cheaper hours end at 17:00). */
const HOURS = [18, 19];
const SLOTS = HOURS.map(slotLabel);

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp());
  const settings = { ...TEST_VENUE_SETTINGS, memberDiscountPercent: 20 };
  expectStatus(await admin.put('/api/settings', settings), 200);
  // A member: played before and tagged by staff.
  await given.booking(t.app.db, { phoneNumber: MEMBER, customerName: 'Mona Member', hours: [9] });
  expectStatus(await admin.patch(`/api/customers/${MEMBER}`, { tags: ['member'] }), 200);
  // A regular: a weekly series at a fixed price, but no member.
  expectStatus(
    await admin.post('/api/booking-series', {
      selectedCourt: 'Court 2',
      selectedSlots: [slotLabel(7)],
      startDate: daysFromToday(2),
      count: 3,
      customerName: 'Rafay Regular',
      phoneNumber: REGULAR,
      fixedPrice: 3000,
    }),
    201,
  );
});

afterAll(async () => {
  await t?.close();
});

const quote = async (body: unknown, call?: CallOptions): Promise<PadelQuote> =>
  padelQuoteSchema.parse(expectStatus(await t.api.post('/api/quote', body, call), 200).json());

describe('POST /api/quote', () => {
  it('quotes a member, a regular and a stranger exactly what booking them charges', async () => {
    const date = daysFromToday(9);
    const charged: Record<string, number> = {};
    for (const [index, phone] of [MEMBER, REGULAR, STRANGER].entries()) {
      // Typed as people type it: the quote reads the number as booking does.
      const typed = `+92 ${phone.slice(1, 4)} ${phone.slice(4)}`;
      const shown = await quote({ selectedDate: date, selectedSlots: SLOTS, phoneNumber: typed });
      const booked = await bookThroughApi(
        t,
        padelRequest(date, HOURS[0]!, {
          selectedSlots: SLOTS,
          selectedCourt: index === 1 ? 'Court 2' : 'Court 1',
          selectedDate: index === 2 ? daysFromToday(10) : date,
          phoneNumber: phone,
          customerName: ['Mona Member', 'Rafay Regular', 'Sara Stranger'][index],
          email: `quote-${index}@example.test`,
          amount: shown.total,
          unit_amount: shown.unitAmount,
        }),
        { regular: true },
      );
      expect(booked.row.amount).toBe(shown.total);
      expect(booked.row.priceLines).toEqual(shown.lines);
      charged[phone] = booked.row.amount;
    }
    expect(charged).toEqual({ [MEMBER]: 8000, [REGULAR]: 10000, [STRANGER]: 10000 });
    // Without a phone yet, the quote is anyone's: the venue's prices.
    expect((await quote({ selectedDate: date, selectedSlots: SLOTS })).total).toBe(10000);
  });

  it("refuses a member's booking that sends a price other than the member price", async () => {
    const date = daysFromToday(11);
    const refused = expectStatus(
      await t.api.post(
        '/api/create-booking',
        padelRequest(date, 20, { phoneNumber: MEMBER, amount: 5000 }),
      ),
      400,
    );
    expect(refused.json()).toMatchObject({
      code: 'PRICE_MISMATCH',
      message: BOOKING_MESSAGES.priceMismatch,
    });
    const free = await quote({ selectedDate: date, selectedSlots: [slotLabel(20)] });
    expect(free.total).toBe(5000);
    expect((await t.api.get(`/api/availability/${date}`)).json().padel['Court 1']).toEqual([]);
  });

  it('answers the price and nothing about who the phone is', async () => {
    const response = await t.api.post('/api/quote', {
      selectedDate: daysFromToday(9),
      selectedSlots: SLOTS,
      phoneNumber: MEMBER,
    });
    expect(Object.keys(expectStatus(response, 200).json()).sort()).toEqual([
      'advance',
      'lines',
      'total',
      'unitAmount',
    ]);
    expect(response.body).not.toContain('Mona');
    expect(response.body).not.toContain('member');
  });

  it('refuses bad input with 400 and a message', async () => {
    const date = daysFromToday(9);
    const cases: [unknown, string][] = [
      [{ selectedDate: date, selectedSlots: [] }, BOOKING_MESSAGES.slotRequired],
      [{ selectedDate: date, selectedSlots: ['25:00'] }, BOOKING_MESSAGES.slotUnknown],
      [{ selectedDate: date, selectedSlots: [SLOTS[0], SLOTS[0]] }, BOOKING_MESSAGES.slotDuplicate],
      [
        { selectedDate: date, selectedSlots: SLOTS, phoneNumber: '0321' },
        BOOKING_MESSAGES.phoneDigits,
      ],
      [{ selectedDate: '2026-02-30', selectedSlots: SLOTS }, 'The date'],
    ];
    for (const [body, message] of cases) {
      const refused = expectStatus(await t.api.post('/api/quote', body), 400);
      expect(refused.json().message).toContain(message);
    }
    expectStatus(
      await t.api.post('/api/quote', { selectedDate: date, selectedSlots: SLOTS, name: 'x' }),
      400,
    );
  });

  it('is limited per address as its bookings are, and staff at the counter are not', async () => {
    // Two bookings an hour per address (the other tests' app raises the quotas).
    const quotas = { ...t.config.bookingQuotas, perIpPerHour: 2 };
    const limited = await createAdminTestApp({ bookingQuotas: quotas });
    try {
      const call = { remoteAddress: '198.51.100.7' };
      const body = { selectedDate: daysFromToday(9), selectedSlots: SLOTS };
      for (let asked = 0; asked < 2 * QUOTES_PER_BOOKING; asked++) {
        expectStatus(await limited.t.api.post('/api/quote', body, call), 200);
      }
      const refused = expectStatus(await limited.t.api.post('/api/quote', body, call), 429);
      expect(refused.json().message).toBe(LIMIT_MESSAGES.quote);
      expect(refused.headers['retry-after']).toBeDefined();
      expectStatus(await limited.admin.post('/api/quote', body, call), 200);
      // Another address is not held back by it.
      expectStatus(
        await limited.t.api.post('/api/quote', body, { remoteAddress: '203.0.113.9' }),
        200,
      );
    } finally {
      await limited.t.close();
    }
  });
});

describe('POST /api/counter-quote (staff)', () => {
  const counter = async (body: unknown) =>
    counterQuoteSchema.parse(
      expectStatus(await admin.post('/api/counter-quote', body), 200).json(),
    );

  it('names a known customer, says they are a member, and quotes the walk-in it books', async () => {
    const date = daysFromToday(12);
    const answer = await counter({
      phoneNumber: '0344-7778800',
      selectedDate: date,
      selectedSlots: SLOTS,
    });
    expect(answer.customer).toEqual({
      name: 'Mona Member',
      email: expect.any(String),
      tags: ['member'],
      blocked: false,
    });
    expect(answer.quote!.total).toBe(8000);

    const walkIn = walkInAnswerSchema.parse(
      expectStatus(
        await admin.post('/api/walk-ins', {
          bookingType: 'Padel',
          selectedDate: date,
          selectedSlots: SLOTS,
          selectedCourt: 'Court 1',
          customerName: answer.customer!.name,
          phoneNumber: MEMBER,
          numberOfGuests: 4,
          payment: 'PayViaCash',
          amount: answer.quote!.total,
        }),
        201,
      ).json(),
    );
    expect(walkIn.booking.amount).toBe(answer.quote!.total);
  });

  it('says a blocked contact is blocked, a stranger is nobody, and quotes nothing without hours', async () => {
    const blocked = '03005550000';
    await given.booking(t.app.db, {
      phoneNumber: blocked,
      customerName: 'Blocked Bilal',
      hours: [10],
    });
    expectStatus(await admin.patch(`/api/customers/${blocked}`, { blocked: true }), 200);
    const date = daysFromToday(12);
    expect(await counter({ phoneNumber: blocked, selectedDate: date, selectedSlots: [] })).toEqual({
      customer: { name: 'Blocked Bilal', email: expect.any(String), tags: [], blocked: true },
      quote: null,
    });
    const stranger = await counter({
      phoneNumber: '03110000001',
      selectedDate: date,
      selectedSlots: SLOTS,
    });
    expect(stranger.customer).toBeNull();
    expect(stranger.quote!.total).toBe(10000);
  });

  it('is for staff only, and refuses a malformed phone', async () => {
    const body = { phoneNumber: MEMBER, selectedDate: daysFromToday(12), selectedSlots: SLOTS };
    expectStatus(await t.api.post('/api/counter-quote', body), 401);
    const refused = expectStatus(
      await admin.post('/api/counter-quote', { ...body, phoneNumber: '1234' }),
      400,
    );
    expect(refused.json().message).toContain(BOOKING_MESSAGES.phoneDigits);
  });
});

describe('the member price as a fixed amount', () => {
  it('takes the amount off each slot when quoting and booking, and not both forms at once', async () => {
    const both = expectStatus(
      await admin.put('/api/settings', {
        ...TEST_VENUE_SETTINGS,
        memberDiscountPercent: 10,
        memberDiscountAmount: 500,
      }),
      400,
    );
    expect(both.json().message).toContain(MEMBER_DISCOUNT_MESSAGES.both);

    expectStatus(
      await admin.put('/api/settings', { ...TEST_VENUE_SETTINGS, memberDiscountAmount: 1000 }),
      200,
    );
    try {
      const date = daysFromToday(13);
      const shown = await quote({ selectedDate: date, selectedSlots: SLOTS, phoneNumber: MEMBER });
      expect(shown.lines).toEqual([{ unitPrice: 4000, quantity: 2, total: 8000 }]);
      const booked = await bookThroughApi(
        t,
        padelRequest(date, 18, { selectedSlots: SLOTS, phoneNumber: MEMBER, amount: shown.total }),
        { regular: true },
      );
      expect(booked.row.amount).toBe(8000);
    } finally {
      const settings = { ...DEFAULT_VENUE_SETTINGS, memberDiscountPercent: 20 };
      expectStatus(await admin.put('/api/settings', settings), 200);
    }
  });
});

describe('GET /api/my-booking/{token}/next-week', () => {
  const nextWeek = async (token: string) =>
    nextWeekSchema.parse(
      expectStatus(await t.api.get(`/api/my-booking/${token}/next-week`), 200).json(),
    );

  it('prices the same hours a week later for the customer, and says when their series holds them', async () => {
    const series = expectStatus(
      await admin.post('/api/booking-series', {
        selectedCourt: 'Court 1',
        selectedSlots: [slotLabel(21)],
        startDate: daysFromToday(14),
        count: 2,
        customerName: 'Mona Member',
        phoneNumber: MEMBER,
      }),
      201,
    ).json<{ occurrences: { bookingId: number | null; date: string }[] }>();
    const [first, second] = series.occurrences;
    const firstRow = await findBookingById(t.app.db, first!.bookingId!);
    const held = await nextWeek(firstRow!.accessToken);
    expect(held).toMatchObject({ date: second!.date, heldBySeries: true });
    expect(held.quote!.total).toBe(4000);

    const secondRow = await findBookingById(t.app.db, second!.bookingId!);
    // The week after the series' last date is the customer's to book.
    expect(await nextWeek(secondRow!.accessToken)).toMatchObject({ heldBySeries: false });
    expectStatus(await t.api.get('/api/my-booking/no-such-token/next-week'), 404);
  });
});

import {
  CONTACT_CHECK_MESSAGES,
  customerListSchema,
  customerProfileSchema,
  CUSTOMER_MESSAGES,
  seriesAnswerSchema,
  seriesPreviewSchema,
  slotLabel,
  TOTAL_COUNT_HEADER,
  walkInAnswerSchema,
  type CustomerProfile,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday, testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp, TEST_VENUE_SETTINGS } from '../../../test/test-app';

// Customers (docs/customers.md): one per phone number across bookings, café orders and the queue,
// with totals that add up, staff's notes and tags, blocking, and the member price.
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp());
});

afterAll(async () => {
  await t?.close();
});

const profile = async (id: string): Promise<CustomerProfile> =>
  customerProfileSchema.parse(expectStatus(await admin.get(`/api/customers/${id}`), 200).json());

const list = async (query: string) => {
  const response = expectStatus(await admin.get(`/api/customers?${query}`), 200);
  return {
    customers: customerListSchema.parse(response.json()),
    total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
  };
};

describe('a customer across court and café', () => {
  const PHONE = '03001112233';

  beforeAll(async () => {
    const db = t.app.db;
    const yesterday = daysFromToday(-1);
    // Two visits by court (one written with dashes, one with the country code), a no-show, a
    // cancellation, a booking still to come; a café order sent and one cancelled.
    await given.booking(db, {
      phoneNumber: '0300-1112233',
      customerName: 'Ayesha K',
      email: 'ayesha@example.test',
      date: yesterday,
      hours: [18],
      status: 'arrived',
      amount: 5000,
    });
    await given.booking(db, {
      phoneNumber: '+92 300 1112233',
      customerName: 'Ayesha Khan',
      email: 'ayesha.khan@example.test',
      date: yesterday,
      hours: [19],
      status: 'Booking Confirmed',
      amount: 4000,
    });
    await given.booking(db, {
      phoneNumber: PHONE,
      customerName: 'Ayesha Khan',
      date: daysFromToday(-2),
      hours: [18],
      status: 'No-show',
      amount: 5000,
    });
    await given.booking(db, {
      phoneNumber: PHONE,
      customerName: 'Ayesha Khan',
      status: 'Booking Cancelled',
      amount: 5000,
    });
    await given.booking(db, {
      phoneNumber: PHONE,
      customerName: 'Ayesha Khan',
      status: 'Booking Confirmed',
      amount: 5000,
    });
    await given.order(db, {
      customerNumber: '0300 1112233',
      customerName: 'Ayesha Khan',
      status: 'Sent',
      items: [{ ...latte, quantity: 2 }],
    });
    await given.order(db, {
      customerNumber: PHONE,
      customerName: 'Ayesha Khan',
      status: 'Cancelled',
      cancelReason: 'Out of milk',
    });
    // Someone else.
    await given.booking(db, {
      phoneNumber: '03219998877',
      customerName: 'Bilal',
      date: yesterday,
      hours: [20],
      status: 'arrived',
      amount: 5000,
    });
  });

  it('adds up visits, spend, no-shows and cancellations of the one phone however it was written', async () => {
    const customer = await profile(PHONE);
    expect(customer).toMatchObject({
      id: PHONE,
      phone: PHONE,
      name: 'Ayesha Khan',
      visits: 3,
      spend: 5000 + 4000 + 2 * 650,
      noShows: 1,
      cancellations: 2,
      tags: [],
      blocked: false,
      lastSeen: testToday(),
      staffNotes: null,
    });
    expect(customer.series).toEqual([]);
    expect(customer.history.map((entry) => [entry.kind, entry.status])).toEqual(
      expect.arrayContaining([
        ['booking', 'arrived'],
        ['booking', 'Booking Confirmed'],
        ['booking', 'No-show'],
        ['booking', 'Booking Cancelled'],
        ['order', 'Sent'],
        ['order', 'Cancelled'],
      ]),
    );
    expect(customer.history).toHaveLength(7);
    const dates = customer.history.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers the same customer for the number written another way, 400 for a malformed one, 404 for a stranger', async () => {
    expect((await profile('+923001112233')).id).toBe(PHONE);
    const bad = expectStatus(await admin.get('/api/customers/12ab'), 400);
    expect(bad.json().message).toContain(CUSTOMER_MESSAGES.badId);
    expectStatus(await admin.get('/api/customers/03110000000'), 404);
  });

  it('finds customers by name, phone or e-mail, paged with the total', async () => {
    expect((await list('search=ayesha')).customers.map((c) => c.id)).toEqual([PHONE]);
    expect((await list('search=0300-111')).customers.map((c) => c.id)).toEqual([PHONE]);
    expect((await list('search=KHAN@example')).customers.map((c) => c.id)).toEqual([PHONE]);
    expect((await list('search=nobody-like-this')).customers).toEqual([]);
    const firstPage = await list('pageSize=1');
    expect(firstPage.customers).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThanOrEqual(2);
    const bilal = (await list('search=bilal')).customers[0];
    expect(bilal).toMatchObject({ id: '03219998877', visits: 1, spend: 5000 });
  });

  it('shows queue entries made with one of their e-mails', async () => {
    expectStatus(
      await t.api.post('/api/queue-booking', {
        selectedDate: daysFromToday(1),
        customerName: 'Ayesha',
        email: 'Ayesha@Example.test',
      }),
      201,
    );
    const queue = (await profile(PHONE)).queue;
    expect(queue.map((entry) => entry.email.toLowerCase())).toEqual(['ayesha@example.test']);
  });

  it('keeps staff notes and tags, audited', async () => {
    const saved = customerProfileSchema.parse(
      expectStatus(
        await admin.patch(`/api/customers/${PHONE}`, {
          staffNotes: '  Likes court 2 ',
          tags: ['coach', 'member', 'coach'],
        }),
        200,
      ).json(),
    );
    expect(saved).toMatchObject({ staffNotes: 'Likes court 2', tags: ['member', 'coach'] });
    const cleared = await admin.patch(`/api/customers/${PHONE}`, { tags: [] });
    expect(expectStatus(cleared, 200).json()).toMatchObject({
      staffNotes: 'Likes court 2',
      tags: [],
    });
    const audit = expectStatus(
      await admin.get(`/api/audit-log?entity=customer&entityId=${PHONE}`),
      200,
    ).json();
    expect(audit).toHaveLength(2);
    expectStatus(await admin.patch(`/api/customers/${PHONE}`, { tags: ['vip'] }), 400);
    expectStatus(await admin.patch(`/api/customers/${PHONE}`, {}), 400);
    expectStatus(await admin.patch('/api/customers/03110000000', { staffNotes: 'x' }), 404);
  });
});

const latte = {
  productId: null,
  productName: 'Café Latte',
  productCategory: 'Hot Beverages',
  productImage: null,
  unitPrice: 650,
  quantity: 1,
};

describe('blocking a customer', () => {
  const PHONE = '03335556677';

  it("refuses their online bookings with the block's message until they are unblocked", async () => {
    await given.booking(t.app.db, { phoneNumber: PHONE, status: 'arrived' });
    const request = padelRequest(daysFromToday(5), 9, {
      phoneNumber: '0333-5556677',
      email: 'blocked-customer@example.test',
    });
    const blocked = await admin.patch(`/api/customers/${PHONE}`, { blocked: true });
    expect(expectStatus(blocked, 200).json().blocked).toBe(true);
    const refused = expectStatus(await t.api.post('/api/create-booking', request), 403);
    expect(refused.json()).toMatchObject({
      code: 'CONTACT_BLOCKED',
      message: CONTACT_CHECK_MESSAGES.blocked,
    });

    const unblocked = await admin.patch(`/api/customers/${PHONE}`, { blocked: false });
    expect(expectStatus(unblocked, 200).json().blocked).toBe(false);
    await bookThroughApi(t, request, { regular: true });
  });
});

describe('the member price', () => {
  const PHONE = '03447778899';

  it("charges a member the settings' member discount, online and at the counter", async () => {
    const settings = { ...TEST_VENUE_SETTINGS, memberDiscountPercent: 20 };
    expectStatus(await admin.put('/api/settings', settings), 200);
    await given.booking(t.app.db, { phoneNumber: PHONE, status: 'arrived' });
    expectStatus(await admin.patch(`/api/customers/${PHONE}`, { tags: ['member'] }), 200);

    const date = daysFromToday(6);
    const regular = await bookThroughApi(
      t,
      padelRequest(date, 20, { phoneNumber: '03001230000' }),
      {
        regular: true,
      },
    );
    const member = await bookThroughApi(t, padelRequest(date, 21, { phoneNumber: PHONE }), {
      regular: true,
    });
    expect(member.row.amount).toBe(Math.round(regular.row.amount * 0.8));
    expect(member.row.priceLines).toEqual([
      { unitPrice: member.row.amount, quantity: 1, total: member.row.amount },
    ]);

    // A page shows the server's quote for the phone (docs/prices.md#quotes): a member's page that
    // sends the regular price showed the wrong one, so it is refused rather than charged.
    const sentRegular = await t.api.post(
      '/api/create-booking',
      padelRequest(date, 22, { phoneNumber: PHONE, amount: regular.row.amount }),
    );
    expect(expectStatus(sentRegular, 400).json().code).toBe('PRICE_MISMATCH');

    const walkIn = walkInAnswerSchema.parse(
      expectStatus(
        await admin.post('/api/walk-ins', {
          bookingType: 'Padel',
          selectedDate: date,
          selectedSlots: [slotLabel(23)],
          selectedCourt: 'Court 1',
          customerName: 'A member at the counter',
          phoneNumber: '0344 7778899',
          numberOfGuests: 4,
          payment: 'PayViaCash',
        }),
        201,
      ).json(),
    );
    expect(walkIn.booking.amount).toBe(member.row.amount);

    // A member's weekly series: the preview staff see prices each date as it will be booked.
    const seriesRequest = {
      selectedCourt: 'Court 2',
      selectedSlots: [slotLabel(21)],
      startDate: date,
      count: 2,
      customerName: 'A member every week',
      phoneNumber: PHONE,
    };
    const preview = seriesPreviewSchema.parse(
      expectStatus(await admin.post('/api/booking-series/preview', seriesRequest), 200).json(),
    );
    expect(preview.occurrences[0]!.amount).toBe(member.row.amount);
    const series = seriesAnswerSchema.parse(
      expectStatus(await admin.post('/api/booking-series', seriesRequest), 201).json(),
    );
    expect(series.occurrences.map((date) => date.amount)).toEqual(
      preview.occurrences.map((date) => date.amount),
    );
  });
});

describe("a regular's weekly series", () => {
  it('shows on the profile of the phone it was made for, however the phone was written', async () => {
    const start = daysFromToday(7);
    const made = expectStatus(
      await admin.post('/api/booking-series', {
        selectedCourt: 'Court 2',
        selectedSlots: [slotLabel(7)],
        startDate: start,
        count: 3,
        customerName: 'Tuesday Group',
        phoneNumber: '+92 333 4445566',
      }),
      201,
    ).json<{ id: number }>();
    const customer = await profile('0333-4445566');
    expect(customer.series.map((series) => [series.id, series.startDate, series.status])).toEqual([
      [made.id, start, 'active'],
    ]);
    expect(customer.history.filter((entry) => entry.kind === 'booking')).toHaveLength(3);
    expect((await profile('03001112233')).series).toEqual([]);
  });
});

describe('who may see customers', () => {
  it('answers 401 without a token and lets staff in', async () => {
    expectStatus(await t.api.get('/api/customers'), 401);
    expectStatus(await t.api.get('/api/customers/03001112233'), 401);
    expectStatus(await t.api.patch('/api/customers/03001112233', { staffNotes: 'x' }), 401);
    const staff = await given.admin(t.app.db, { role: 'staff' });
    const desk = t.api.as(await signIn(t.api, staff));
    expectStatus(await desk.get('/api/customers'), 200);
  });
});

import {
  addDays,
  classifySource,
  slotLabel,
  SOURCES_MESSAGES,
  TOTAL_COUNT_HEADER,
  venueInstant,
  type SourcesSummary,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { nextWeekday, testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { bookings, redirectionSources } from '../../db/schema';

let t: TestApp;
let admin: Api;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const visit = (payload: object) => t.api.post('/api/visit-source', payload);
const sources = (query = '') => admin.get(`/api/utm-sources${query}`);

describe('source classification', () => {
  it.each([
    ['facebook', 'Facebook'],
    ['FB', 'Facebook'],
    ['l.facebook.com', 'Facebook'],
    ['m.facebook.com', 'Facebook'],
    ['instagram', 'Instagram'],
    ['IG', 'Instagram'],
    ['l.instagram.com', 'Instagram'],
    ['google', 'Other'],
    ['newsletter-fbi', 'Other'],
    ['direct', 'Other'],
  ])('%s is %s', (raw, category) => {
    expect(classifySource(raw)).toBe(category);
  });
});

describe('visits and the bookings they lead to', () => {
  it('records a session once, from utm_source or else the referrer', async () => {
    const first = await visit({ utm_source: 'facebook', sessionId: 'session-fb-1' });
    expect(first.json()).toEqual({ recorded: true, source: 'Facebook' });
    const again = await visit({ utm_source: 'instagram', sessionId: 'session-fb-1' });
    expect(again.json()).toEqual({ recorded: false, source: 'Facebook' });
    expect(
      (await visit({ referrer: 'https://l.instagram.com/?u=x', sessionId: 'session-ig-1' })).json(),
    ).toMatchObject({
      source: 'Instagram',
    });
    expect((await visit({ sessionId: 'session-direct' })).json()).toMatchObject({
      source: 'Other',
    });
    expectStatus(await visit({ sessionId: 'x' }), 400);
  });

  it('lists visits for admins only, with the bookings and revenue of each session', async () => {
    expectStatus(await t.api.get('/api/utm-sources'), 401);
    // A Saturday: 5000 a slot.
    const booking = await t.api.post(
      '/api/create-booking',
      padelRequest(nextWeekday(6), 18, {
        selectedSlots: [slotLabel(18), slotLabel(19)],
        customerName: 'From Facebook',
        email: 'fb@example.com',
        sessionId: 'session-fb-1',
      }),
    );
    expectStatus(booking, 201);
    const list = (await sources()).json();
    expect(list).toHaveLength(3);
    expect(list.find((v: { rawSource: string }) => v.rawSource === 'facebook')).toMatchObject({
      source: 'Facebook',
      bookings: 1,
      revenue: 10000,
    });
    expect(list.find((v: { source: string }) => v.source === 'Instagram')).toMatchObject({
      rawSource: 'l.instagram.com',
      bookings: 0,
    });
  });

  it('adds up revenue beyond 2^31 exactly (a sum of 32-bit amounts is summed as bigint)', async () => {
    await visit({ sessionId: 'session-big-spender', utm_source: 'newsletter' });
    const [source] = await t.app.db
      .select({ id: redirectionSources.id })
      .from(redirectionSources)
      .where(eq(redirectionSources.sessionId, 'session-big-spender'));
    const amount = 2_000_000_000; // each fits a 32-bit column; the three together do not
    await t.app.db.insert(bookings).values(
      [1, 2, 3].map((n) => ({
        customerName: `Big ${n}`,
        email: `big${n}@example.com`,
        phoneNumber: '03001234567',
        bookingType: 'Padel' as const,
        selectedDate: '2030-01-01',
        slotHours: [n],
        selectedCourt: 'Court 1' as const,
        amount,
        accessToken: `big-spender-${n}`,
        redirectionSourceId: source!.id,
      })),
    );
    const response = await sources();
    expectStatus(response, 200);
    const row = response.json().find((v: { rawSource: string }) => v.rawSource === 'newsletter');
    expect(row).toMatchObject({ bookings: 3, revenue: 3 * amount });
    await t.app.db.delete(bookings).where(eq(bookings.redirectionSourceId, source!.id));
    await t.app.db.delete(redirectionSources).where(eq(redirectionSources.id, source!.id));
  });

  it('filters by venue date and refuses a reversed range', async () => {
    const today = testToday();
    expect((await sources(`?from=${today}&to=${today}`)).json()).toHaveLength(3);
    expect((await sources('?from=2000-01-01&to=2000-01-02')).json()).toHaveLength(0);
    const reversed = await sources('?from=2030-01-02&to=2030-01-01');
    expectStatus(reversed, 400);
    expect(reversed.json()).toMatchObject({ message: 'From must not be after To' });
  });
});

describe('GET /api/utm-sources, paged', () => {
  it('answers one page, newest first, with the number of all matching visits in a header', async () => {
    const all = await sources();
    const total = Number(all.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
    expect(total).toBe(all.json().length);
    expect(total).toBeGreaterThanOrEqual(3);
    const second = await sources('?page=2&pageSize=1');
    expectStatus(second, 200);
    expect(second.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(total));
    expect(second.json()).toEqual([all.json()[1]]);
    expectStatus(await sources('?pageSize=201'), 400);
    expectStatus(await sources('?page=0'), 400);
  });
});

describe('GET /api/utm-sources/summary', () => {
  // A week of 2020, away from the visits above (recorded today). Visits on five of its days, none
  // on 2020-03-04 and 2020-03-07; more than 5,000 in all, as a busy month would have.
  const from = '2020-03-01';
  const to = '2020-03-07';
  const days = ['2020-03-01', '2020-03-02', '2020-03-03', '2020-03-05', '2020-03-06'];
  const rawSources = ['facebook', 'l.instagram.com', 'google'] as const;
  const VISITS = 6000;
  const timeZone = 'Asia/Karachi';
  const summary = (query: string) => admin.get(`/api/utm-sources/summary${query}`);

  beforeAll(async () => {
    const rows = Array.from({ length: VISITS }, (_, n) => {
      const source = rawSources[n % 3]!;
      return {
        source,
        category: classifySource(source),
        sessionId: `bulk-${n}`,
        createdAt: venueInstant(days[n % 5]!, 12, timeZone),
      };
    });
    // Just inside and just outside the period, in venue time.
    rows.push(
      { ...rows[2]!, sessionId: 'bulk-first-minute', createdAt: venueInstant(from, 0, timeZone) },
      {
        ...rows[2]!,
        sessionId: 'bulk-before',
        createdAt: new Date(venueInstant(from, 0, timeZone).getTime() - 1),
      },
      {
        ...rows[2]!,
        sessionId: 'bulk-after',
        createdAt: venueInstant(addDays(to, 1), 0, timeZone),
      },
    );
    const inserted = await t.app.db
      .insert(redirectionSources)
      .values(rows)
      .returning({ id: redirectionSources.id, sessionId: redirectionSources.sessionId });
    const idOf = (sessionId: string) => inserted.find((row) => row.sessionId === sessionId)!.id;
    const booking = (n: number, visitId: number, amount: number, cancelled = false) => ({
      customerName: `Bulk ${n}`,
      email: `bulk${n}@example.com`,
      phoneNumber: '03001234567',
      bookingType: 'Padel' as const,
      selectedDate: '2020-03-20',
      slotHours: [n % 24],
      selectedCourt: 'Court 1' as const,
      amount,
      status: cancelled ? ('Booking Cancelled' as const) : ('Pending' as const),
      disabled: cancelled,
      accessToken: `bulk-booking-${n}`,
      redirectionSourceId: visitId,
    });
    await t.app.db.insert(bookings).values([
      // Visit 0 (Facebook, 2020-03-01) made two bookings, visit 1 (Instagram, 2020-03-02) one.
      booking(1, idOf('bulk-0'), 5000),
      booking(2, idOf('bulk-0'), 2500),
      booking(3, idOf('bulk-1'), 4000),
      // A cancelled booking brought nothing; a visit outside the period is not counted.
      booking(4, idOf('bulk-3'), 9999, true),
      booking(5, idOf('bulk-after'), 7000),
    ]);
  });

  it('adds up every visit of the period in the database, by category and by day', async () => {
    const response = await summary(`?from=${from}&to=${to}`);
    expectStatus(response, 200);
    const body = response.json() as SourcesSummary;
    // 6,000 visits at noon plus the one at the first minute; the 2 just outside left out.
    expect(body.totals).toEqual({ visits: VISITS + 1, bookings: 3, revenue: 11500 });
    expect(body.byCategory).toEqual([
      { category: 'Facebook', visits: 2000, bookings: 2, revenue: 7500 },
      { category: 'Instagram', visits: 2000, bookings: 1, revenue: 4000 },
      { category: 'Other', visits: 2001, bookings: 0, revenue: 0 },
    ]);
    expect(body.perDay).toEqual([
      { date: '2020-03-01', visits: 1201, bookings: 2 },
      { date: '2020-03-02', visits: 1200, bookings: 1 },
      { date: '2020-03-03', visits: 1200, bookings: 0 },
      { date: '2020-03-04', visits: 0, bookings: 0 },
      { date: '2020-03-05', visits: 1200, bookings: 0 },
      { date: '2020-03-06', visits: 1200, bookings: 0 },
      { date: '2020-03-07', visits: 0, bookings: 0 },
    ]);
  });

  it('answers zeros for every day and category of a period without visits', async () => {
    const body = (await summary('?from=2019-12-31&to=2020-01-01')).json() as SourcesSummary;
    expect(body.totals).toEqual({ visits: 0, bookings: 0, revenue: 0 });
    expect(body.byCategory.map((c) => c.category)).toEqual(['Facebook', 'Instagram', 'Other']);
    expect(body.perDay).toEqual([
      { date: '2019-12-31', visits: 0, bookings: 0 },
      { date: '2020-01-01', visits: 0, bookings: 0 },
    ]);
  });

  it('pages the list of the same period, the total in the header', async () => {
    const response = await sources(`?from=${from}&to=${to}&pageSize=200&page=31`);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(VISITS + 1));
    expect(response.json()).toHaveLength(1);
  });

  it('takes up to a year and refuses longer, reversed, bad or missing dates', async () => {
    const year = await summary('?from=2024-01-01&to=2024-12-31');
    expectStatus(year, 200);
    expect(year.json().perDay).toHaveLength(366);
    const tooLong = await summary('?from=2023-01-01&to=2024-01-02'); // 367 days
    expectStatus(tooLong, 400);
    expect(tooLong.json()).toMatchObject({ message: SOURCES_MESSAGES.tooLong });
    const reversed = await summary('?from=2020-03-02&to=2020-03-01');
    expectStatus(reversed, 400);
    expect(reversed.json()).toMatchObject({ message: SOURCES_MESSAGES.reversed });
    expectStatus(await summary('?from=2020-02-30&to=2020-03-01'), 400);
    expectStatus(await summary('?from=2020-03-01'), 400);
    expectStatus(await summary(''), 400);
  });

  it('is for admins only', async () => {
    expectStatus(await t.api.get(`/api/utm-sources/summary?from=${from}&to=${to}`), 401);
  });
});

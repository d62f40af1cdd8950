import { classifySource, slotLabel } from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { nextWeekday } from '../../../test/dates';
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
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    expect((await sources(`?from=${today}&to=${today}`)).json()).toHaveLength(3);
    expect((await sources('?from=2000-01-01&to=2000-01-02')).json()).toHaveLength(0);
    const reversed = await sources('?from=2030-01-02&to=2030-01-01');
    expectStatus(reversed, 400);
    expect(reversed.json()).toMatchObject({ message: 'From must not be after To' });
  });
});

describe('GET /api/queueBooking', () => {
  it('lists the queue newest first, for admins only', async () => {
    for (const name of ['First', 'Second']) {
      await t.api.post('/api/queue-booking', {
        selectedDate: '2099-01-05',
        customerName: name,
        email: `${name}@example.com`,
      });
    }
    expectStatus(await t.api.get('/api/queueBooking'), 401);
    const queue = (await admin.get('/api/queueBooking')).json();
    expect(queue.map((q: { customerName: string }) => q.customerName)).toEqual(['Second', 'First']);
    expect(queue[0]).toMatchObject({ selectedDate: '2099-01-05', email: 'Second@example.com' });
  });
});

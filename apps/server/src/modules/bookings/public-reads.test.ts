import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, TEST_CLOCK_START } from '../../../test/clock';
import { padelRequest } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectStatus } from '../../../test/expect-status';

/**
 * The hot public reads (lib/read-cache.ts): one query however many visitors ask at once, and
 * cleared only by a successful write that changes them, so refused requests cannot empty them.
 * The app's clock stands still at the one test clock's start, so nothing here runs out on its own.
 */
const queries: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: () => TEST_CLOCK_START, onQuery: (query) => queries.push(query), messageWorker: false },
  );
});
afterAll(() => t.close());

const readsOfBookings = () => queries.filter((query) => query.includes('from "bookings"')).length;
const readsOfHolds = () =>
  queries.filter((query) => query.includes('from "court_slot_holds"')).length;

const fields = (date: string) => t.api.get(`/api/get-booking-fields/${date}`);

let clientCounter = 0;
const post = (url: string, payload: unknown) =>
  t.api.post(url, payload, { remoteAddress: `10.70.0.${++clientCounter % 250}` });

const padel = (date: string, hour: number, customerName = 'Cache Tester') =>
  padelRequest(date, hour, { customerName });

describe('public reads of a day', () => {
  it('100 concurrent cold reads of one day make one query, and all see the same answer', async () => {
    const before = readsOfBookings();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => fields(daysFromToday(1))),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(readsOfBookings() - before).toBe(1);

    const holdsBefore = readsOfHolds();
    await Promise.all(
      Array.from({ length: 100 }, () => t.api.get(`/api/availability/${daysFromToday(2)}`)),
    );
    expect(readsOfHolds() - holdsBefore).toBe(1);
  });

  it('a flood of refused writes and unrelated ones leaves the cache answering', async () => {
    const date = daysFromToday(3);
    expectStatus(await post('/api/create-booking', padel(date, 18, 'First')), 201);
    expect((await fields(date)).json()).toHaveLength(1);

    const refused = await Promise.all([
      ...Array.from({ length: 40 }, () => post('/api/queue-booking', {})),
      ...Array.from({ length: 40 }, () => post('/api/create-booking', {})),
      ...Array.from({ length: 20 }, () => post('/api/create-booking', padel(date, 18, 'Late'))),
    ]);
    expect(new Set(refused.map((response) => response.statusCode))).toEqual(new Set([400, 409]));
    const unrelated = await post('/api/visit-source', { sessionId: 'cache-session-1' });
    expectStatus(unrelated, 200);

    // The refused writes read bookings themselves (their checks); the day's fields, still cached,
    // need no new read.
    const before = readsOfBookings();
    expect((await fields(date)).json()).toHaveLength(1);
    expect(readsOfBookings() - before).toBe(0);
  });

  it('a successful booking shows at once', async () => {
    const date = daysFromToday(4);
    expect((await fields(date)).json()).toHaveLength(0);
    expectStatus(await post('/api/create-booking', padel(date, 20)), 201);
    expect((await fields(date)).json()).toHaveLength(1);
  });
});

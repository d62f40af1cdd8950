import { addDays, BOOKING_TRANSITIONS, venueNow } from '@padel/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { testClock, TEST_TIMEZONE } from '../test/clock';
import { expectStatus } from '../test/expect-status';
import { given } from '../test/given';
import { createAdminTestApp, createTestDatabase, testConfig, type TestApp } from '../test/test-app';
import { buildApp } from './app';
import { messageWorkers } from './db/schema';
import { openDatabase } from './db/client';

// The background jobs (jobs.ts, ADR 052): the worker runs every one of them on the app's clock,
// and closing the app stops it before the database closes.
const YEAR = 365 * 24 * 3_600_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the background jobs', () => {
  it("run on the app's clock, not the machine's", async () => {
    // Two years ahead of the machine: yesterday's booking here is one in the machine's future.
    const clock = () => new Date(testClock().getTime() + 2 * YEAR);
    let admin;
    ({ t, admin } = await createAdminTestApp(
      {},
      { now: clock, messageWorker: { jobEveryMs: 100 } },
    ));
    const yesterday = addDays(venueNow(TEST_TIMEZONE, clock()).date, -1);
    const booking = await given.booking(t.app.db, {
      date: yesterday,
      hours: [12],
      court: 'Court 1',
      status: 'Booking Confirmed',
    });
    const statusOf = async () =>
      expectStatus(await admin.get(`/api/bookings/${booking.id}`), 200).json()[0].status as string;
    // The worker's round, however busy the machine.
    await expect.poll(statusOf, { timeout: 30_000 }).toBe(BOOKING_TRANSITIONS['no-show'].to);
  });

  it('stop when the app closes, before its database does', async () => {
    const database = await createTestDatabase();
    const handle = await openDatabase(database.target);
    try {
      // The app's own close leaves this handle open, to look at what the worker left.
      const app = await buildApp(testConfig({ database: database.target }), {
        now: testClock,
        database: { ...handle, close: async () => {} },
      });
      await app.ready();
      const workers = () => handle.db.select().from(messageWorkers);
      await expect.poll(async () => (await workers()).length, { timeout: 30_000 }).toBe(1);
      await app.close();
      // The worker retired: its row is gone, which it can only do on an open database.
      expect(await workers()).toEqual([]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});

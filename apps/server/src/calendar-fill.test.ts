import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  availabilitySchema,
  slotLabel,
  type CreateBookingRequest,
} from '@padel/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, testToday } from '../test/clock';
import { expectStatus } from '../test/expect-status';
import { padelRequest } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadConfig } from './config';
import { courtSlotHolds } from './db/schema';
import { unconfirmedExpiryJob } from './modules/bookings/unconfirmed-expiry.job';

/**
 * The red team's calendar fill, replayed (docs/security.md#calendar-fill): 25 client
 * addresses, each in a network of its own, make four-hour online bookings with made-up e-mails and
 * phones across the whole booking window. With the defaults of a venue that sends messages, the
 * attack may hold at most 10% of the window's slot-hours, for at most 30 minutes, while a real
 * customer still books in one step.
 */
const ATTACKERS = 25;
const defaults = loadConfig({
  JWT_SECRET: 'calendar-fill-secret-calendar-fill-secret',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'padel-fill-')),
});

let t: TestApp;
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);

beforeAll(async () => {
  t = await createTestApp(
    {
      bookingQuotas: defaults.bookingQuotas,
      verifyMinutes: defaults.verifyMinutes,
      // A channel that reaches customers turns codes on; no worker sends in this test.
      smtpUrl: 'smtp://127.0.0.1:9',
    },
    { now: clock, messageWorker: false },
  );
});
afterAll(() => t?.close());

/** The window's open slot-hours on both courts, as the booking page shows them. */
async function calendarHours(days: string[]): Promise<number> {
  let hours = 0;
  for (const date of days) {
    const day = availabilitySchema.parse((await t.api.get(`/api/availability/${date}`)).json());
    for (const court of ['Court 1', 'Court 2'] as const) {
      const closed = new Set([...day.closedSlots[court], ...day.pastSlots]);
      hours += 24 - closed.size;
    }
  }
  return hours;
}

const heldHours = async () =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(courtSlotHolds))[0]!.n;

let made = 0;
/** One attacker: four-hour bookings, day after day, until the server stops taking them. */
async function attack(attacker: number, days: string[]): Promise<void> {
  const ip = `127.${100 + attacker}.${attacker}.7`;
  let refusedInARow = 0;
  for (const [d, date] of days.entries()) {
    for (const start of [8, 12, 16, 20]) {
      const n = made++;
      const request: CreateBookingRequest = padelRequest(date, start, {
        selectedSlots: [0, 1, 2, 3].map((i) => slotLabel(start + i)),
        selectedCourt: (attacker + d) % 2 === 0 ? 'Court 1' : 'Court 2',
        customerName: `Filler ${n}`,
        email: `fill${n}@made-up.test`,
        phoneNumber: `0399${String(1_000_000 + n).slice(-7)}`,
      });
      const response = await t.api.post('/api/create-booking', request, { remoteAddress: ip });
      refusedInARow = response.statusCode === 429 ? refusedInARow + 1 : 0;
      if (refusedInARow >= 3) return;
    }
  }
}

describe('a calendar fill from 25 addresses', () => {
  it('holds at most 10% of the window, for at most 30 minutes, and a customer still books', async () => {
    const today = testToday();
    const window = Array.from({ length: 61 }, (_, i) => addDays(today, i + 1));
    const capacity = await calendarHours(window);

    for (let round = 1; round <= 2; round++) {
      for (let attacker = 0; attacker < ATTACKERS; attacker++) await attack(attacker, window);
      const held = await heldHours();
      console.log(
        `calendar fill, round ${round}: ${held} of ${capacity} slot-hours held (${((100 * held) / capacity).toFixed(1)}%) after ${made} attempts`,
      );
      expect(held).toBeLessThanOrEqual(capacity * 0.1);

      // Nobody enters a code: by VERIFY_MINUTES (20) every hold is gone.
      ahead += (defaults.verifyMinutes + 1) * 60_000;
      expect(defaults.verifyMinutes + 1).toBeLessThanOrEqual(30);
      await unconfirmedExpiryJob(t.app.db, clock).run();
      expect(await heldHours()).toBe(0);
    }

    // A real customer, from their own connection, books in one step.
    const customer = padelRequest(addDays(today, 3), 18, {
      email: 'real.person@example.com',
      phoneNumber: '03217654321',
    });
    const answer = expectStatus(
      await t.api.post('/api/create-booking', customer, { remoteAddress: '192.0.2.10' }),
      201,
    );
    expect(answer.json<{ booking: { status: string } }>().booking.status).toBe('Pending');
  });
});

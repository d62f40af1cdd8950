import { COURTS, HOURS, WALK_IN_MESSAGES } from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { daysFromToday, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { bookings } from '../../db/schema';
import { WALK_IN_LIFETIME_SECONDS } from '../auth/tokens.service';

/**
 * Issue 32 point 8 (docs/bookings.md#walk-ins): one walk-in ticket from "Open the public booking
 * site" made 93 quota-free 4-hour bookings in 1.8 s. A ticket now makes one booking and lasts
 * 30 minutes.
 */
let t: TestApp;
let admin: Api;
/** The one test clock, `ahead` later: a ticket lapses when the test moves it on. */
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);
beforeAll(async () => ({ t, admin } = await createAdminTestApp({}, { now: clock })));
afterAll(() => t.close());

const ticket = async () =>
  expectStatus(await admin.post('/api/walk-in-ticket'), 200).json<{
    ticket: string;
    expiresAt: string;
  }>();
const book = (date: string, hour: number, walkInTicket: string, court = 'Court 1') =>
  t.api.post('/api/create-booking', {
    ...padelRequest(date, hour, { selectedCourt: court }),
    walkInTicket,
  });
const madeOn = async (date: string) =>
  (await t.app.db.select().from(bookings).where(eq(bookings.selectedDate, date))).length;

describe('walk-in tickets', () => {
  it('lasts 30 minutes', async () => {
    const { expiresAt } = await ticket();
    expect(new Date(expiresAt).getTime() - clock().getTime()).toBeLessThanOrEqual(
      WALK_IN_LIFETIME_SECONDS * 1000,
    );
    expect(WALK_IN_LIFETIME_SECONDS).toBe(30 * 60);
  });

  it('makes one booking: a second with the same ticket is refused and books nothing', async () => {
    const date = daysFromToday(5);
    const { ticket: walkIn } = await ticket();
    expectStatus(await book(date, 10, walkIn), 201);
    const [made] = await t.app.db.select().from(bookings).where(eq(bookings.selectedDate, date));
    expect(made!.bookingSource).toBe('in-person');
    const second = expectStatus(await book(date, 12, walkIn), 401);
    expect(second.json()).toEqual({ message: WALK_IN_MESSAGES.invalid, code: 'WALK_IN_INVALID' });
    expect(await madeOn(date)).toBe(1);
  });

  it('replays the attack: 20 bookings racing with one ticket make exactly one', async () => {
    const date = daysFromToday(6);
    const { ticket: walkIn } = await ticket();
    const answers = await Promise.all(
      HOURS.slice(10, 20).flatMap((hour) => COURTS.map((court) => book(date, hour, walkIn, court))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(401)]);
    expect(await madeOn(date)).toBe(1);
  });

  it('is not spent by a booking that is refused: a taken slot leaves it for the next try', async () => {
    const date = daysFromToday(7);
    const { ticket: first } = await ticket();
    expectStatus(await book(date, 18, first), 201);
    const { ticket: second } = await ticket();
    expectStatus(await book(date, 18, second), 409);
    expectStatus(await book(date, 19, second), 201);
  });

  it('is refused once its 30 minutes are over', async () => {
    const date = daysFromToday(8);
    const { ticket: old } = await ticket();
    ahead += (WALK_IN_LIFETIME_SECONDS + 60) * 1000;
    try {
      const refused = expectStatus(await book(date, 9, old), 401);
      expect(refused.json().code).toBe('WALK_IN_INVALID');
      expect(await madeOn(date)).toBe(0);
    } finally {
      ahead -= (WALK_IN_LIFETIME_SECONDS + 60) * 1000;
    }
  });
});

import {
  addDays,
  auditListSchema,
  BOOKING_ACTION_MESSAGES,
  bookingAnswerSchema,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { testClock, testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { NO_SHOW_LOOKBACK_DAYS, noShowJob } from './no-shows.job';

// No-shows (docs/bookings.md#no-show): a confirmed booking nobody marked arrived becomes a no-show
// once its last hour has ended, not before; staff can undo it.
const HOUR = 3_600_000;

let t: TestApp;
let admin: Api;
/** The app's clock runs on from the test clock (10:00 venue time), `ahead` later. */
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp({}, { now: clock, messageWorker: false }));
});

afterAll(async () => {
  await t?.close();
});

/** The worker's round, `hours` after the test clock's start. */
const runAt = async (hours: number) => {
  ahead = hours * HOUR;
  await noShowJob(t.app.db, clock, t.config.venueTimezone).run();
};

const statusOf = async (id: number) =>
  expectStatus(await admin.get(`/api/bookings/${id}`), 200).json()[0].status as string;

describe('the no-show round', () => {
  it('marks a confirmed booking nobody marked arrived once its last hour has ended, not before', async () => {
    const today = testToday();
    // 12:00 to 14:00 today; the test clock starts at 10:00.
    const late = await given.booking(t.app.db, {
      date: today,
      hours: [12, 13],
      court: 'Court 1',
      status: 'Booking Confirmed',
    });
    const arrived = await given.booking(t.app.db, {
      date: today,
      hours: [12],
      court: 'Court 2',
      status: 'arrived',
    });
    const pending = await given.booking(t.app.db, {
      date: today,
      hours: [15],
      court: 'Court 2',
      status: 'Pending',
    });

    await runAt(0);
    expect(await statusOf(late.id)).toBe('Booking Confirmed');
    await runAt(3.9); // 13:54, during its last hour
    expect(await statusOf(late.id)).toBe('Booking Confirmed');

    await runAt(4); // 14:00, its end
    expect(await statusOf(late.id)).toBe('No-show');
    expect(await statusOf(arrived.id)).toBe('arrived');
    await runAt(6);
    expect(await statusOf(pending.id)).toBe('Pending');

    const log = auditListSchema.parse(
      expectStatus(
        await admin.get(`/api/audit-log?entity=booking&entityId=${late.id}&action=no-show`),
        200,
      ).json(),
    );
    expect(log.map((entry) => [entry.actor.type, entry.after])).toEqual([
      ['system', { status: 'No-show' }],
    ]);
  });

  it('leaves a confirmed booking that ended before the lookback as it was', async () => {
    const old = await given.booking(t.app.db, {
      date: addDays(testToday(), -(NO_SHOW_LOOKBACK_DAYS + 1)),
      hours: [10],
      status: 'Booking Confirmed',
    });
    await runAt(0);
    expect(await statusOf(old.id)).toBe('Booking Confirmed');
  });

  it('keeps a no-show on its slots: they stay taken', async () => {
    const booking = await given.booking(t.app.db, {
      date: testToday(),
      hours: [8],
      court: 'Court 1',
      status: 'Booking Confirmed',
    });
    await runAt(0);
    expect(await statusOf(booking.id)).toBe('No-show');
    await expect(
      given.booking(t.app.db, { date: testToday(), hours: [8], court: 'Court 1' }),
    ).rejects.toThrow();
  });
});

describe('undoing a no-show', () => {
  it('marks the booking arrived, and is refused for a booking that is not a no-show', async () => {
    const booking = await given.booking(t.app.db, {
      date: testToday(),
      hours: [7],
      court: 'Court 2',
      status: 'Booking Confirmed',
    });
    await runAt(0);
    expect(await statusOf(booking.id)).toBe('No-show');

    const undone = bookingAnswerSchema.parse(
      expectStatus(await admin.post(`/api/booking/${booking.id}/undo-no-show`), 200).json(),
    );
    expect(undone.message).toBe(BOOKING_ACTION_MESSAGES.noShowUndone);
    expect(undone.booking.status).toBe('arrived');

    // The next round leaves it: the customer came.
    await runAt(1);
    expect(await statusOf(booking.id)).toBe('arrived');

    const again = expectStatus(await admin.post(`/api/booking/${booking.id}/undo-no-show`), 409);
    expect(again.json().message).toBe(BOOKING_ACTION_MESSAGES.notNoShow);
    expectStatus(await admin.post('/api/booking/999999/undo-no-show'), 404);
    expectStatus(await t.api.post(`/api/booking/${booking.id}/undo-no-show`), 401);
  });
});

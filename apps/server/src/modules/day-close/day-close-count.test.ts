import {
  addDays,
  DAY_CLOSE_MESSAGES,
  dayCloseAnswerSchema,
  type ClosedDay,
} from '@padel/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { drawerCounts } from '../../db/schema';

/**
 * The count stays blind, and a close asks before the day is over (docs/till.md#day-close): a count
 * off by more than the tolerance is refused without the expected cash or the difference, every
 * count sent is kept with who and when, and the closed report lists the earlier ones beside the
 * one kept; bookings of the day still to come are asked about first.
 */

let t: TestApp;
let owner: Api;
let staff: Api;

beforeAll(async () => {
  ({ t, admin: owner } = await createAdminTestApp({}, { messageWorker: false }));
  const account = await given.admin(t.app.db, {
    role: 'staff',
    firstName: 'Sana',
    lastName: 'Desk',
  });
  staff = t.api.as(await signIn(t.api, account));
});

afterAll(async () => {
  await t?.close();
});

const countsOf = (day: string) =>
  t.app.db.select().from(drawerCounts).where(eq(drawerCounts.businessDay, day));

describe('recounting the drawer', () => {
  // A past day of nothing: the till expects no cash.
  const day = addDays(testToday(), -3);
  let closed: ClosedDay;

  it('refuses a count off by more than the tolerance without saying what the till expects', async () => {
    const refused = expectStatus(
      await staff.post(`/api/day-close/${day}`, { counts: { notes: { '500': 1 } } }),
      409,
    );
    expect(refused.json()).toEqual({
      code: 'DRAWER_NOTE_REQUIRED',
      message: DAY_CLOSE_MESSAGES.noteRequired(100),
      counted: 500,
      tolerance: 100,
    });
    expect(refused.json()).not.toHaveProperty('expected');
    expect(refused.json()).not.toHaveProperty('difference');
    // The day stays open, and blind.
    const open = dayCloseAnswerSchema.parse(
      expectStatus(await staff.get(`/api/day-close/${day}`), 200).json(),
    );
    expect(open).toMatchObject({ status: 'open', report: { cash: null } });
  });

  it('keeps every count sent, the refused ones too, with who and when', async () => {
    expectStatus(
      await owner.post(`/api/day-close/${day}`, { counts: { notes: { '100': 3 } } }),
      409,
    );
    const kept = await countsOf(day);
    expect(kept.map((row) => [row.countedByName, row.countedCash])).toEqual([
      ['Sana Desk', 500],
      [expect.any(String), 300],
    ]);
    // A record: the database refuses to change it.
    await expect(
      t.app.db.execute(sql`UPDATE drawer_counts SET counted_cash = 0 WHERE business_day = ${day}`),
    ).rejects.toThrow();
  });

  it('closes with a count within the tolerance and lists the earlier counts beside it', async () => {
    const made = expectStatus(
      await staff.post(`/api/day-close/${day}`, { counts: { coins: 50 } }),
      201,
    );
    closed = dayCloseAnswerSchema.parse(made.json()) as ClosedDay;
    expect(closed.drawer).toMatchObject({ counted: 50, expected: 0, difference: 50 });
    expect(closed.drawer.recounts).toEqual([
      {
        countedAt: expect.any(String),
        countedBy: 'Sana Desk',
        counts: expect.objectContaining({ notes: expect.objectContaining({ '500': 1 }) }),
        counted: 500,
      },
      expect.objectContaining({ counted: 300 }),
    ]);
    expect(closed.drawer.recounts[0]!.countedAt <= closed.drawer.closedAt).toBe(true);
    expect(await countsOf(day)).toHaveLength(3);
    const again = dayCloseAnswerSchema.parse(
      expectStatus(await owner.get(`/api/day-close/${day}`), 200).json(),
    );
    expect(again).toEqual(closed);
  });

  it("writes every count on the workbook's Counts sheet, the kept one last", async () => {
    const response = expectStatus(await owner.get(`/api/day-close/${day}/day-close.xlsx`), 200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Counts')!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((row) => [row[2], row[3], row[4]])).toEqual([
      ['Sana Desk', 500, 'No'],
      [expect.any(String), 300, 'No'],
      ['Sana Desk', 50, 'Yes: expected 0'],
    ]);
  });
});

describe('closing while bookings of the day are still to come', () => {
  it('asks first, listing them, and closes once told so', async () => {
    const day = testToday();
    // The test clock is in the morning: 20:00 is ahead; a cancelled booking is not.
    const ahead = await given.booking(t.app.db, {
      date: day,
      hours: [20],
      status: 'Booking Confirmed',
    });
    await given.booking(t.app.db, { date: day, hours: [21], status: 'Booking Cancelled' });
    const asked = expectStatus(await staff.post(`/api/day-close/${day}`, { counts: {} }), 409);
    expect(asked.json()).toEqual({
      code: 'BOOKINGS_AHEAD',
      message: DAY_CLOSE_MESSAGES.bookingsAhead(1),
      bookings: [
        {
          id: ahead.id,
          title: expect.stringContaining('8:00 PM'),
          startsAt: expect.any(String),
          link: `/booking-detail/${ahead.id}`,
        },
      ],
    });
    // Nothing written: the day is open and no count was weighed.
    expect(
      dayCloseAnswerSchema.parse((await staff.get(`/api/day-close/${day}`)).json()).status,
    ).toBe('open');
    expect(await countsOf(day)).toHaveLength(0);
    const made = expectStatus(
      await staff.post(`/api/day-close/${day}`, { counts: {}, closeWithBookingsAhead: true }),
      201,
    );
    expect(dayCloseAnswerSchema.parse(made.json())).toMatchObject({
      status: 'closed',
      drawer: { bookingsAhead: 1, recounts: [] },
    });
  });
});

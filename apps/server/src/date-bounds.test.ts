import {
  DATE_BOUNDS,
  DATE_TIME_MESSAGES,
  SERIES_MESSAGES,
  seriesAnswerSchema,
  seriesListSchema,
  slotLabel,
  type SeriesRequest,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../test/api';
import { expectStatus } from '../test/expect-status';
import { createAdminTestApp, testDatabaseKind, type TestApp } from '../test/test-app';

/**
 * docs/api.md#numbers-ids-and-dates: dates a request generates stay within DATE_BOUNDS as typed
 * ones do (a series' weeks, its renewal, a move's shift of days), and date-times are bounded like
 * dates; each is refused with a 400 that says why and changes nothing.
 */
let t: TestApp;
let owner: Api;
beforeAll(async () => ({ t, admin: owner } = await createAdminTestApp()));
afterAll(() => t.close());

const series = (overrides: Partial<SeriesRequest>): SeriesRequest => ({
  selectedCourt: 'Court 1',
  selectedSlots: [slotLabel(10)],
  startDate: '2100-12-03',
  count: 4,
  customerName: 'Far Regular',
  phoneNumber: '03001234567',
  email: 'far@example.test',
  ...overrides,
});

const seriesCount = async () =>
  seriesListSchema.parse(expectStatus(await owner.get('/api/booking-series'), 200).json()).length;

describe(`dates past the calendar on ${testDatabaseKind}`, () => {
  it('refuses a bulk cancel from the year 0 with 400, and compares instants, not their text', async () => {
    const far = await owner.post('/api/bookings/bulk-cancel', {
      createdFrom: '0000-01-01T00:00:00Z',
      dryRun: true,
    });
    expectStatus(far, 400);
    expect(far.json().message).toContain(DATE_TIME_MESSAGES.outOfRange('Made from'));
    // 10:00 at +05:00 is 05:00Z, before 05:30Z, although its text sorts after.
    const offsets = await owner.post('/api/bookings/bulk-cancel', {
      createdFrom: '2026-03-04T10:00:00+05:00',
      createdTo: '2026-03-04T05:30:00Z',
      dryRun: true,
    });
    expect(expectStatus(offsets, 200).json()).toMatchObject({ count: 0, dryRun: true });
  });

  it(`refuses a series whose weeks run past ${DATE_BOUNDS.last}, on preview and create`, async () => {
    const body = series({ startDate: '2100-06-01', everyWeeks: 4, count: 52 });
    for (const url of ['/api/booking-series/preview', '/api/booking-series']) {
      const refused = expectStatus(await owner.post(url, body), 400);
      expect(refused.json().message).toContain(SERIES_MESSAGES.beyondLastDate);
    }
    expect(await seriesCount()).toBe(0);
  });

  it('books a series up to the last date, and refuses a renewal or a shift past it', async () => {
    const made = seriesAnswerSchema.parse(
      expectStatus(await owner.post('/api/booking-series', series({})), 201).json(),
    );
    expect(made.endDate).toBe('2100-12-24');

    const renew = (count: number) => owner.post(`/api/booking-series/${made.id}/renew`, { count });
    const tooFar = expectStatus(await renew(2), 400);
    expect(tooFar.json().message).toContain(SERIES_MESSAGES.beyondLastDate);
    const renewed = seriesAnswerSchema.parse(expectStatus(await renew(1), 200).json());
    expect(renewed.endDate).toBe(DATE_BOUNDS.last);

    const last = renewed.occurrences.find((o) => o.date === DATE_BOUNDS.last)!;
    const moved = expectStatus(
      await owner.post(`/api/booking-series/${made.id}/move`, {
        bookingId: last.bookingId,
        scope: 'all',
        shiftDays: 1,
      }),
      400,
    );
    expect(moved.json().message).toBe(SERIES_MESSAGES.shiftBeyondBounds(DATE_BOUNDS.last));
    const after = seriesAnswerSchema.parse(
      expectStatus(await owner.get(`/api/booking-series/${made.id}`), 200).json(),
    );
    expect(after.occurrences.map((o) => o.date)).toEqual(renewed.occurrences.map((o) => o.date));
  });
});

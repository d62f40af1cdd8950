import { describe, expect, it } from 'vitest';
import {
  repeatsWords,
  requestedSeriesDates,
  seriesDates,
  seriesMoveRequestSchema,
  seriesRequestSchema,
  SERIES_MESSAGES,
  slotsAreConsecutive,
} from './booking-series';

const request = {
  selectedCourt: 'Court 1',
  selectedSlots: ['09:00 PM - 10:00 PM', '08:00 PM - 09:00 PM'],
  startDate: '2030-01-07',
  count: 10,
  customerName: 'Ali Raza',
  phoneNumber: '03001234567',
};

/** The first message a request is refused with, or its checked value. */
function read(body: object) {
  const result = seriesRequestSchema.safeParse(body);
  return result.success
    ? { value: result.data }
    : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
}

describe('booking series contract (docs/bookings.md#series)', () => {
  it('reads a series with the defaults and the slots in the order of the day', () => {
    const { value } = read(request);
    expect(value).toMatchObject({
      selectedSlots: ['08:00 PM - 09:00 PM', '09:00 PM - 10:00 PM'],
      everyWeeks: 1,
      payment: 'per-occurrence',
      upFrontPayment: null,
      onConflict: 'skip',
      email: '',
      numberOfGuests: 4,
      fixedPrice: null,
    });
    expect(requestedSeriesDates(value!)).toHaveLength(10);
    expect(requestedSeriesDates(value!)[1]).toBe('2030-01-14');
  });

  it('counts dates every N weeks up to the last date', () => {
    expect(seriesDates('2030-01-07', 2, { endDate: '2030-02-04' })).toEqual([
      '2030-01-07',
      '2030-01-21',
      '2030-02-04',
    ]);
  });

  it('refuses more than 52 dates, both or neither end, gaps and an unpaid up-front', () => {
    expect(read({ ...request, count: 53 })).toMatchObject({ path: 'count' });
    expect(read({ ...request, count: undefined, endDate: '2031-06-01' })).toEqual({
      path: 'endDate',
      message: SERIES_MESSAGES.tooMany,
    });
    expect(read({ ...request, endDate: '2030-02-01' })).toMatchObject({
      message: SERIES_MESSAGES.endOrCount,
    });
    expect(read({ ...request, count: undefined })).toMatchObject({
      message: SERIES_MESSAGES.endOrCountRequired,
    });
    expect(
      read({ ...request, selectedSlots: ['08:00 PM - 09:00 PM', '10:00 PM - 11:00 PM'] }),
    ).toMatchObject({ message: SERIES_MESSAGES.slotsNotConsecutive });
    expect(read({ ...request, payment: 'up-front' })).toMatchObject({
      path: 'upFrontPayment',
      message: SERIES_MESSAGES.upFrontPaymentRequired,
    });
    expect(read({ ...request, startDate: '2030-02-30' })).toMatchObject({ path: 'startDate' });
    expect(read({ ...request, phoneNumber: '123' })).toMatchObject({ path: 'phoneNumber' });
  });

  it('asks a move for something to move', () => {
    expect(seriesMoveRequestSchema.safeParse({ bookingId: 1, scope: 'all' }).success).toBe(false);
    expect(slotsAreConsecutive(['08:00 PM - 09:00 PM'])).toBe(true);
    expect(
      seriesMoveRequestSchema.parse({ bookingId: 1, scope: 'following', shiftDays: 1 }),
    ).toMatchObject({ shiftDays: 1 });
  });
});

describe('how screens name a series', () => {
  it('names the weekday and the gap', () => {
    expect(repeatsWords(1, 2)).toBe('Every Tuesday');
    expect(repeatsWords(2, 0)).toBe('Every 2 weeks on Sunday');
  });
});

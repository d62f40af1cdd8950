import { describe, expect, it } from 'vitest';
import {
  addDays,
  DATE_BOUNDS,
  dateProblem,
  isIsoDate,
  venueInstant,
  venueIsoTime,
  venueNow,
  venueWallTime,
  weekdayOf,
} from './time';

describe('venue time', () => {
  it('reads today and the hour in the venue zone, not the machine zone', () => {
    // 20:30 UTC on a Thursday is already 01:30 on Friday in Karachi (UTC+5).
    const instant = new Date('2030-01-10T20:30:00Z');
    expect(venueNow('Asia/Karachi', instant)).toEqual({ date: '2030-01-11', hour: 1 });
    expect(venueNow('UTC', instant)).toEqual({ date: '2030-01-10', hour: 20 });
  });

  it('tells real dates from malformed ones', () => {
    expect(isIsoDate('2030-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2030-02-29')).toBe(false);
    expect(isIsoDate('2030-13-01')).toBe(false);
    expect(isIsoDate('01/07/2030')).toBe(false);
  });

  it(`takes dates from ${DATE_BOUNDS.first} to ${DATE_BOUNDS.last} only, saying which rule failed`, () => {
    expect(isIsoDate(DATE_BOUNDS.first)).toBe(true);
    expect(isIsoDate(DATE_BOUNDS.last)).toBe(true);
    for (const outside of ['1999-12-31', '2101-01-01', '9999-12-31']) {
      expect(isIsoDate(outside), outside).toBe(false);
      expect(dateProblem(outside, 'The last date')).toBe(
        `The last date must be from ${DATE_BOUNDS.first} to ${DATE_BOUNDS.last}.`,
      );
    }
    expect(dateProblem('2030-02-30', 'The date')).toBe(
      'The date must be a real date written YYYY-MM-DD.',
    );
    // The last day's next midnight is still a time the venue's clock can name.
    expect(venueInstant(addDays(DATE_BOUNDS.last, 1), 0, 'Asia/Karachi').toISOString()).toBe(
      '2100-12-31T19:00:00.000Z',
    );
  });

  it('computes weekdays and adds days across month ends', () => {
    expect(weekdayOf('2030-01-07')).toBe(1);
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
  });
});

describe('venueInstant', () => {
  it('is the moment the venue clock shows that hour', () => {
    expect(venueInstant('2030-01-07', 17, 'Asia/Karachi').toISOString()).toBe(
      '2030-01-07T12:00:00.000Z',
    );
    expect(venueInstant('2030-01-07', 17, 'Asia/Kolkata').toISOString()).toBe(
      '2030-01-07T11:30:00.000Z',
    );
    expect(venueInstant('2030-07-01', 9, 'Europe/London').toISOString()).toBe(
      '2030-07-01T08:00:00.000Z',
    );
    expect(venueInstant('2030-01-07', 24, 'Asia/Karachi').toISOString()).toBe(
      '2030-01-07T19:00:00.000Z',
    );
  });
});

describe('venueWallTime', () => {
  it('is the moment the venue clock shows that minute, and refuses anything else', () => {
    expect(venueWallTime('2026-12-31T23:30', 'Asia/Karachi')?.toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
    for (const bad of ['2026-02-30T10:00', '2026-03-04T24:00', '2026-03-04 10:00', '10:00', '']) {
      expect(venueWallTime(bad, 'Asia/Karachi')).toBeUndefined();
    }
  });
});

describe('venueIsoTime', () => {
  it("writes an instant as the venue's clock shows it, with the zone's offset", () => {
    const instant = new Date('2030-01-10T20:30:15.900Z');
    expect(venueIsoTime('Asia/Karachi', instant)).toBe('2030-01-11T01:30:15+05:00');
    expect(venueIsoTime('UTC', instant)).toBe('2030-01-10T20:30:15+00:00');
    // Summer time, west of Greenwich, and a half-hour zone.
    expect(venueIsoTime('America/New_York', new Date('2030-07-01T12:00:00Z'))).toBe(
      '2030-07-01T08:00:00-04:00',
    );
    expect(venueIsoTime('Asia/Kolkata', instant)).toBe('2030-01-11T02:00:15+05:30');
  });
});

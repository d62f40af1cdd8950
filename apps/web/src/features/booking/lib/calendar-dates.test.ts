import { DEFAULT_VENUE_SETTINGS, type Court } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsToDate,
  compareMonths,
  daysInMonth,
  formatMonthYear,
  fromUsDate,
  isClosedAllDay,
  monthOf,
  monthWeeks,
  toUsDate,
} from './calendar-dates';

describe('the booking calendar', () => {
  it('steps across a year end forwards and backwards', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, 14)).toEqual({ year: 2028, month: 1 });
  });

  it('orders months by year first', () => {
    expect(compareMonths({ year: 2026, month: 12 }, { year: 2027, month: 1 })).toBeLessThan(0);
    expect(compareMonths({ year: 2027, month: 1 }, { year: 2026, month: 12 })).toBeGreaterThan(0);
    expect(compareMonths(monthOf('2026-11-23'), { year: 2026, month: 11 })).toBe(0);
  });

  it('knows February in leap and common years', () => {
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
  });

  it('keeps the day of the month a month later, or the last day of a shorter month', () => {
    expect(addMonthsToDate('2026-11-23', 1)).toBe('2026-12-23');
    expect(addMonthsToDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDate('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('lays a month out in Sunday-first weeks with blanks outside it', () => {
    // November 2026 starts on a Sunday and has 30 days: five weeks, the last one short.
    const november = monthWeeks({ year: 2026, month: 11 });
    expect(november).toHaveLength(5);
    expect(november[0]![0]).toBe('2026-11-01');
    expect(november[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2027 starts on a Monday: the first Sunday is blank.
    const february = monthWeeks({ year: 2027, month: 2 });
    expect(february[0]!.slice(0, 2)).toEqual([null, '2027-02-01']);
    expect(february.flat().filter(Boolean)).toHaveLength(28);
  });

  it('names the month as the calendar heading shows it', () => {
    expect(formatMonthYear({ year: 2026, month: 11 })).toBe('November 2026');
    expect(formatMonthYear({ year: 2027, month: 1 })).toBe('January 2027');
  });

  it('writes the booking link date as MM/DD/YYYY and reads it back', () => {
    expect(toUsDate('2026-03-07')).toBe('03/07/2026');
    expect(fromUsDate('03/07/2026')).toBe('2026-03-07');
    expect(fromUsDate(' 3/7/2026 ')).toBe('2026-03-07');
  });

  it('reads no date from text that is not a real MM/DD/YYYY date', () => {
    expect(fromUsDate('2026-03-07')).toBeUndefined();
    expect(fromUsDate('02/30/2026')).toBeUndefined();
    expect(fromUsDate('13/01/2026')).toBeUndefined();
    expect(fromUsDate('')).toBeUndefined();
  });
});

describe('days closed all day', () => {
  const open = DEFAULT_VENUE_SETTINGS.openingHours;
  // 2030-02-04 is a Monday.
  const MONDAY = '2030-02-04';
  const closure = (
    courts: Court[],
    fromHour: number | null = null,
    toHour: number | null = null,
  ) => ({
    from: MONDAY,
    to: MONDAY,
    courts,
    fromHour,
    toHour,
    reason: 'Resurfacing',
  });

  it('closes a weekday whose opening hours open and close at the same hour, for both kinds', () => {
    const shutMondays = open.map((day) => (day.day === 1 ? { ...day, open: 9, close: 9 } : day));
    const settings = { openingHours: shutMondays, closures: [] };
    expect(isClosedAllDay(settings, MONDAY, 'Padel')).toBe(true);
    expect(isClosedAllDay(settings, MONDAY, 'Table')).toBe(true);
    expect(isClosedAllDay(settings, '2030-02-05', 'Padel')).toBe(false);
    expect(isClosedAllDay({ openingHours: open, closures: [] }, MONDAY, 'Padel')).toBe(false);
  });

  it('closes a day for padel only when closures shut both courts for all its open hours', () => {
    const both = { openingHours: open, closures: [closure(['Court 1', 'Court 2'])] };
    expect(isClosedAllDay(both, MONDAY, 'Padel')).toBe(true);
    // Closures close courts only; the café follows the opening hours.
    expect(isClosedAllDay(both, MONDAY, 'Table')).toBe(false);
    expect(isClosedAllDay(both, '2030-02-05', 'Padel')).toBe(false);
    const one = { openingHours: open, closures: [closure(['Court 1'])] };
    expect(isClosedAllDay(one, MONDAY, 'Padel')).toBe(false);
    const morning = { openingHours: open, closures: [closure(['Court 1', 'Court 2'], 0, 12)] };
    expect(isClosedAllDay(morning, MONDAY, 'Padel')).toBe(false);
  });

  it('adds up part-day closures and the opening hours', () => {
    const daytime = open.map((day) => ({ ...day, open: 8, close: 20 }));
    const closures = [
      closure(['Court 1', 'Court 2'], 8, 14),
      closure(['Court 1'], 14, 20),
      closure(['Court 2'], 14, 20),
    ];
    expect(isClosedAllDay({ openingHours: daytime, closures }, MONDAY, 'Padel')).toBe(true);
    expect(isClosedAllDay({ openingHours: open, closures }, MONDAY, 'Padel')).toBe(false);
  });
});

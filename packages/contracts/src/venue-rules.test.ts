import { describe, expect, it } from 'vitest';
import {
  closureCovers,
  closureRangeProblems,
  isInsideNotice,
  isOpenAt,
  VENUE_RULE_MESSAGES,
  type ClosureSpan,
} from './venue-rules';

// 2030-01-07 is a Monday.
const MONDAY = '2030-01-07';

describe('opening hours', () => {
  const hours = [{ day: 1, open: 8, close: 22 }];

  it('opens from the opening hour up to before the closing hour', () => {
    expect(isOpenAt(hours, MONDAY, 7)).toBe(false);
    expect(isOpenAt(hours, MONDAY, 8)).toBe(true);
    expect(isOpenAt(hours, MONDAY, 21)).toBe(true);
    expect(isOpenAt(hours, MONDAY, 22)).toBe(false);
  });

  it('is closed on a day with no hours, or open = close', () => {
    expect(isOpenAt(hours, '2030-01-08', 12)).toBe(false);
    expect(isOpenAt([{ day: 1, open: 0, close: 0 }], MONDAY, 0)).toBe(false);
  });
});

describe('closures', () => {
  const closure: ClosureSpan = {
    from: MONDAY,
    to: '2030-01-08',
    courts: ['Court 1'],
    fromHour: null,
    toHour: null,
    reason: 'Resurfacing',
  };

  it('closes its courts on its dates, inclusive, all day', () => {
    expect(closureCovers(closure, 'Court 1', MONDAY, 0)).toBe(true);
    expect(closureCovers(closure, 'Court 1', '2030-01-08', 23)).toBe(true);
    expect(closureCovers(closure, 'Court 1', '2030-01-09', 0)).toBe(false);
    expect(closureCovers(closure, 'Court 2', MONDAY, 10)).toBe(false);
  });

  it('closes only its hours when it has them', () => {
    const evening = { ...closure, fromHour: 18, toHour: 20 };
    expect(closureCovers(evening, 'Court 1', MONDAY, 17)).toBe(false);
    expect(closureCovers(evening, 'Court 1', MONDAY, 19)).toBe(true);
    expect(closureCovers(evening, 'Court 1', MONDAY, 20)).toBe(false);
  });
});

describe('the dates a closure may cover', () => {
  const outside = VENUE_RULE_MESSAGES.closureOutOfRange;

  it('are today up to 366 days ahead, inclusive', () => {
    expect(closureRangeProblems({ from: MONDAY, to: '2031-01-08' }, MONDAY)).toEqual([]);
  });

  it('names each date outside them', () => {
    expect(closureRangeProblems({ from: '2030-01-06', to: MONDAY }, MONDAY)).toEqual([
      { path: 'from', message: outside },
    ]);
    expect(closureRangeProblems({ from: MONDAY, to: '2031-01-09' }, MONDAY)).toEqual([
      { path: 'to', message: outside },
    ]);
    expect(closureRangeProblems({ from: '2000-01-01', to: '9999-12-31' }, MONDAY)).toEqual([
      { path: 'from', message: outside },
      { path: 'to', message: outside },
    ]);
  });
});

describe("a closure's preview", () => {
  it('counts the bookings it would cancel, singular and plural', () => {
    expect(VENUE_RULE_MESSAGES.closurePreview(0, 0)).toBe('No bookings are affected.');
    expect(VENUE_RULE_MESSAGES.closurePreview(1, 0)).toBe(
      'This will cancel 1 booking (none paid).',
    );
    expect(VENUE_RULE_MESSAGES.closurePreview(5, 1)).toBe(
      'This will cancel 5 bookings (1 paid, refunded the way it was paid).',
    );
    expect(VENUE_RULE_MESSAGES.closurePreview(5, 2)).toBe(
      'This will cancel 5 bookings (2 paid, refunded the way they were paid).',
    );
  });
});

describe('minimum notice', () => {
  const now = { date: MONDAY, hour: 22 };

  it('counts whole hours from the current hour, across midnight', () => {
    expect(isInsideNotice(now, MONDAY, 23, 2)).toBe(true);
    expect(isInsideNotice(now, '2030-01-08', 0, 2)).toBe(false);
    expect(isInsideNotice(now, '2030-01-08', 0, 3)).toBe(true);
  });

  it('lets the hour under way be booked without notice', () => {
    expect(isInsideNotice(now, MONDAY, 22, 0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  SLOT_LABELS,
  slotHasEnded,
  slotHasStarted,
  slotHour,
  slotLabel,
  slotRanges,
} from './slots';

describe('slot labels', () => {
  it('are the 24 hourly ranges', () => {
    expect(SLOT_LABELS).toHaveLength(24);
    expect(SLOT_LABELS[0]).toBe('12:00 AM - 01:00 AM');
    expect(SLOT_LABELS[11]).toBe('11:00 AM - 12:00 PM');
    expect(SLOT_LABELS[12]).toBe('12:00 PM - 01:00 PM');
    expect(SLOT_LABELS[17]).toBe('05:00 PM - 06:00 PM');
    expect(SLOT_LABELS[23]).toBe('11:00 PM - 12:00 AM');
  });

  it('map back to their start hour, and unknown labels to nothing', () => {
    expect(SLOT_LABELS.map(slotHour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(slotHour(slotLabel(5))).toBe(5);
    expect(slotHour('05:00 PM')).toBeUndefined();
    expect(slotHour('5:00 PM - 6:00 PM')).toBeUndefined();
  });
});

describe('slot ranges', () => {
  it('join consecutive hours into one range, in time order', () => {
    expect(slotRanges([slotLabel(18), slotLabel(17)])).toEqual(['05:00 PM - 07:00 PM']);
    expect(slotRanges([slotLabel(9), slotLabel(22), slotLabel(23), slotLabel(10)])).toEqual([
      '09:00 AM - 11:00 AM',
      '10:00 PM - 12:00 AM',
    ]);
  });

  it('keep a single hour, repeated hours once, and unknown labels as they are', () => {
    expect(slotRanges([slotLabel(0)])).toEqual(['12:00 AM - 01:00 AM']);
    expect(slotRanges([slotLabel(3), slotLabel(3)])).toEqual(['03:00 AM - 04:00 AM']);
    expect(slotRanges(['later', slotLabel(5)])).toEqual(['05:00 AM - 06:00 AM', 'later']);
    expect(slotRanges([])).toEqual([]);
  });
});

describe('a slot and the venue clock', () => {
  // Wednesday 4 March 2026, 10:xx at the venue.
  const now = { date: '2026-03-04', hour: 10 };

  it('has started from its hour on today, on every past day, and never on a later day', () => {
    expect(slotHasStarted(now, '2026-03-04', 9)).toBe(true);
    expect(slotHasStarted(now, '2026-03-04', 10)).toBe(true);
    expect(slotHasStarted(now, '2026-03-04', 11)).toBe(false);
    expect(slotHasStarted(now, '2026-03-03', 23)).toBe(true);
    expect(slotHasStarted(now, '2026-03-05', 0)).toBe(false);
  });

  it('has ended once the next hour has begun: the hour under way has not', () => {
    expect(slotHasEnded(now, '2026-03-04', 9)).toBe(true);
    expect(slotHasEnded(now, '2026-03-04', 10)).toBe(false);
    expect(slotHasEnded(now, '2026-03-03', 23)).toBe(true);
    expect(slotHasEnded({ date: '2026-03-04', hour: 23 }, '2026-03-04', 23)).toBe(false);
    expect(slotHasEnded(now, '2026-03-05', 0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cancelledText, closureHours, closuresOn, dayMark } from './closure-calendar';

describe('marking closed days (docs/venue-settings.md#closures)', () => {
  const both = { courts: ['Court 1', 'Court 2'] as const, fromHour: null, toHour: null };
  const closures = [
    { from: '2026-03-10', to: '2026-03-12', ...both, courts: [...both.courts] },
    {
      from: '2026-03-12',
      to: '2026-03-14',
      courts: ['Court 1' as const],
      fromHour: null,
      toHour: null,
    },
    { from: '2026-03-20', to: '2026-03-20', courts: [...both.courts], fromHour: 17, toHour: 21 },
    {
      from: '2026-03-25',
      to: '2026-03-25',
      courts: ['Court 2' as const],
      fromHour: null,
      toHour: null,
    },
    { from: '2026-03-25', to: '2026-03-25', courts: ['Court 1' as const], fromHour: 0, toHour: 24 },
  ];

  it('closed when every court is closed all day, dates inclusive', () => {
    expect(dayMark(closures, '2026-03-10')).toBe('closed');
    expect(dayMark(closures, '2026-03-12')).toBe('closed');
    // Two closures together close both courts all day.
    expect(dayMark(closures, '2026-03-25')).toBe('closed');
  });

  it('partial when only some courts or some hours are closed', () => {
    expect(dayMark(closures, '2026-03-13')).toBe('partial');
    expect(dayMark(closures, '2026-03-20')).toBe('partial');
  });

  it('nothing on other days', () => {
    expect(dayMark(closures, '2026-03-09')).toBeUndefined();
    expect(dayMark(closures, '2026-03-15')).toBeUndefined();
    expect(closuresOn(closures, '2026-03-12')).toHaveLength(2);
  });

  it('describes hours and cancellations', () => {
    expect(closureHours({ fromHour: null, toHour: null })).toBe('All day');
    expect(closureHours({ fromHour: 17, toHour: 24 })).toBe('05:00 PM - 12:00 AM');
    expect(cancelledText(1)).toBe('1 booking cancelled');
    expect(cancelledText(0)).toBe('0 bookings cancelled');
  });
});

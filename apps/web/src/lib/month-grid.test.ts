import { describe, expect, it } from 'vitest';
import { addMonths, formatMonthYear, monthOf, monthWeeks } from './month-grid';

describe('month grids', () => {
  it('lays a month out in weeks from Sunday', () => {
    // March 2026 starts on a Sunday and has 31 days: five weeks, the last with three days.
    const weeks = monthWeeks({ year: 2026, month: 3 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-03-01');
    expect(weeks[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    // February 2026 starts on a Sunday, 28 days: exactly four weeks.
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4);
    // November 2026 starts on a Sunday too; December on a Tuesday.
    expect(monthWeeks({ year: 2026, month: 12 })[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('moves by months across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthOf('2026-07-15')).toEqual({ year: 2026, month: 7 });
    expect(formatMonthYear({ year: 2026, month: 7 })).toBe('July 2026');
  });
});

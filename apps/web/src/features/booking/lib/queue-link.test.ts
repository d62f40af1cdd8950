import { describe, expect, it } from 'vitest';
import { queuePath, readQueueChoice } from './queue-link';

describe('the join-queue link', () => {
  it('carries the date and hour of the full café hour', () => {
    const path = queuePath({ date: '2026-03-10', hour: 18 });
    expect(path).toBe('/join-queue?date=2026-03-10&hour=18');
    const params = new URL(path, 'http://booking.localhost').searchParams;
    expect(readQueueChoice(params, '2026-03-04')).toEqual({ date: '2026-03-10', hour: 18 });
  });

  it('reads nothing from a past date, a bad hour or a missing part', () => {
    const read = (query: string) => readQueueChoice(new URLSearchParams(query), '2026-03-04');
    expect(read('date=2026-03-03&hour=18')).toBeUndefined();
    expect(read('date=2026-03-10&hour=24')).toBeUndefined();
    expect(read('date=2026-03-10&hour=-1')).toBeUndefined();
    expect(read('date=2026-03-10&hour=6pm')).toBeUndefined();
    expect(read('date=2026-03-10')).toBeUndefined();
    expect(read('date=10/03/2026&hour=6')).toBeUndefined();
    expect(read('date=2026-03-04&hour=0')).toEqual({ date: '2026-03-04', hour: 0 });
  });
});

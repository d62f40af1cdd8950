import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './worker.job';

describe('retry delays', () => {
  it('retry first within seconds, then doubling, never more than 10 minutes apart', () => {
    const delays = Array.from({ length: 12 }, (_, i) => retryDelaySeconds(i + 1, 0.5));
    expect(delays).toEqual([5, 10, 20, 40, 80, 160, 320, 600, 600, 600, 600, 600]);
    // The jitter stays within a tenth either way.
    expect(retryDelaySeconds(1, 0)).toBeGreaterThanOrEqual(4);
    expect(retryDelaySeconds(30, 1)).toBeLessThanOrEqual(660);
  });
});

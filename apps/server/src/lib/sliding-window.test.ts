import { describe, expect, it } from 'vitest';
import {
  emptyCounter,
  hitsOf,
  secondsUntilRoom,
  slide,
  withHit,
  withoutHit,
  type StepCounter,
} from './sliding-window';

/**
 * The sliding window of rate-limits/rate-limit.service.ts (ADR 043), as arithmetic: whatever the times of the
 * requests, no stretch of a window's length takes more than the limit, and Retry-After is honest.
 */
const HOUR = 3600;
const LIMIT = 60;
/** 2026-03-05 02:00 in Karachi (21:00 UTC the day before): an hour boundary. */
const TWO_AM = Date.UTC(2026, 2, 4, 21, 0, 0) / 1000;

/** Runs requests at `times` (seconds, ascending) through one counter; answers the accepted ones. */
function accepted(times: number[], limit = LIMIT, window = HOUR): number[] {
  let counter: StepCounter | undefined;
  const taken: number[] = [];
  for (const now of times) {
    const slid = slide(counter ?? emptyCounter(window, now), window, now);
    if (hitsOf(slid) + 1 > limit) {
      counter = slid;
      continue;
    }
    counter = withHit(slid);
    taken.push(now);
  }
  return taken;
}

/** The most accepted requests in any stretch of `window` seconds. */
function busiestStretch(taken: number[], window = HOUR): number {
  let most = 0;
  for (const [i, end] of taken.entries()) {
    most = Math.max(most, taken.slice(0, i + 1).filter((at) => at > end - window).length);
  }
  return most;
}

/** A fixed sequence of pseudo-random gaps (a linear congruential generator, fixed seed). */
function gaps(seed: number, count: number, widest: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % widest;
  });
}

describe('the sliding window', () => {
  it('refuses a burst just after the hour that follows a full one just before it', () => {
    const before = Array.from({ length: LIMIT }, (_, i) => TWO_AM - 60 + i / 2);
    const after = Array.from({ length: LIMIT }, (_, i) => TWO_AM + 15 + i / 2);
    expect(accepted([...before, ...after].map(Math.floor))).toHaveLength(LIMIT);
  });

  it('takes requests again once the burst has left the window, and not before', () => {
    const burst = Array.from({ length: LIMIT }, () => TWO_AM - 60);
    const taken = accepted([...burst, TWO_AM + HOUR - 120, TWO_AM + HOUR + 300]);
    expect(taken).toEqual([...burst, TWO_AM + HOUR + 300]);
  });

  it('never takes more than the limit in any hour, whatever the pattern of requests', () => {
    for (const [seed, widest] of [
      [1, 30],
      [7, 120],
      [42, 400],
      [2026, 900],
    ] as const) {
      let now = TWO_AM - HOUR;
      const times = gaps(seed, 2_000, widest).map((gap) => (now += gap));
      const taken = accepted(times);
      expect(busiestStretch(taken), `seed ${seed}`).toBeLessThanOrEqual(LIMIT);
      expect(taken.length, `seed ${seed}`).toBeGreaterThan(LIMIT);
    }
  });

  it('answers a Retry-After after which a request is taken, and a moment before which it is not', () => {
    let now = TWO_AM - 1_000;
    let counter = emptyCounter(HOUR, now);
    for (const gap of gaps(3, LIMIT, 60)) {
      counter = withHit(slide(counter, HOUR, (now += gap)));
    }
    const wait = secondsUntilRoom(counter, HOUR, LIMIT, now);
    expect(hitsOf(slide(counter, HOUR, now + wait))).toBeLessThan(LIMIT);
    expect(hitsOf(slide(counter, HOUR, now + wait - 1))).toBe(LIMIT);
  });

  it('takes a refunded hit back from the newest step that has one', () => {
    const counter = withHit(withHit(emptyCounter(HOUR, TWO_AM)));
    expect(hitsOf(withoutHit(counter))).toBe(1);
    expect(hitsOf(withoutHit(withoutHit(withoutHit(counter))))).toBe(0);
  });

  it('counts a clock a little behind the stored one in the newest step', () => {
    const counter = withHit(emptyCounter(HOUR, TWO_AM + 600));
    const behind = slide(counter, HOUR, TWO_AM + 300);
    expect(behind).toEqual(counter);
  });
});

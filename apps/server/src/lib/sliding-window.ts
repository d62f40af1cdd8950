/**
 * A sliding window counted in steps (docs/security.md#abuse-limits, ADR 043): a rule's window of
 * `windowSeconds` is cut into STEPS_PER_WINDOW steps, and a counter keeps the hits of every step
 * that overlaps the last `windowSeconds`: the current step and the STEPS_PER_WINDOW before it. So
 * no stretch of `windowSeconds`, wherever it starts, holds more hits than the limit, and nothing
 * resets on the hour (a fixed window let 480 slot-hours through in 45 s across 02:00, issue 32).
 *
 * Pure arithmetic on seconds since the epoch; rate-limits/rate-limit.service.ts stores and locks the counters.
 */

/** Steps per window: an hour is counted in 5-minute steps, a day in 2-hour ones. */
export const STEPS_PER_WINDOW = 12;

/** A counter as stored: the start of its newest step and the hits of each step, oldest first. */
export interface StepCounter {
  stepStart: number;
  steps: number[];
}

/** The length of one step of a window, in whole seconds. */
export const stepSecondsOf = (windowSeconds: number) =>
  Math.max(1, Math.ceil(windowSeconds / STEPS_PER_WINDOW));

/** How many steps a counter keeps: enough to cover the whole window behind any moment. */
export const stepsKeptOf = (windowSeconds: number) =>
  Math.ceil(windowSeconds / stepSecondsOf(windowSeconds)) + 1;

const stepStartOf = (windowSeconds: number, now: number) =>
  now - (now % stepSecondsOf(windowSeconds));

/** A counter with no hits, its newest step the one `now` falls in. */
export const emptyCounter = (windowSeconds: number, now: number): StepCounter => ({
  stepStart: stepStartOf(windowSeconds, now),
  steps: new Array<number>(stepsKeptOf(windowSeconds)).fill(0),
});

/**
 * The counter moved on to the step `now` falls in: the steps that left the window are dropped.
 * A clock a little behind the stored one (another server process) counts in the newest step.
 */
export function slide(counter: StepCounter, windowSeconds: number, now: number): StepCounter {
  const kept = stepsKeptOf(windowSeconds);
  const step = stepSecondsOf(windowSeconds);
  const current = stepStartOf(windowSeconds, now);
  // A counter of another shape (a rule's window changed, or a row from before ADR 043) keeps its
  // hits, as if they all fell in its newest step.
  const steps =
    counter.steps.length === kept
      ? counter.steps
      : [...new Array<number>(kept - 1).fill(0), counter.steps.reduce((a, b) => a + b, 0)];
  const shift = Math.max(0, Math.floor((current - counter.stepStart) / step));
  if (shift === 0) return { stepStart: Math.max(counter.stepStart, current), steps: [...steps] };
  const moved = steps.slice(Math.min(shift, kept)).concat(new Array(Math.min(shift, kept)).fill(0));
  return { stepStart: current, steps: moved };
}

/** Hits the counter holds in the window. */
export const hitsOf = (counter: StepCounter) => counter.steps.reduce((a, b) => a + b, 0);

/** The counter with one more hit in its newest step. */
export function withHit(counter: StepCounter, delta = 1): StepCounter {
  const steps = [...counter.steps];
  steps[steps.length - 1] = Math.max(0, steps[steps.length - 1]! + delta);
  return { ...counter, steps };
}

/** The counter with one hit taken back, from the newest step that has one. */
export function withoutHit(counter: StepCounter): StepCounter {
  const steps = [...counter.steps];
  for (let i = steps.length - 1; i >= 0; i--) {
    if (steps[i]! > 0) {
      steps[i] = steps[i]! - 1;
      break;
    }
  }
  return { ...counter, steps };
}

/** When the newest step leaves the window: from then on the stored counter counts nothing. */
export const expiryOf = (counter: StepCounter, windowSeconds: number) =>
  counter.stepStart + stepSecondsOf(windowSeconds) + windowSeconds;

/**
 * Seconds until the counter (slid to `now`, without the refused hit) has room for one more hit
 * under `limit`: its oldest steps leave the window one by one.
 */
export function secondsUntilRoom(
  counter: StepCounter,
  windowSeconds: number,
  limit: number,
  now: number,
): number {
  const step = stepSecondsOf(windowSeconds);
  const oldestStart = counter.stepStart - (counter.steps.length - 1) * step;
  let remaining = hitsOf(counter);
  for (const [i, hits] of counter.steps.entries()) {
    if (remaining < limit) break;
    remaining -= hits;
    // Step i covers [start, start + step): it stops overlapping the window a window later.
    const leaves = oldestStart + i * step + step + windowSeconds;
    if (remaining < limit) return Math.max(1, leaves - now);
  }
  return remaining < limit ? 1 : Math.max(1, expiryOf(counter, windowSeconds) - now);
}

/**
 * At most `limit` hits in any `windowSeconds` for one key: a sliding window, counted in steps
 * (this file; docs/security.md#abuse-limits, ADR 043).
 */
export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The server's one clock (see docs/quality.md#one-clock): "today", "the current hour" and the
 * time stamped on rows all come from it. A venue runs on the real clock; tests start it at a
 * chosen venue time (`VENUE_CLOCK`, or `buildApp`'s `now`) and it runs on from there.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that shows `start` now and then runs on at the real clock's pace. */
export function clockStartingAt(start: Date, anchorMs: number = Date.now()): Clock {
  const offset = start.getTime() - anchorMs;
  return () => new Date(Date.now() + offset);
}

let current: Clock = systemClock;

/**
 * The clock the rows' own time stamps (`created_at`, `updated_at`) read: the app's, set once by
 * buildApp, so a row made "today" is dated today on the same clock its reader uses.
 */
export function setTimestampClock(clock: Clock): void {
  current = clock;
}

/** Now, on the app's clock. */
export const currentTime: Clock = () => current();

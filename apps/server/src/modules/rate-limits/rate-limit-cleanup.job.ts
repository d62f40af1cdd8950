import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { deleteExpiredRateLimits } from './rate-limit.repo';

/** Counters are not dropped at each of the worker's rounds: one sweep in this long is enough. */
const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Counters of ended windows are dead weight (one row per client and e-mail ever seen): every
 * process drops them now and then, by the app's clock, the one the counters were counted on
 * (docs/quality.md#one-clock). A timed job of the message worker (`TimedJob`, which this layer,
 * below notifications, does not import).
 */
export function rateLimitCleanupJob(
  db: Database,
  now: Clock,
): { name: string; run(): Promise<void> } {
  let nextAt = -Infinity;
  return {
    name: 'rate-limit cleanup',
    async run() {
      const at = now().getTime();
      if (at < nextAt) return;
      nextAt = at + CLEANUP_EVERY_MS;
      await deleteExpiredRateLimits(db, at);
    },
  };
}

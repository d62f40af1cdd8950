import fp from 'fastify-plugin';
import { currentTime } from '../lib/clock';
import { deleteExpiredRateLimits } from '../modules/rate-limits/rate-limit.repo';

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Counters of ended windows are dead weight (one row per client and e-mail ever seen): every
 * process drops them now and then. Until the message worker runs timed work, a timer does.
 */
export const rateLimitCleanupPlugin = fp(
  async (app) => {
    const timer = setInterval(() => {
      // The app's clock, the one the counters were counted on (docs/quality.md#one-clock).
      deleteExpiredRateLimits(app.db, currentTime().getTime()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'old rate-limit counters could not be removed'),
      );
    }, CLEANUP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit-cleanup', dependencies: ['db'] },
);

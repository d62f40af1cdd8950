import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { TooManyRequestsError } from './errors';

export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against each rule in the database (so every server process shares the count)
 * and throws 429 when any rule is over its limit for the current fixed window.
 */
export async function enforceRateLimits(
  db: Database,
  rules: RateRule[],
  message: string,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  for (const rule of rules) {
    const windowStart = now - (now % rule.windowSeconds);
    const result = (await db.execute(sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${rule.key}, ${windowStart}, 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_start = excluded.window_start
                    THEN rate_limits.hits + 1 ELSE 1 END,
        window_start = excluded.window_start
      RETURNING hits`)) as unknown as { rows: { hits: number }[] };
    const hits = Number(result.rows[0]?.hits ?? 0);
    if (hits > rule.limit) {
      throw new TooManyRequestsError(message, windowStart + rule.windowSeconds - now);
    }
  }
}

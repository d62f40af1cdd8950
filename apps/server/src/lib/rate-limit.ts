import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { TooManyRequestsError } from './errors';

export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

const windowStartOf = (rule: RateRule, now: number) => now - (now % rule.windowSeconds);

/**
 * Throws 429 when any rule has already reached its limit in the current fixed window. Counts
 * live in the database, so every server process sees the same ones.
 */
export async function assertUnderRateLimits(
  db: Database,
  rules: RateRule[],
  message: string,
): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        rules.map((rule) => rule.key),
      ),
    );
  for (const rule of rules) {
    const row = rows.find((r) => r.key === rule.key);
    const start = windowStartOf(rule, now);
    if (row && row.windowStart === start && row.hits >= rule.limit) {
      throw new TooManyRequestsError(message, start + rule.windowSeconds - now);
    }
  }
}

/** Counts one hit against each rule (a new window starts the count again). */
export async function recordRateLimitHits(db: Database, rules: RateRule[]): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  for (const rule of rules) {
    await db.execute(sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${rule.key}, ${windowStartOf(rule, now)}, 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_start = excluded.window_start
                    THEN rate_limits.hits + 1 ELSE 1 END,
        window_start = excluded.window_start`);
  }
}

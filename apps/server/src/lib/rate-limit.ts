import type { Database } from '../db/client';
import { TooManyRequestsError } from './errors';
import { countHits, takeBackHit } from './rate-limit.repo';

/**
 * At most `limit` hits per fixed window of `windowSeconds` for one key (see
 * docs/security.md#abuse-limits).
 */
export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

const windowStartOf = (rule: RateRule, now: number) => now - (now % rule.windowSeconds);
const seconds = (nowMs: number) => Math.floor(nowMs / 1000);

/** One rule per key (the strictest), in key order so that concurrent requests lock rows alike. */
function distinctRules(rules: readonly RateRule[]): RateRule[] {
  const byKey = new Map<string, RateRule>();
  for (const rule of rules) {
    const known = byKey.get(rule.key);
    if (!known || rule.limit < known.limit) byKey.set(rule.key, rule);
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Counts one hit against every rule, then refuses with 429 when any rule is over its limit.
 * The increment comes first, in one `INSERT … ON CONFLICT … RETURNING`: however many requests
 * and server processes race, no two can both read "one left". A refused request takes its hits
 * back (its transaction rolls back), so it never uses up another rule's allowance. Called inside a
 * caller's transaction, the hits count only if that transaction commits: a booking refused with
 * 409 is not counted.
 */
export async function consumeRateLimits(
  db: Database,
  rules: readonly RateRule[],
  message: string,
  nowMs = Date.now(),
): Promise<void> {
  const now = seconds(nowMs);
  const distinct = distinctRules(rules);
  if (distinct.length === 0) return;
  await db.transaction(async (tx) => {
    const counted = await countHits(
      tx,
      distinct.map((rule) => ({
        key: rule.key,
        windowStart: windowStartOf(rule, now),
        expiresAt: windowStartOf(rule, now) + rule.windowSeconds,
      })),
    );
    const over = counted.filter(
      (row) => row.hits > distinct.find((rule) => rule.key === row.key)!.limit,
    );
    if (over.length > 0) {
      const retryAfter = Math.max(...over.map((row) => row.expiresAt - now));
      throw new TooManyRequestsError(message, Math.max(1, retryAfter));
    }
  });
}

/** Takes back one hit of the current window per rule: a request that turned out not to count. */
export async function refundRateLimits(
  db: Database,
  rules: readonly RateRule[],
  nowMs = Date.now(),
): Promise<void> {
  const now = seconds(nowMs);
  for (const rule of distinctRules(rules)) {
    await takeBackHit(db, { key: rule.key, windowStart: windowStartOf(rule, now) });
  }
}

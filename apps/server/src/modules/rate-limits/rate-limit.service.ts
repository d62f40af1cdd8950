import type { Database } from '../../db/client';
import { currentTime } from '../../lib/clock';
import { TooManyRequestsError } from '../../lib/errors';
import { lockCounters, saveCounter } from './rate-limit.repo';
import {
  emptyCounter,
  expiryOf,
  hitsOf,
  secondsUntilRoom,
  slide,
  withHit,
  withoutHit,
  type RateRule,
} from '../../lib/sliding-window';

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
 * Locks the counters of `rules` (in key order), slides each to `now` and writes `change` of it:
 * however many requests and server processes race, each reads the counters as the one before it
 * left them. Answers each rule's counter before the change.
 */
async function withCounters(
  tx: Database,
  rules: readonly RateRule[],
  now: number,
  change: (counter: ReturnType<typeof slide>) => ReturnType<typeof slide>,
) {
  const windowOf = new Map(rules.map((rule) => [rule.key, rule.windowSeconds]));
  const locked = await lockCounters(
    tx,
    rules.map((rule) => rule.key),
    (key) => {
      const counter = emptyCounter(windowOf.get(key)!, now);
      return { ...counter, expiresAt: expiryOf(counter, windowOf.get(key)!) };
    },
  );
  const before = new Map<string, ReturnType<typeof slide>>();
  for (const rule of rules) {
    const stored = locked.get(rule.key) ?? emptyCounter(rule.windowSeconds, now);
    const slid = slide(stored, rule.windowSeconds, now);
    before.set(rule.key, slid);
    const changed = change(slid);
    await saveCounter(tx, { key: rule.key, ...changed }, expiryOf(changed, rule.windowSeconds));
  }
  return before;
}

/**
 * Counts one hit against every rule, then refuses with 429 when any rule is over its limit, with
 * Retry-After the seconds until every such rule has room again. The counters are locked and
 * counted in one transaction: however many requests and server processes race, no two can both
 * read "one left". A refused request takes its hits back (its transaction rolls back), so it never
 * uses up another rule's allowance. Called inside a caller's transaction, the hits count only if
 * that transaction commits: a booking refused with 409 is not counted.
 */
export async function consumeRateLimits(
  db: Database,
  rules: readonly RateRule[],
  message: string,
  nowMs = currentTime().getTime(),
): Promise<void> {
  const now = seconds(nowMs);
  const distinct = distinctRules(rules);
  if (distinct.length === 0) return;
  await db.transaction(async (tx) => {
    const before = await withCounters(tx, distinct, now, (counter) => withHit(counter));
    const over = distinct.filter((rule) => hitsOf(before.get(rule.key)!) + 1 > rule.limit);
    if (over.length > 0) {
      const retryAfter = Math.max(
        ...over.map((rule) =>
          secondsUntilRoom(before.get(rule.key)!, rule.windowSeconds, rule.limit, now),
        ),
      );
      throw new TooManyRequestsError(message, retryAfter);
    }
  });
}

/** Takes back one hit per rule, from its newest step: a request that turned out not to count. */
export async function refundRateLimits(
  db: Database,
  rules: readonly RateRule[],
  nowMs = currentTime().getTime(),
): Promise<void> {
  const distinct = distinctRules(rules);
  if (distinct.length === 0) return;
  await db.transaction(async (tx) => {
    await withCounters(tx, distinct, seconds(nowMs), (counter) => withoutHit(counter));
  });
}

import { inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import type { StepCounter } from '../../lib/sliding-window';

/** A rate rule's counter as rate-limits/rate-limit.service.ts reads and writes it. */
export interface StoredCounter extends StepCounter {
  key: string;
}

/**
 * The counters of `keys` (sorted), each row locked until the transaction ends: a missing one is
 * first added as `fresh` gives it. The rows are locked in key order (collation "C", as the keys
 * are sorted), so concurrent requests never wait on each other in a circle.
 */
export async function lockCounters(
  tx: Database,
  keys: readonly string[],
  fresh: (key: string) => StepCounter & { expiresAt: number },
): Promise<Map<string, StepCounter>> {
  await tx
    .insert(rateLimits)
    .values(
      keys.map((key) => {
        const counter = fresh(key);
        return {
          key,
          windowStart: counter.stepStart,
          expiresAt: counter.expiresAt,
          hits: 0,
          steps: counter.steps,
        };
      }),
    )
    .onConflictDoNothing({ target: rateLimits.key });
  const rows = await tx
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...keys]))
    .orderBy(sql`${rateLimits.key} COLLATE "C"`)
    .for('update');
  return new Map(
    rows.map((row) => [
      row.key,
      // A counter from before ADR 043 has its window's hits only.
      { stepStart: row.windowStart, steps: row.steps.length > 0 ? row.steps : [row.hits] },
    ]),
  );
}

/** Writes back a counter `lockCounters` locked. */
export async function saveCounter(
  tx: Database,
  counter: StoredCounter,
  expiresAt: number,
): Promise<void> {
  await tx
    .update(rateLimits)
    .set({
      windowStart: counter.stepStart,
      steps: counter.steps,
      hits: counter.steps.reduce((a, b) => a + b, 0),
      expiresAt,
    })
    .where(sql`${rateLimits.key} = ${counter.key}`);
}

/** Forgets counters whose every step has left the window. */
export async function deleteExpiredRateLimits(db: Database, nowMs: number): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, Math.floor(nowMs / 1000)));
}

import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** One window's counter of a rate rule, as lib/rate-limit.ts counts it. */
export interface WindowHit {
  key: string;
  windowStart: number;
  expiresAt: number;
}

/**
 * Counts one hit on each counter in one `INSERT … ON CONFLICT … RETURNING` (a counter of an
 * older window starts again at 1), answering each counter's hits after it: however many requests
 * and server processes race, no two can both read "one left".
 */
export async function countHits(
  tx: Database,
  hits: readonly WindowHit[],
): Promise<{ key: string; hits: number; expiresAt: number }[]> {
  return tx
    .insert(rateLimits)
    .values(hits.map((hit) => ({ ...hit, hits: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start
                       THEN ${rateLimits.hits} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
        expiresAt: sql`excluded.expires_at`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
}

/** Takes one hit back from a counter, if it is still in that window. */
export async function takeBackHit(db: Database, hit: Omit<WindowHit, 'expiresAt'>): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(
      and(
        eq(rateLimits.key, hit.key),
        eq(rateLimits.windowStart, hit.windowStart),
        gt(rateLimits.hits, 0),
      ),
    );
}

/** Forgets counters whose window has ended, so the table holds only the current windows. */
export async function deleteExpiredRateLimits(db: Database, nowMs = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, Math.floor(nowMs / 1000)));
}

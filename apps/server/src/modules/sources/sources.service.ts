import { classifySource, type RedirectionSource } from '@padel/contracts';
import type { Database } from '../../db/client';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { consumeRateLimits } from '../../lib/rate-limit';
import { findVisitBySession, insertVisit, listVisits } from './sources.repo';

/** The raw source of a visit: its utm_source, else the referrer's host, else "direct". */
function rawSource(visit: { utm_source?: string; referrer?: string }): string {
  if (visit.utm_source) return visit.utm_source;
  if (visit.referrer) {
    try {
      return new URL(visit.referrer).hostname || 'direct';
    } catch {
      return visit.referrer;
    }
  }
  return 'direct';
}

/**
 * Records the first page view of a browser session on the booking host (see
 * docs/sources.md#recording). Each recorded visit counts against the client's limit, so a script
 * cannot bury real visits (see docs/security.md#abuse-limits).
 */
export async function recordVisit(
  db: Database,
  visit: { utm_source?: string; referrer?: string; sessionId: string },
  ip: string,
) {
  const existing = await findVisitBySession(db, visit.sessionId);
  if (existing) return { recorded: false, source: existing.category };
  const source = rawSource(visit);
  const row = await db.transaction(async (tx) => {
    await consumeRateLimits(tx, abuseRules.visit(ip), LIMIT_MESSAGES.visit);
    return insertVisit(tx, {
      source,
      category: classifySource(source),
      sessionId: visit.sessionId,
    });
  });
  return { recorded: true, source: row.category };
}

export async function visitsBetween(
  db: Database,
  range: { from?: string; to?: string; timeZone: string },
): Promise<RedirectionSource[]> {
  const rows = await listVisits(db, range);
  return rows.map((row) => ({
    id: row.id,
    source: row.category,
    rawSource: row.source,
    createdAt: row.createdAt.toISOString(),
    bookings: row.bookings,
    revenue: row.revenue,
  }));
}

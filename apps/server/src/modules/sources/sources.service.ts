import {
  addDays,
  classifySource,
  SOURCE_CATEGORIES,
  type RedirectionSource,
  type SourcesSummary,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import { countVisitsByDay, findVisitBySession, insertVisit, listVisits } from './sources.repo';

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

/** One page of the visits in a period, newest first (see docs/sources.md#analytics). */
export async function visitsBetween(
  db: Database,
  query: { from?: string; to?: string; page: number; pageSize: number; timeZone: string },
): Promise<{ visits: RedirectionSource[]; total: number }> {
  const { rows, total } = await listVisits(db, {
    ...query,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const visits = rows.map((row) => ({
    id: row.id,
    source: row.category,
    rawSource: row.source,
    createdAt: row.createdAt.toISOString(),
    bookings: row.bookings,
    revenue: row.revenue,
  }));
  return { visits, total };
}

/**
 * A period added up (see docs/sources.md#analytics): the database counts per day and category,
 * here those few rows become the totals, every category and every day of the period.
 */
export async function summaryBetween(
  db: Database,
  range: { from: string; to: string; timeZone: string },
): Promise<SourcesSummary> {
  const rows = await countVisitsByDay(db, range);
  const zero = () => ({ visits: 0, bookings: 0, revenue: 0 });
  const totals = zero();
  const byCategory = new Map(SOURCE_CATEGORIES.map((category) => [category, zero()]));
  const perDay = new Map<string, { visits: number; bookings: number }>();
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    perDay.set(date, { visits: 0, bookings: 0 });
  }
  for (const row of rows) {
    for (const sum of [totals, byCategory.get(row.category)!]) {
      sum.visits += row.visits;
      sum.bookings += row.bookings;
      sum.revenue += row.revenue;
    }
    const day = perDay.get(row.date);
    if (day) {
      day.visits += row.visits;
      day.bookings += row.bookings;
    }
  }
  return {
    totals,
    byCategory: [...byCategory].map(([category, sum]) => ({ category, ...sum })),
    perDay: [...perDay].map(([date, day]) => ({ date, ...day })),
  };
}

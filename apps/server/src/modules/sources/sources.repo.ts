import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, redirectionSources } from '../../db/schema';

export function findVisitBySession(db: Database, sessionId: string) {
  return db
    .select()
    .from(redirectionSources)
    .where(eq(redirectionSources.sessionId, sessionId))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertVisit(db: Database, visit: typeof redirectionSources.$inferInsert) {
  const [row] = await db.insert(redirectionSources).values(visit).returning();
  return row!;
}

/** Visits in a venue-local date range, newest first, with the bookings each session made. */
export function listVisits(db: Database, range: { from?: string; to?: string; timeZone: string }) {
  const localDate = sql`(${redirectionSources.createdAt} AT TIME ZONE ${range.timeZone})::date`;
  const conditions: (SQL | undefined)[] = [
    range.from ? sql`${localDate} >= ${range.from}::date` : undefined,
    range.to ? sql`${localDate} <= ${range.to}::date` : undefined,
  ];
  return db
    .select({
      id: redirectionSources.id,
      category: redirectionSources.category,
      source: redirectionSources.source,
      createdAt: redirectionSources.createdAt,
      bookings: sql<number>`count(${bookings.id})::int`,
      // A sum of 32-bit amounts can pass 2^31: summed as bigint, read as a JS number (exact to
      // 2^53).
      revenue: sql<number>`coalesce(sum(${bookings.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(redirectionSources)
    .leftJoin(bookings, eq(bookings.redirectionSourceId, redirectionSources.id))
    .where(and(...conditions))
    .groupBy(redirectionSources.id)
    .orderBy(desc(redirectionSources.createdAt), desc(redirectionSources.id))
    .limit(5000);
}

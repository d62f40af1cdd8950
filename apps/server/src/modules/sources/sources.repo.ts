import { and, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
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

export interface VenueRange {
  from?: string;
  to?: string;
  timeZone: string;
}

/**
 * Visits from the venue's midnight starting `from` to the one ending `to`. The bounds are instants
 * worked out by the database (DST included), so the created_at index serves the range.
 */
function inRange(range: VenueRange): SQL | undefined {
  const midnight = (date: string) => sql`(${date}::date::timestamp AT TIME ZONE ${range.timeZone})`;
  return and(
    range.from ? gte(redirectionSources.createdAt, midnight(range.from)) : undefined,
    range.to
      ? lt(redirectionSources.createdAt, sql`${midnight(range.to)} + interval '1 day'`)
      : undefined,
  );
}

/**
 * The bookings credited to a visit: made in its session and not cancelled (a cancelled booking
 * brought no money; see docs/sources.md#analytics).
 */
const creditedBookings = and(
  eq(bookings.redirectionSourceId, redirectionSources.id),
  ne(bookings.status, 'Booking Cancelled'),
);

// A sum of 32-bit amounts can pass 2^31: summed as bigint, read as a JS number (exact to 2^53).
const revenue = sql<number>`coalesce(sum(${bookings.amount}), 0)::bigint`.mapWith(Number);

/** One page of the visits in a venue-local date range, newest first, with their bookings. */
export async function listVisits(
  db: Database,
  range: VenueRange & { limit: number; offset: number },
) {
  const where = inRange(range);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: redirectionSources.id,
        category: redirectionSources.category,
        source: redirectionSources.source,
        createdAt: redirectionSources.createdAt,
        bookings: count(bookings.id),
        revenue,
      })
      .from(redirectionSources)
      .leftJoin(bookings, creditedBookings)
      .where(where)
      .groupBy(redirectionSources.id)
      .orderBy(desc(redirectionSources.createdAt), desc(redirectionSources.id))
      .limit(range.limit)
      .offset(range.offset),
    db.select({ count: count() }).from(redirectionSources).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/**
 * Visits, credited bookings and revenue per venue day and category over a range: at most one row
 * per (day, category), however many visits there are.
 */
export function countVisitsByDay(db: Database, range: Required<VenueRange>) {
  const day = sql<string>`to_char(${redirectionSources.createdAt} AT TIME ZONE ${range.timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      category: redirectionSources.category,
      visits: sql<number>`count(distinct ${redirectionSources.id})::int`,
      bookings: count(bookings.id),
      revenue,
    })
    .from(redirectionSources)
    .leftJoin(bookings, creditedBookings)
    .where(inRange(range))
    .groupBy(sql`1`, redirectionSources.category);
}

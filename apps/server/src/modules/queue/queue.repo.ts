import type { QueueQuery } from '@padel/contracts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dateInRange, nameContains } from '../../db/filters';
import { queueBookings } from '../../db/schema';

export type QueueRow = typeof queueBookings.$inferSelect;

export async function insertQueueEntry(
  db: Database,
  entry: { selectedDate: string; customerName: string; email: string },
) {
  const [row] = await db.insert(queueBookings).values(entry).returning();
  return row!;
}

/**
 * The entries a filter holds, newest first; with `after` and `limit`, the batch after the entry
 * `after` (see docs/bookings.md#queue).
 */
export function listQueueEntries(
  db: Database,
  filter: QueueQuery,
  page: { after?: number; limit?: number } = {},
) {
  const query = db
    .select()
    .from(queueBookings)
    .where(
      and(
        dateInRange(queueBookings.selectedDate, filter),
        filter.search ? nameContains(queueBookings.customerName, filter.search) : undefined,
        page.after === undefined ? undefined : lt(queueBookings.id, page.after),
      ),
    )
    .orderBy(desc(queueBookings.id))
    .$dynamic();
  return page.limit === undefined ? query : query.limit(page.limit);
}

/**
 * Marks the day's queue entries not yet told of a free table as told, answering their addresses:
 * each entry hears once (see docs/bookings.md#queue).
 */
export async function markQueueNotified(db: Database, date: string): Promise<string[]> {
  const rows = await db
    .update(queueBookings)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(queueBookings.selectedDate, date), isNull(queueBookings.notifiedAt)))
    .returning({ email: queueBookings.email });
  return rows.map((row) => row.email);
}

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queueBookings } from '../../db/schema';

export async function insertQueueEntry(
  db: Database,
  entry: { selectedDate: string; customerName: string; email: string },
) {
  const [row] = await db.insert(queueBookings).values(entry).returning();
  return row!;
}

export function listQueueEntries(db: Database) {
  return db.select().from(queueBookings).orderBy(desc(queueBookings.id));
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

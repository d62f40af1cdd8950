import { desc } from 'drizzle-orm';
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

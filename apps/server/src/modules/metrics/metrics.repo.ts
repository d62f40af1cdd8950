import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

/** The outbox's state, one query per scrape however many gauges read it. */
export interface BacklogRow {
  channel: string;
  status: string;
  count: number;
  retrying: number;
  oldestSeconds: number | null;
}

export function readBacklog(db: Database): Promise<BacklogRow[]> {
  return db
    .select({
      channel: notifications.channel,
      status: notifications.status,
      count: sql<number>`count(*)::int`,
      retrying: sql<number>`(count(*) filter (where ${notifications.attempts} > 0))::int`,
      oldestSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${notifications.createdAt}))::float8`,
    })
    .from(notifications)
    .where(inArray(notifications.status, ['pending', 'failed']))
    .groupBy(notifications.channel, notifications.status);
}

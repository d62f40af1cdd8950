import type { Database } from '../../db/client';
import { tablesSetting } from '../../db/schema';
import { currentTime } from '../../lib/clock';

export function readTablesSetting(db: Database) {
  return db
    .select({ id: tablesSetting.id, totalTables: tablesSetting.totalTables })
    .from(tablesSetting);
}

export async function writeTotalTables(db: Database, totalTables: number) {
  const [row] = await db
    .insert(tablesSetting)
    .values({ id: 1, totalTables })
    .onConflictDoUpdate({
      target: tablesSetting.id,
      set: { totalTables, updatedAt: currentTime() },
    })
    .returning({ id: tablesSetting.id, totalTables: tablesSetting.totalTables });
  return row!;
}

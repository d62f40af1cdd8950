import { TABLES_MESSAGES, type TablesRecord } from '@padel/contracts';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/audit.repo';
import { readTablesSetting, writeTotalTables } from './tables.repo';

export function listTables(db: Database): Promise<TablesRecord[]> {
  return readTablesSetting(db);
}

export async function setTotalTables(db: Database, adminId: number, totalTables: number) {
  await db.transaction(async (tx) => {
    const [before] = await readTablesSetting(tx);
    const after = await writeTotalTables(tx, totalTables);
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'set-total-tables',
      entity: 'tables',
      entityId: after.id,
      before: before ?? null,
      after,
    });
  });
  return { message: TABLES_MESSAGES.saved };
}

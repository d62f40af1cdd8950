import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actor: { type: 'admin' | 'customer' | 'system'; id?: number | null };
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** The newest audit row of an entity among the given actions. */
export function latestAudit(db: Database, entity: string, entityId: number, actions: string[]) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(entityId)),
        inArray(auditLog.action, actions),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorType: entry.actor.type,
    actorId: entry.actor.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

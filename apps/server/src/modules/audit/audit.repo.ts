import type { AuditActorType } from '@padel/contracts';
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditEntry {
  actor: { type: AuditActorType; id?: number | null };
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

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actorType?: AuditActorType;
  action?: string;
  /** Instants, from inclusive, until exclusive. */
  since?: Date;
  until?: Date;
  limit: number;
  offset: number;
}

/** A page of the log, newest first, with the acting admin's name, and how many match in all. */
export async function listAuditEntries(db: Database, filter: AuditFilter) {
  const where = and(
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.actorType === undefined ? undefined : eq(auditLog.actorType, filter.actorType),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.since === undefined ? undefined : gte(auditLog.createdAt, filter.since),
    filter.until === undefined ? undefined : lt(auditLog.createdAt, filter.until),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, firstName: users.firstName, lastName: users.lastName })
      .from(auditLog)
      .leftJoin(users, and(eq(auditLog.actorType, 'admin'), eq(users.id, auditLog.actorId)))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ count: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

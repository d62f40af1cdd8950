import { addDays, venueInstant, type AuditEntry, type auditQuerySchema } from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { listAuditEntries } from './audit.repo';

/**
 * One page of the audit log (see docs/operations.md#audit-log), newest first: `from` and `to`
 * are venue dates, both inclusive.
 */
export async function auditLog(
  db: Database,
  query: z.output<typeof auditQuerySchema>,
  timeZone: string,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { from, to, page, pageSize, ...filter } = query;
  const { rows, total } = await listAuditEntries(db, {
    ...filter,
    since: from === undefined ? undefined : venueInstant(from, 0, timeZone),
    until: to === undefined ? undefined : venueInstant(addDays(to, 1), 0, timeZone),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const entries = rows.map(({ entry, firstName, lastName }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: {
      type: entry.actorType,
      id: entry.actorId,
      name: firstName === null ? null : `${firstName} ${lastName}`.trim(),
    },
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
  }));
  return { entries, total };
}

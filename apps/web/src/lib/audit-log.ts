import {
  AUDIT_ACTOR_LABELS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  AUDIT_PAGE_SIZE,
  auditChangeLines,
  auditListSchema,
  isOneOf,
  type AuditEntry,
  type AuditQuery,
} from '@padel/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPage } from './api-client';

/**
 * GET /api/audit-log (see docs/operations.md#audit-log): one page, newest first; the audit screen
 * and a booking's history read it.
 */
export async function getAuditLog(query: AuditQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ pageSize: AUDIT_PAGE_SIZE, ...query })) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const { items, total } = await apiPage(`/audit-log?${params.toString()}`, {
    schema: auditListSchema,
    signal,
  });
  return { entries: items, total, pageSize: Number(params.get('pageSize')) };
}

export const auditLogKey = ['audit-log'] as const;

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...auditLogKey, query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

/** "Staff (Ayesha Khan)", "Customer", "System". */
export function actorText(entry: AuditEntry): string {
  const label = AUDIT_ACTOR_LABELS[entry.actor.type];
  return entry.actor.name ? `${label} (${entry.actor.name})` : label;
}

/** "Booking #12", "Settings". */
export function recordText(entry: AuditEntry): string {
  const label = isOneOf(AUDIT_ENTITIES, entry.entity)
    ? AUDIT_ENTITY_LABELS[entry.entity]
    : entry.entity;
  return entry.entityId && entry.entity !== 'settings' ? `${label} #${entry.entityId}` : label;
}

/** What changed, one line per field (`auditChangeLines`), as one line of text. */
export const changeText = (entry: AuditEntry): string =>
  auditChangeLines(entry.before, entry.after).join('; ');

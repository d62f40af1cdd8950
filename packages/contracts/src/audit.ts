import { z } from 'zod';
import { exportRangeShape, rangeInOrder } from './export-range';
import { pageQueryShape } from './input';

/**
 * The audit log as admins read it (see docs/operations.md#audit-log): who changed what and when,
 * with what it was before and after. Written by the server with every change.
 */
export const AUDIT_ACTOR_TYPES = ['admin', 'customer', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

export const AUDIT_ACTOR_LABELS: Record<AuditActorType, string> = {
  admin: 'Staff',
  customer: 'Customer',
  system: 'System',
};

/** What the log records changes of, and how the screen names them. */
export const AUDIT_ENTITIES = [
  'booking',
  'order',
  'product',
  'user',
  'settings',
  'closure',
  'tables',
  'queue',
  'contact',
  'customer',
  'series',
  'approval',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  booking: 'Booking',
  order: 'Order',
  product: 'Product',
  user: 'Admin user',
  settings: 'Settings',
  closure: 'Closure',
  tables: 'Tables',
  queue: 'Queue',
  contact: 'Blocked contact',
  customer: 'Customer',
  series: 'Booking series',
  approval: 'Request to the owner',
};

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

export const auditQuerySchema = rangeInOrder(
  z.object({
    entity: z.enum(AUDIT_ENTITIES, { error: 'Unknown kind of record.' }).optional(),
    entityId: z.string().trim().min(1).max(40, 'The record id is too long.').optional(),
    actorType: z
      .enum(AUDIT_ACTOR_TYPES, { error: 'Who must be admin, customer or system.' })
      .optional(),
    action: z.string().trim().min(1).max(40, 'The action is too long.').optional(),
    /** Venue dates, inclusive. */
    ...exportRangeShape,
    ...pageQueryShape(AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE_MAX),
  }),
);
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({
    type: z.enum(AUDIT_ACTOR_TYPES),
    id: z.number().int().nullable(),
    /** The admin's name, when an admin acted and still exists. */
    name: z.string().nullable(),
  }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema);

import { AUDIT_ACTOR_TYPES } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Who changed what and when (see docs/bookings.md#statuses). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorType: text('actor_type', { enum: AUDIT_ACTOR_TYPES }).notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_at_idx').on(t.createdAt),
    check('audit_log_actor_type_check', sql`actor_type IN ('admin', 'customer', 'system')`),
  ],
);

/**
 * Sliding-window counters shared by every server process (the abuse limits of
 * docs/security.md#abuse-limits, counted in steps as lib/sliding-window.ts says; ADR 043).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** Seconds since the epoch at which the counter's newest step began. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    /** Seconds since the epoch at which the newest step leaves the window: later, the row can go. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull().default(0),
    /** Hits in the window: the sum of `steps`. */
    hits: integer('hits').notNull(),
    /** Hits of each step of the window, oldest first; the last is the newest step's. */
    steps: integer('steps')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

import { OWNER_APPROVAL_KINDS, OWNER_APPROVAL_STATUSES } from '@padel/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  check,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

/**
 * Staff's requests for what only the owner may do (docs/prices.md#owner-prices, ADR 048): a price
 * below the venue's prices, the member tag. `request` is the refused call's body, done as the
 * owner when approved; `status` leaves `pending` once, in the transaction that does it.
 */
export const ownerApprovals = pgTable(
  'owner_approvals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: OWNER_APPROVAL_KINDS }).notNull(),
    status: text('status', { enum: OWNER_APPROVAL_STATUSES }).notNull().default('pending'),
    request: jsonb('request').notNull(),
    summary: text('summary').notNull(),
    /** For whom; null for the drawer's own money (a pay-in or a pay-out). */
    customerName: text('customer_name'),
    phone: text('phone'),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    outcome: text('outcome'),
  },
  (t) => [
    check('owner_approvals_kind_check', oneOf('kind', OWNER_APPROVAL_KINDS)),
    check('owner_approvals_status_check', oneOf('status', OWNER_APPROVAL_STATUSES)),
    index('owner_approvals_status_idx').on(t.status, t.createdAt),
  ],
);

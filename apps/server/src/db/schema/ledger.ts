import { MOVEMENT_ACTOR_TYPES, MOVEMENT_KINDS, MOVEMENT_METHODS } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';

/**
 * The till's ledger (docs/till.md#ledger): every rupee taken or given back, written once in the
 * transaction of the change that moved it and never changed afterwards (a trigger refuses UPDATE
 * and DELETE; a correction is a new row that `reverses` the old). Booking, order and series ids
 * are plain numbers, not foreign keys: a deleted booking's money stays on record.
 */
export const moneyMovements = pgTable(
  'money_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** When the money moved, on the app's clock. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The business day it counts on (docs/till.md#business-day): the next open one once closed. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    bookingId: integer('booking_id'),
    orderId: integer('order_id'),
    seriesId: integer('series_id'),
    kind: text('kind', { enum: MOVEMENT_KINDS }).notNull(),
    method: text('method', { enum: MOVEMENT_METHODS }).notNull(),
    /** Signed whole PKR: money in is positive, money given back negative. */
    amount: integer('amount').notNull(),
    /** The provider's payment or refund id, or a transfer slip's reference. */
    reference: text('reference'),
    /** Why staff put money in or took it out of the drawer. */
    note: text('note'),
    actorType: text('actor_type', { enum: MOVEMENT_ACTOR_TYPES }).notNull(),
    actorId: integer('actor_id'),
    /**
     * Who recorded it as they were named when it was written: the row keeps it when their account
     * is renamed or deleted ("Recorded by Sana Desk", never "Staff #2"). Null for the system.
     */
    actorName: text('actor_name'),
    /** The row this one undoes; each row is undone at most once. */
    reversesId: bigint('reverses_id', { mode: 'number' })
      .unique()
      .references((): AnyPgColumn => moneyMovements.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('money_movements_day_idx').on(t.businessDay),
    index('money_movements_booking_idx')
      .on(t.bookingId)
      .where(sql`booking_id IS NOT NULL`),
    index('money_movements_order_idx')
      .on(t.orderId)
      .where(sql`order_id IS NOT NULL`),
    check('money_movements_kind_check', oneOf('kind', MOVEMENT_KINDS)),
    check('money_movements_method_check', oneOf('method', MOVEMENT_METHODS)),
    check('money_movements_actor_type_check', oneOf('actor_type', MOVEMENT_ACTOR_TYPES)),
    // Money given back is negative, money taken positive; a reversal carries the other sign.
    check(
      'money_movements_sign_check',
      sql`amount <> 0 AND (reverses_id IS NOT NULL OR (CASE WHEN kind IN ('refund', 'pay-out') THEN amount < 0 ELSE amount > 0 END))`,
    ),
  ],
);

/**
 * A closed business day (docs/till.md#business-day): the drawer as counted, the difference and its
 * note, and the report as it stood, which never changes afterwards. One row per day: two staff
 * closing at once give one close.
 */
export const dayCloses = pgTable('day_closes', {
  businessDay: date('business_day', { mode: 'string' }).primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  closedBy: integer('closed_by').notNull(),
  /** The drawer's count by note and coin, as staff entered it. */
  counts: jsonb('counts').notNull(),
  /** Whole PKR; bigint, as a day's many large movements may sum past an integer's range. */
  countedCash: bigint('counted_cash', { mode: 'number' }).notNull(),
  expectedCash: bigint('expected_cash', { mode: 'number' }).notNull(),
  note: text('note'),
  /** The day's report at the close, as it was shown and sent. */
  report: jsonb('report').notNull(),
});

/**
 * Every count of the drawer staff sent to close a business day (docs/till.md#day-close), the one
 * that closed it and each before it, with who and when: a count that does not close the day is
 * kept too, so recounting until it matches shows on the closed report. Never changed (a trigger).
 */
export const drawerCounts = pgTable(
  'drawer_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    countedBy: integer('counted_by').notNull(),
    /** Who counted, as they were named then (as the ledger's `actor_name`). */
    countedByName: text('counted_by_name').notNull(),
    /** The count by note and coin, as staff entered it. */
    counts: jsonb('counts').notNull(),
    countedCash: bigint('counted_cash', { mode: 'number' }).notNull(),
  },
  (t) => [index('drawer_counts_day_idx').on(t.businessDay)],
);

import { COURTS, type VenueSettings } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * The venue's settings (see docs/venue-settings.md): one row, id 1. `settings` null means a fresh
 * install's defaults (DEFAULT_VENUE_SETTINGS), so the defaults are written once, in the contracts.
 * Bookings read this row under a share lock; closures and changes take it exclusively.
 */
export const venueSettings = pgTable(
  'venue_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<VenueSettings>(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('venue_settings_single_row_check', sql`${t.id} = 1`)],
);

/** Courts closed for dates (inclusive) and optionally hours (see docs/venue-settings.md#closures). */
export const closures = pgTable(
  'closures',
  {
    id: serial('id').primaryKey(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    courts: text('courts', { enum: COURTS }).array().notNull(),
    /** Null for the whole day; otherwise slots starting from `from_hour` up to before `to_hour`. */
    fromHour: smallint('from_hour'),
    toHour: smallint('to_hour'),
    reason: text('reason').notNull(),
    cancelledBookings: integer('cancelled_bookings').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('closures_to_date_idx').on(t.toDate),
    check('closures_dates_check', sql`${t.fromDate} <= ${t.toDate}`),
    check(
      'closures_hours_check',
      sql`(${t.fromHour} IS NULL AND ${t.toHour} IS NULL) OR (${t.fromHour} >= 0 AND ${t.fromHour} < ${t.toHour} AND ${t.toHour} <= 24)`,
    ),
    check('closures_courts_check', sql`cardinality(${t.courts}) >= 1`),
  ],
);

export type ClosureRow = typeof closures.$inferSelect;

import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { bytea } from './columns';

/**
 * A customer's receipt of the transfer that pays a booking's advance (docs/payments.md#transfers):
 * one per booking, the latest upload, re-encoded so no metadata or script survives. Kept in the
 * database, so its backups carry it; never public.
 */
export const transferReceipts = pgTable('transfer_receipts', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
});

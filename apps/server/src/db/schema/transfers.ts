import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { bytea } from './columns';
import { orders } from './orders';

/**
 * A customer's receipt of the transfer that pays a booking's advance or a café order
 * (docs/payments.md#transfers): one per booking or order, the latest upload, re-encoded so no
 * metadata or script survives. Kept in the database, so its backups carry it; never public.
 */
export const transferReceipts = pgTable(
  'transfer_receipts',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
  },
  () => [check('transfer_receipts_owner_check', sql`num_nonnulls(booking_id, order_id) = 1`)],
);

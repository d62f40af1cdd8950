import { CUSTOMER_TAGS } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * What staff add to a customer (docs/customers.md): a customer is their normalised phone number
 * (03XXXXXXXXX), found in bookings and orders; this row exists only once staff write notes or tags.
 * Blocking lives in `blocked_contacts`, not here.
 */
export const customers = pgTable(
  'customers',
  {
    phone: text('phone').primaryKey(),
    staffNotes: text('staff_notes'),
    tags: text('tags', { enum: CUSTOMER_TAGS }).array().notNull().default([]),
    updatedAt: updatedAt(),
  },
  () => [
    check(
      'customers_tags_check',
      sql.raw(`tags <@ ARRAY[${CUSTOMER_TAGS.map((tag) => `'${tag}'`).join(', ')}]::text[]`),
    ),
  ],
);

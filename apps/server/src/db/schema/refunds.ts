import { MOVEMENT_METHODS, MOVEMENT_AMOUNT_MAX, REFUND_STATUSES } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { moneyMovements } from './ledger';

/**
 * Money owed back (docs/payments.md#refunds): one row per method a cancelled booking,
 * series date or order took money by, due until it is made, then tied to the ledger's refund row
 * that made it. Owners are plain numbers like the ledger's: a deleted booking's refund stays.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id'),
    orderId: integer('order_id'),
    seriesId: integer('series_id'),
    /** The way the money came, and so the way it goes back. */
    method: text('method', { enum: MOVEMENT_METHODS }).notNull(),
    /** Whole PKR owed back: never more than the owner took by `method` (ledger/refunds-due.repo.ts). */
    amount: integer('amount').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('due'),
    /** When the change that made it due was made. */
    dueSince: timestamp('due_since', { withTimezone: true }).notNull(),
    /** Why the owner gave back another amount than the policy's; null when it is the policy's. */
    reason: text('reason'),
    /** A card payment online: the provider's payment to refund, or the checkout it came through. */
    paymentReference: text('payment_reference'),
    checkoutId: text('checkout_id'),
    /** Once made: when, the provider's or staff's reference, and the ledger row that made it. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    reference: text('reference'),
    movementId: bigint('movement_id', { mode: 'number' })
      .unique()
      .references(() => moneyMovements.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_due_idx')
      .on(t.dueSince)
      .where(sql`status = 'due'`),
    index('refunds_booking_idx')
      .on(t.bookingId)
      .where(sql`booking_id IS NOT NULL`),
    index('refunds_order_idx')
      .on(t.orderId)
      .where(sql`order_id IS NOT NULL`),
    check('refunds_owner_check', sql`num_nonnulls(booking_id, order_id) = 1`),
    check('refunds_amount_check', sql.raw(`amount > 0 AND amount <= ${MOVEMENT_AMOUNT_MAX}`)),
    check('refunds_method_check', oneOf('method', MOVEMENT_METHODS)),
    check('refunds_status_check', oneOf('status', REFUND_STATUSES)),
    check('refunds_made_check', sql`(status = 'due') = (refunded_at IS NULL)`),
  ],
);

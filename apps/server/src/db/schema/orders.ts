import {
  DELIVERY_TYPES,
  ORDER_PAYMENT_METHODS,
  ORDER_PAYMENT_STATUSES,
  ORDER_PAID_METHODS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  TRANSFER_METHODS,
} from '@padel/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { nationalPhone } from '../filters';
import { createdAt, DIRECT_GIN, oneOf } from './columns';
import { products } from './menu';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerName: text('customer_name').notNull(),
    /** The customer's phone; a counter order has none (docs/till.md#counter-orders). */
    customerNumber: text('customer_number'),
    customerEmail: text('customer_email'),
    customerAddress: text('customer_address'),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    paymentMethod: text('payment_method', { enum: ORDER_PAYMENT_METHODS }).notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    totalPrice: integer('total_price').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Pending'),
    /** The shop's order, or one staff took at the counter (docs/till.md#counter-orders). */
    source: text('source', { enum: ORDER_SOURCES }).notNull().default('online'),
    /** When it was handed over: collected at the counter or a table, or delivered. */
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    /** A counter order's table (its name, if any, is `customer_name`), and staff's notes. */
    tableNumber: integer('table_number'),
    notes: text('notes'),
    /** How the money came in, once paid (docs/cafe.md#paid-and-collected). */
    paidMethod: text('paid_method', { enum: ORDER_PAID_METHODS }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Cash orders are paid on delivery or pickup; a card order when its checkout completes. */
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES })
      .notNull()
      .default('unpaid'),
    /**
     * The provider's checkout for a card order (see docs/payments.md#card-payments), and what it
     * asked (PKR; docs/payments.md#amount-asked).
     */
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutAmount: integer('checkout_amount'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the provider says was paid, and its reference for the payment (for a refund). */
    paidAmount: integer('paid_amount'),
    paymentReference: text('payment_reference'),
    /** Staff's reason when they cancel it (see docs/cafe.md#cancelling-an-order). */
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * An order paid by transfer (docs/payments.md#transfers): the key to its customer's own page,
     * the method, until when staff may accept it (`TRANSFER_HOLD_MINUTES`; null once it no longer
     * waits) and when the customer last uploaded the receipt (`transfer_receipts`).
     */
    accessToken: text('access_token').unique(),
    transferMethod: text('transfer_method', { enum: TRANSFER_METHODS }),
    transferBy: timestamp('transfer_by', { withTimezone: true }),
    transferReceiptAt: timestamp('transfer_receipt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt),
    // Customer searches (docs/quality.md#b9-search), as on bookings.
    index('orders_customer_name_trgm_idx')
      .using('gin', sql`lower(${t.customerName}) gin_trgm_ops`)
      .with(DIRECT_GIN),
    index('orders_customer_email_trgm_idx')
      .using('gin', sql`lower(${t.customerEmail}) gin_trgm_ops`)
      .with(DIRECT_GIN),
    index('orders_phone_trgm_idx')
      .using('gin', sql`${nationalPhone(t.customerNumber)} gin_trgm_ops`)
      .with(DIRECT_GIN),
    index('orders_phone_national_idx').on(nationalPhone(t.customerNumber)),
    check('orders_payment_status_check', oneOf('payment_status', ORDER_PAYMENT_STATUSES)),
    check('orders_delivery_type_check', oneOf('delivery_type', DELIVERY_TYPES)),
    check('orders_payment_method_check', oneOf('payment_method', ORDER_PAYMENT_METHODS)),
    check('orders_status_check', oneOf('status', ORDER_STATUSES)),
    check('orders_source_check', oneOf('source', ORDER_SOURCES)),
    check(
      'orders_paid_method_check',
      sql`paid_method IS NULL OR ${oneOf('paid_method', ORDER_PAID_METHODS)}`,
    ),
    // An online order has its customer's phone and name; a counter one a table or a name.
    check(
      'orders_who_check',
      sql`CASE WHEN source = 'online' THEN customer_number IS NOT NULL AND length(trim(customer_name)) > 0 ELSE table_number IS NOT NULL OR length(trim(customer_name)) > 0 END`,
    ),
    check('orders_table_number_check', sql`table_number IS NULL OR table_number >= 1`),
    check(
      'orders_cancel_reason_check',
      sql`status <> 'Cancelled' OR (cancel_reason IS NOT NULL AND length(trim(cancel_reason)) > 0)`,
    ),
    index('orders_awaiting_payment_idx')
      .on(t.createdAt)
      .where(sql`status = 'Awaiting payment'`),
    check(
      'orders_transfer_method_check',
      sql`transfer_method IS NULL OR ${oneOf('transfer_method', TRANSFER_METHODS)}`,
    ),
    // Staff's transfers to check and their lapse job read them, oldest first.
    index('orders_transfer_by_idx')
      .on(t.transferBy)
      .where(sql`transfer_by IS NOT NULL`),
    check(
      'orders_address_check',
      sql`delivery_type = 'pickup' OR (customer_address IS NOT NULL AND length(trim(customer_address)) > 0)`,
    ),
    check(
      'orders_totals_check',
      sql`subtotal >= 0 AND delivery_fee >= 0 AND total_price = subtotal + delivery_fee`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productCategory: text('product_category').notNull(),
    productImage: text('product_image'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`quantity >= 1`),
    check('order_items_price_check', sql`unit_price >= 0`),
  ],
);

import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  COURTS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  REMAINING_PAYMENT_TYPES,
  SERIES_PAYMENTS,
  SERIES_STATUSES,
  TRANSFER_METHODS,
  type PriceLine,
  type SeriesConflict,
} from '@padel/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nationalPhone } from '../filters';
import { createdAt, DIRECT_GIN, oneOf, updatedAt } from './columns';
import { redirectionSources } from './sources';
import { users } from './users';

/**
 * A regular's weekly game (see docs/bookings.md#series): the same court, hours and weekday every
 * `every_weeks` weeks from `start_date` to `end_date`. Each date is a normal booking whose
 * `series_id` names the series.
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: serial('id').primaryKey(),
    court: text('court', { enum: COURTS }).notNull(),
    /** Start hours (0-23) of the consecutive slots of every date. */
    slotHours: smallint('slot_hours').array().notNull(),
    /** 0 Sunday ... 6 Saturday: the weekday of `start_date`. */
    weekday: smallint('weekday').notNull(),
    everyWeeks: smallint('every_weeks').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The last date of the series (the last one asked for, booked or skipped). */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull().default(''),
    numberOfGuests: integer('number_of_guests').notNull(),
    customerInstruction: text('customer_instruction'),
    /** PKR per date; null: each date is priced by the venue's prices. */
    fixedPrice: integer('fixed_price'),
    payment: text('payment', { enum: SERIES_PAYMENTS }).notNull(),
    upFrontPayment: text('up_front_payment', { enum: REMAINING_PAYMENT_TYPES }),
    status: text('status', { enum: SERIES_STATUSES }).notNull().default('active'),
    /**
     * The dates that could not be booked when the series was made, with why, the message the
     * preview showed, and a closure's own reason when one kept the date: `{ date, reason,
     * message, closureReason? }` (rows from before it have no closureReason).
     */
    skipped: jsonb('skipped')
      .$type<
        {
          date: string;
          reason: SeriesConflict;
          message: string | null;
          closureReason?: string;
        }[]
      >()
      .notNull()
      .default([]),
    /** Until when the slot after `end_date` is kept for the customer (first refusal). */
    renewBy: date('renew_by', { mode: 'string' }),
    /** When the renewal message went out (once per series end). */
    renewalSentAt: timestamp('renewal_sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The active series near their end (renewal, first refusal, the dashboard).
    index('booking_series_status_end_idx').on(t.status, t.endDate),
    check('booking_series_court_check', oneOf('court', COURTS)),
    check('booking_series_payment_check', oneOf('payment', SERIES_PAYMENTS)),
    check('booking_series_status_check', oneOf('status', SERIES_STATUSES)),
    check(
      'booking_series_up_front_payment_check',
      sql`up_front_payment IS NULL OR ${oneOf('up_front_payment', REMAINING_PAYMENT_TYPES)}`,
    ),
    check('booking_series_weekday_check', sql`weekday BETWEEN 0 AND 6`),
    check('booking_series_every_weeks_check', sql`every_weeks BETWEEN 1 AND 4`),
    check('booking_series_slots_check', sql`cardinality(slot_hours) BETWEEN 1 AND 24`),
    check('booking_series_dates_check', sql`end_date >= start_date`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    bookingType: text('booking_type', { enum: BOOKING_TYPES }).notNull(),
    selectedDate: date('selected_date', { mode: 'string' }).notNull(),
    /** Start hours (0-23) of the chosen slots; labels are derived from them. */
    slotHours: smallint('slot_hours').array().notNull(),
    selectedCourt: text('selected_court', { enum: COURTS }),
    numberOfGuests: integer('number_of_guests').notNull().default(1),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('Pending'),
    cancelReason: text('cancel_reason'),
    /** True once the booking no longer holds its slots (cancelled). */
    disabled: boolean('disabled').notNull().default(false),
    customerInstruction: text('customer_instruction'),
    unitAmount: integer('unit_amount'),
    amount: integer('amount').notNull().default(0),
    /**
     * The price breakdown made at booking time: one line per unit price (see
     * docs/prices.md#price-lines).
     */
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull().default([]),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull().default('PayLater'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('UnPaid'),
    remainingPaymentType: text('remaining_payment_type', { enum: REMAINING_PAYMENT_TYPES }),
    bookingSource: text('booking_source', { enum: BOOKING_SOURCES }).notNull().default('online'),
    feedback: text('feedback'),
    /**
     * Staff's private notes (see docs/bookings.md#customer-page): never in a customer answer, never
     * the feedback.
     */
    staffNotes: text('staff_notes'),
    /**
     * Whole PKR the customer owes as a fee, recorded with a no-show or a late cancellation (see
     * docs/bookings.md#fees): owed, never counted as paid.
     */
    feeOwed: integer('fee_owed').notNull().default(0),
    /** What of the fee staff took at the desk; its rows are in the ledger (docs/till.md#ledger). */
    feePaid: integer('fee_paid').notNull().default(0),
    /** Cancelled by staff as a late cancellation (docs/bookings.md#late-cancellation). */
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /**
     * Unguessable token for the customer's own booking page (see docs/bookings.md#customer-page).
     */
    accessToken: text('access_token').notNull().unique(),
    invoiceNumber: text('invoice_number').unique(),
    sessionId: text('session_id'),
    redirectionSourceId: integer('redirection_source_id').references(() => redirectionSources.id, {
      onDelete: 'set null',
    }),
    reminderSent: boolean('reminder_sent').notNull().default(false),
    /**
     * The card advance (see docs/payments.md#card-payments): the provider's checkout, its page
     * while it is open, what it asked (PKR; the provider's payment counts only for that,
     * docs/payments.md#amount-asked), and once paid the amount (PKR), when, and the provider's
     * reference.
     */
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    checkoutAmount: integer('checkout_amount'),
    cardPaymentAmount: integer('card_payment_amount'),
    cardPaidAt: timestamp('card_paid_at', { withTimezone: true }),
    cardPaymentReference: text('card_payment_reference'),
    /**
     * An online booking awaiting its customer's code (docs/security.md#calendar-fill):
     * until when it holds its slots, the code's hash and the wrong codes sent. Null once
     * confirmed, or when no code was needed.
     */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmCodeHash: text('confirm_code_hash'),
    /**
     * The hash of the code WhatsApp carried, a different one from the e-mail's: entering it proves
     * the phone (docs/decisions/044-hold-budget.md). Null when no code waits.
     */
    confirmPhoneCodeHash: text('confirm_phone_code_hash'),
    confirmTries: smallint('confirm_tries').notNull().default(0),
    /**
     * The booking's phone is proven over WhatsApp: confirmed with the WhatsApp code, or made by
     * contacts proven so. Such a booking is outside the day's budget of unverified holds
     * (docs/security.md#calendar-fill).
     */
    phoneProven: boolean('phone_proven').notNull().default(false),
    /**
     * Made by a customer the venue knows: its phone and e-mail together are those of a booking
     * that arrived or was paid. Such a booking is outside the day's budget of unverified holds
     * (docs/security.md#calendar-fill, ADR 067).
     */
    knownCustomer: boolean('known_customer').notNull().default(false),
    /**
     * An online padel booking in the day's budget of unverified holds, where a message channel or
     * card payments are set up: until when it holds its slots unless it is paid, confirmed by
     * staff or proven over WhatsApp (`UNSECURED_HOLD_MINUTES`, docs/security.md#calendar-fill).
     * The lapse job cancels it then, or clears this once the booking left the budget.
     */
    secureBy: timestamp('secure_by', { withTimezone: true }),
    /**
     * An online padel booking whose advance comes by transfer (docs/payments.md#transfers): the
     * method the customer chose, kept once staff accepted or rejected it.
     */
    transferMethod: text('transfer_method', { enum: TRANSFER_METHODS }),
    /**
     * While the transfer is to check: until when it holds its slots (`TRANSFER_HOLD_MINUTES`);
     * cleared once staff accept it, the lapse job cancels it then.
     */
    transferBy: timestamp('transfer_by', { withTimezone: true }),
    /** When the customer last uploaded the transfer's receipt (`transfer_receipts`); null: none. */
    transferReceiptAt: timestamp('transfer_receipt_at', { withTimezone: true }),
    /** Where an online booking came from: the client address and its /24 or /64 network. */
    clientAddress: text('client_address'),
    clientNetwork: text('client_network'),
    /**
     * Every network of the client address, narrowest first (an IPv4 /24 and /16; an IPv6 /64, /56
     * and /48): what the nested quotas count and staff's bulk cancel selects by (ADR 043).
     */
    clientNetworks: text('client_networks').array(),
    /** The series this booking is one date of (see docs/bookings.md#series). */
    seriesId: integer('series_id').references(() => bookingSeries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_selected_date_idx').on(t.selectedDate),
    // The holds still waiting for a code: the quota per network and the expiry job read them.
    index('bookings_unconfirmed_idx')
      .on(t.clientNetwork, t.confirmBy)
      .where(sql`confirm_by IS NOT NULL`),
    // The unsecured holds' lapse job reads them, oldest first.
    index('bookings_unsecured_idx')
      .on(t.secureBy)
      .where(sql`secure_by IS NOT NULL`),
    // Staff's transfers to check and their lapse job read them, oldest first.
    index('bookings_transfer_by_idx')
      .on(t.transferBy)
      .where(sql`transfer_by IS NOT NULL`),
    // The nested quotas count a network's holds, and bulk cancel finds its bookings, by any level.
    index('bookings_client_networks_idx').using('gin', t.clientNetworks),
    // Searches by a part of a name, an e-mail or a phone (docs/quality.md#b9-search): trigram
    // indexes on what the searches compare, and the number as customers are joined on it. Each
    // written straight into the index (no pending list, which every search would read through).
    index('bookings_customer_name_trgm_idx')
      .using('gin', sql`lower(${t.customerName}) gin_trgm_ops`)
      .with(DIRECT_GIN),
    index('bookings_email_trgm_idx')
      .using('gin', sql`lower(${t.email}) gin_trgm_ops`)
      .with(DIRECT_GIN),
    index('bookings_phone_trgm_idx')
      .using('gin', sql`${nationalPhone(t.phoneNumber)} gin_trgm_ops`)
      .with(DIRECT_GIN),
    index('bookings_phone_national_idx').on(nationalPhone(t.phoneNumber)),
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_series_idx')
      .on(t.seriesId)
      .where(sql`series_id IS NOT NULL`),
    // The bookings of a visit (docs/sources.md#analytics); most bookings have none.
    index('bookings_redirection_source_idx')
      .on(t.redirectionSourceId)
      .where(sql`redirection_source_id IS NOT NULL`),
    check('bookings_booking_type_check', oneOf('booking_type', BOOKING_TYPES)),
    check('bookings_status_check', oneOf('status', BOOKING_STATUSES)),
    check('bookings_payment_type_check', oneOf('payment_type', PAYMENT_TYPES)),
    check('bookings_payment_status_check', oneOf('payment_status', PAYMENT_STATUSES)),
    check(
      'bookings_remaining_payment_type_check',
      sql`remaining_payment_type IS NULL OR ${oneOf('remaining_payment_type', REMAINING_PAYMENT_TYPES)}`,
    ),
    check('bookings_booking_source_check', oneOf('booking_source', BOOKING_SOURCES)),
    check(
      'bookings_court_matches_type_check',
      sql`(booking_type = 'Padel' AND selected_court IS NOT NULL AND ${oneOf('selected_court', COURTS)}) OR (booking_type = 'Table' AND selected_court IS NULL)`,
    ),
    check(
      'bookings_transfer_method_check',
      sql`transfer_method IS NULL OR ${oneOf('transfer_method', TRANSFER_METHODS)}`,
    ),
    check('bookings_guests_check', sql`number_of_guests >= 1`),
    check('bookings_slots_check', sql`cardinality(slot_hours) BETWEEN 1 AND 24`),
    check('bookings_amounts_check', sql`amount >= 0 AND (unit_amount IS NULL OR unit_amount >= 0)`),
  ],
);

/**
 * One row per padel (court, date, hour) a live booking holds. The primary key is what makes a
 * double booking impossible, whatever the number of requests or server processes (see
 * docs/bookings.md#holds).
 */
export const courtSlotHolds = pgTable(
  'court_slot_holds',
  {
    court: text('court', { enum: COURTS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // Date first: availability and the schedule board read one day of holds.
    primaryKey({ columns: [t.date, t.court, t.hour] }),
    index('court_slot_holds_booking_idx').on(t.bookingId),
    check('court_slot_holds_court_check', oneOf('court', COURTS)),
    check('court_slot_holds_hour_check', sql`hour BETWEEN 0 AND 23`),
  ],
);

/**
 * One row per café table a live booking holds for an hour. Table numbers run 1..totalTables, so
 * the primary key caps an hour's bookings at the number of tables (see docs/bookings.md#tables).
 */
export const tableSlotHolds = pgTable(
  'table_slot_holds',
  {
    date: date('date', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    tableNumber: integer('table_number').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.hour, t.tableNumber] }),
    index('table_slot_holds_booking_idx').on(t.bookingId),
    check('table_slot_holds_hour_check', sql`hour BETWEEN 0 AND 23`),
    check('table_slot_holds_table_check', sql`table_number >= 1`),
  ],
);

/** The single café tables setting (see docs/bookings.md#tables); at most one row, id 1. */
export const tablesSetting = pgTable(
  'tables_setting',
  {
    id: integer('id').primaryKey().default(1),
    totalTables: integer('total_tables').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tables_setting_single_row_check', sql`${t.id} = 1`),
    check('tables_setting_minimum_check', sql`${t.totalTables} >= 1`),
  ],
);

export const queueBookings = pgTable(
  'queue_bookings',
  {
    id: serial('id').primaryKey(),
    selectedDate: date('selected_date', { mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    /** When this customer was told a table freed up (once per entry; docs/bookings.md#queue). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('queue_bookings_created_at_idx').on(t.createdAt),
    uniqueIndex('queue_bookings_date_email_key').on(t.selectedDate, sql`lower(${t.email})`),
  ],
);

export type BookingSeriesRow = typeof bookingSeries.$inferSelect;

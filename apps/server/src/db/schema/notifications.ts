import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_STATUSES } from '@padel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';

/**
 * The outbox (see docs/notifications.md#pipeline): one row per message and channel, written in
 * the transaction of the change that causes it and delivered by the worker of any server process.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    /**
     * The rendered message (e-mail parts or WhatsApp template). Erased once sent: it may hold a
     * reset link or a customer's booking link (see docs/notifications.md#log).
     */
    body: jsonb('body'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the next attempt may start; a claim pushes it past the claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this, a failed attempt marks the message failed (a day; a retry restarts it). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 day'`),
    /** The claim of the worker sending it now; only that claim may record the outcome. */
    claim: text('claim'),
    /**
     * The message worker holding the claim (`message_workers.id`): once that worker stops beating,
     * its claims are released (see docs/notifications.md#a-process-that-dies).
     */
    claimedBy: text('claimed_by'),
    /**
     * To a recipient who never confirmed anything (not a trusted contact, nor an account): counted
     * in the venue's hourly budget (docs/notifications.md#message-limits).
     */
    unverified: boolean('unverified').notNull().default(false),
    /**
     * The /24 (or /64) and /16 (or /48) of the customer whose request wrote it, none for staff,
     * jobs and webhooks: an unverified message counts in those networks' shares of the hour's
     * budget (ADR 070).
     */
    clientNetworks: text('client_networks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Never sent: a message limit held it back (the reason is `last_error`); counts in none. */
    heldBack: boolean('held_back').notNull().default(false),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's question: pending messages whose time has come, oldest first.
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    // Each recipient's messages in order: is an older one to this address still pending?
    index('notifications_pending_recipient_idx')
      .on(t.recipient, t.channel, t.id)
      .where(sql`status = 'pending'`),
    // The sweep's question: which messages are in a worker's hands?
    index('notifications_claimed_by_idx')
      .on(t.claimedBy)
      .where(sql`claimed_by IS NOT NULL`),
    index('notifications_created_at_idx').on(t.createdAt),
    // The daily cap's question: what was this recipient sent in the last 24 hours?
    index('notifications_recipient_created_idx').on(t.recipient, t.createdAt),
    index('notifications_status_idx').on(t.status, t.createdAt),
    check('notifications_channel_check', oneOf('channel', NOTIFICATION_CHANNELS)),
    check('notifications_kind_check', oneOf('kind', NOTIFICATION_KINDS)),
    check('notifications_status_check', oneOf('status', NOTIFICATION_STATUSES)),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * One row per running message worker (one per server process), renewed by its heartbeat with the
 * database's clock, so the processes' own clocks never matter. A worker whose heartbeat is older
 * than the bound is taken for dead: its row goes and its claims are released (see
 * docs/notifications.md#a-process-that-dies).
 */
export const messageWorkers = pgTable('message_workers', {
  id: text('id').primaryKey(),
  /** Where it runs, for the log of a release: the machine's name and the process id. */
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

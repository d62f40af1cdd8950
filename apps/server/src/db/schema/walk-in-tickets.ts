import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Walk-in tickets already spent (docs/bookings.md#walk-ins): each ticket names itself (`jti`)
 * and makes one booking; the row is written in that booking's transaction.
 */
export const spentWalkInTickets = pgTable('spent_walk_in_tickets', {
  ticketId: text('ticket_id').primaryKey(),
  /** When the ticket would have expired anyway: rows older than that can go. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

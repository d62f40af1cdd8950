import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Phone numbers and e-mails that confirmed a booking with its code
 * (docs/security.md#calendar-fill): their online bookings need no code until `trusted_until`.
 */
export const trustedContacts = pgTable('trusted_contacts', {
  /** A phone number written 03XXXXXXXXX or a lower-case e-mail. */
  contact: text('contact').primaryKey(),
  trustedUntil: timestamp('trusted_until', { withTimezone: true }).notNull(),
  /**
   * Until when the contact is proven over WhatsApp: it was one of a booking's contacts confirmed
   * with the code WhatsApp carried (docs/decisions/044-hold-budget.md). An e-mail-only
   * confirmation extends `trustedUntil`, never this.
   */
  whatsappProvenUntil: timestamp('whatsapp_proven_until', { withTimezone: true }),
});

/** Phone numbers and e-mails staff blocked from booking online (docs/security.md#calendar-fill). */
export const blockedContacts = pgTable('blocked_contacts', {
  id: serial('id').primaryKey(),
  contact: text('contact').notNull().unique(),
  reason: text('reason'),
  blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

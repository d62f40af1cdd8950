import { SOURCE_CATEGORIES } from '@padel/contracts';
import { check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';

/** A visit to the booking host and where it came from (see docs/sources.md#recording). */
export const redirectionSources = pgTable(
  'redirection_sources',
  {
    id: serial('id').primaryKey(),
    /** The raw utm_source or referrer host, as received. */
    source: text('source').notNull(),
    category: text('category', { enum: SOURCE_CATEGORIES }).notNull(),
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('redirection_sources_created_at_idx').on(t.createdAt),
    index('redirection_sources_session_idx').on(t.sessionId),
    check('redirection_sources_category_check', oneOf('category', SOURCE_CATEGORIES)),
  ],
);

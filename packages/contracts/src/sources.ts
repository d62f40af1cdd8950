import { z } from 'zod';
import { SOURCE_CATEGORIES, type SourceCategory } from './constants';
import { exportRangeShape, rangeInOrder } from './export-range';
import { dateSchema, pageQueryShape } from './input';
import { PERSON_NAME_MAX } from './text';
import { addDays } from './time';

/**
 * docs/sources.md#classification: a visit is Facebook, Instagram or Other, from utm_source or the
 * referrer.
 */
export function classifySource(raw: string): SourceCategory {
  const text = raw.toLowerCase();
  if (/facebook|(^|[^a-z])fb([^a-z]|$)|fb\.com|fb\.me|m\.me/.test(text)) return 'Facebook';
  if (/instagram|(^|[^a-z])ig([^a-z]|$)|instagr\.am/.test(text)) return 'Instagram';
  return 'Other';
}

export const visitRequestSchema = z.object({
  utm_source: z.string().trim().max(200).optional(),
  referrer: z.string().trim().max(500).optional(),
  /** A random id the browser keeps for its session; a session is counted once. */
  sessionId: z.string().trim().min(8).max(100),
});

export const redirectionSourceSchema = z.object({
  id: z.number().int(),
  source: z.enum(SOURCE_CATEGORIES),
  rawSource: z.string(),
  createdAt: z.string(),
  /** Bookings made in that visit's session, and their total amount (PKR). */
  bookings: z.number().int(),
  revenue: z.number(),
});
export type RedirectionSource = z.infer<typeof redirectionSourceSchema>;

/**
 * GET /api/utm-sources: the visits, as a list (see docs/api.md#lists): `page` and `pageSize` travel
 * in the query and the number of matching visits in the TOTAL_COUNT_HEADER.
 */
export const redirectionSourceListSchema = z.array(redirectionSourceSchema);

export const SOURCES_PAGE_SIZE = 50;
export const SOURCES_PAGE_SIZE_MAX = 200;
/** The longest period the summary adds up, in days (see docs/sources.md#analytics). */
export const SOURCES_RANGE_MAX_DAYS = 366;

export const SOURCES_MESSAGES = {
  reversed: 'From must not be after To',
  tooLong: `A period can be at most ${SOURCES_RANGE_MAX_DAYS} days`,
} as const;

/** The period rules both calls share: From not after To. */
const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** GET /api/utm-sources: optional venue dates, and the page. */
export const sourcesQuerySchema = z
  .object({
    from: dateSchema('From').optional(),
    to: dateSchema('To').optional(),
    ...pageQueryShape(SOURCES_PAGE_SIZE, SOURCES_PAGE_SIZE_MAX),
  })
  .refine(inOrder, { message: SOURCES_MESSAGES.reversed, path: ['from'] });
export type SourcesQuery = z.input<typeof sourcesQuerySchema>;

/** GET /api/utm-sources/summary: a period of venue dates, both ends included, at most a year. */
export const sourcesSummaryQuerySchema = z
  .object({ from: dateSchema('From'), to: dateSchema('To') })
  .refine(inOrder, { message: SOURCES_MESSAGES.reversed, path: ['from'] })
  .refine((q) => !inOrder(q) || q.to <= addDays(q.from, SOURCES_RANGE_MAX_DAYS - 1), {
    message: SOURCES_MESSAGES.tooLong,
    path: ['to'],
  });
export type SourcesSummaryQuery = z.infer<typeof sourcesSummaryQuerySchema>;

const countsSchema = z.object({
  visits: z.number().int(),
  /** Bookings made in those visits' sessions, cancelled ones left out. */
  bookings: z.number().int(),
  /** Their total amount (PKR). */
  revenue: z.number(),
});

/**
 * GET /api/utm-sources/summary: the period added up by the database (see docs/sources.md#analytics).
 * `byCategory` has every category; `perDay` every date of the period, a day without visits as 0,
 * bookings counted on the day of their visit.
 */
export const sourcesSummarySchema = z.object({
  totals: countsSchema,
  byCategory: z.array(countsSchema.extend({ category: z.enum(SOURCE_CATEGORIES) })),
  perDay: z.array(
    z.object({ date: z.string(), visits: z.number().int(), bookings: z.number().int() }),
  ),
});
export type SourcesSummary = z.infer<typeof sourcesSummarySchema>;

export const queueEntrySchema = z.object({
  id: z.number().int(),
  selectedDate: z.string(),
  customerName: z.string(),
  email: z.string(),
  createdAt: z.string(),
});

/** GET /api/queueBooking: the queue, as a list. */
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/** GET /api/queueBooking: the queue, as a list. */
export const queueListSchema = z.array(queueEntrySchema);

/**
 * GET /api/queueBooking and its export booking-queue.xlsx: the entries whose date of visit lies
 * from `from` to `to` (both inclusive, either may be left out) and whose customer name holds
 * `search`, case-insensitively (see docs/bookings.md#queue).
 */
export const queueQuerySchema = rangeInOrder(
  z.object({ ...exportRangeShape, search: z.string().trim().max(PERSON_NAME_MAX).optional() }),
);
export type QueueQuery = z.infer<typeof queueQuerySchema>;

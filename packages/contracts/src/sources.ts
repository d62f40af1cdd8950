import { z } from 'zod';
import { SOURCE_CATEGORIES, type SourceCategory } from './constants';
import { isIsoDate } from './time';

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

/** GET /api/utm-sources: the visits, as a list. */
export const redirectionSourceListSchema = z.array(redirectionSourceSchema);

export const sourcesQuerySchema = z
  .object({
    from: z.string().refine(isIsoDate, 'From must be a date written YYYY-MM-DD').optional(),
    to: z.string().refine(isIsoDate, 'To must be a date written YYYY-MM-DD').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From must not be after To',
    path: ['from'],
  });

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

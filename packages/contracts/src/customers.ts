import { z } from 'zod';
import { STAFF_NOTES_MAX } from './admin-bookings';
import { seriesSummarySchema } from './booking-series';
import type { BookingStatus, OrderStatus } from './constants';
import { pageQueryShape } from './input';
import { normalizePhone } from './phone';

/**
 * Customers (see docs/customers.md): one per normalised phone number (03XXXXXXXXX), joining the
 * bookings, café orders and queue entries made with it. Staff add notes and tags; blocking is the
 * contact block of docs/security.md#calendar-fill.
 */

/** The tags staff give a customer and the server keeps; `blocked` is the contact block instead. */
export const CUSTOMER_TAGS = ['member', 'coach'] as const;
export type CustomerTag = (typeof CUSTOMER_TAGS)[number];

export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_PAGE_SIZE_MAX = 100;
export const CUSTOMER_SEARCH_MAX = 100;
/** The newest bookings and the newest orders a profile's history shows, each. */
export const CUSTOMER_HISTORY_MAX = 200;

/**
 * What a customer's totals count (docs/customers.md#totals): a visit is a booking the venue agreed
 * to (confirmed or arrived) dated today or before, or a café order sent from the kitchen; spend is
 * what those visits cost (PKR).
 */
export const VISIT_BOOKING_STATUSES = [
  'Booking Confirmed',
  'arrived',
] as const satisfies readonly BookingStatus[];
export const VISIT_ORDER_STATUSES = ['Sent'] as const satisfies readonly OrderStatus[];
export const CANCELLED_BOOKING_STATUS = 'Booking Cancelled' satisfies BookingStatus;
export const CANCELLED_ORDER_STATUS = 'Cancelled' satisfies OrderStatus;
export const NO_SHOW_STATUS = 'No-show' satisfies BookingStatus;

/** A customer's id: their phone number written the national way. */
const NATIONAL_PHONE = /^03\d{9}$/;

export const CUSTOMER_MESSAGES = {
  badId: 'A customer is named by their phone number, written 03XXXXXXXXX.',
  notFound: 'No booking or order was made with this phone number.',
  nothingToChange: 'Give staff notes, tags or blocked to change.',
  saved: 'Customer saved.',
} as const;

/** `:id` of /api/customers/{id}: a phone number as people type it, answered the national way. */
export const customerParamsSchema = z.object({
  id: z
    .string()
    .max(40, CUSTOMER_MESSAGES.badId)
    .transform((typed, ctx) => {
      const phone = normalizePhone(typed);
      if (NATIONAL_PHONE.test(phone)) return phone;
      ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.badId });
      return z.NEVER;
    }),
});

/** GET /api/customers: name, phone or e-mail holding `search`; paged (docs/api.md#lists). */
export const customerQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX, `Search must be at most ${CUSTOMER_SEARCH_MAX} characters.`)
    .optional(),
  ...pageQueryShape(CUSTOMER_PAGE_SIZE, CUSTOMER_PAGE_SIZE_MAX),
});
export type CustomerQuery = z.input<typeof customerQuerySchema>;

/** One customer in the list, with the totals docs/customers.md#totals defines. */
export const customerSummarySchema = z.object({
  /** The phone number, 03XXXXXXXXX. */
  id: z.string(),
  /** The name of their latest booking or order. */
  name: z.string(),
  phone: z.string(),
  /** The e-mail of their latest booking or order that had one. */
  email: z.string().nullable(),
  visits: z.number().int(),
  /** PKR. */
  spend: z.number().int(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
  /** Of the cancellations, those staff recorded as late (docs/customers.md#totals). */
  lateCancellations: z.number().int(),
  /** PKR of fees their no-shows and late cancellations still owe, less any taken (docs/bookings.md#fees). */
  feesOwed: z.number().int(),
  tags: z.array(z.enum(CUSTOMER_TAGS)),
  blocked: z.boolean(),
  /** The venue date of their latest visit, YYYY-MM-DD; null before their first. */
  lastSeen: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerListSchema = z.array(customerSummarySchema);

export const CUSTOMER_HISTORY_KINDS = ['booking', 'order'] as const;

/** A booking or order of the customer: `id` is the booking's or order's. */
export const customerHistoryEntrySchema = z.object({
  kind: z.enum(CUSTOMER_HISTORY_KINDS),
  id: z.number().int(),
  /** A booking's date of play, an order's venue date. */
  date: z.string(),
  status: z.string(),
  /** PKR. */
  amount: z.number().int(),
  /** "Padel, Court 1, 10:00" / "Table, 18:00" / "Café order, pickup". */
  summary: z.string(),
});
export type CustomerHistoryEntry = z.infer<typeof customerHistoryEntrySchema>;

/** A café-table queue entry made with one of the customer's e-mails. */
export const customerQueueEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  name: z.string(),
  email: z.string(),
  notified: z.boolean(),
});

/** GET /api/customers/{id}: the totals, staff's notes and everything they made, newest first. */
export const customerProfileSchema = customerSummarySchema.extend({
  staffNotes: z.string().nullable(),
  history: z.array(customerHistoryEntrySchema),
  queue: z.array(customerQueueEntrySchema),
  /** Their weekly series, newest first (docs/customers.md#series). */
  series: z.array(seriesSummarySchema),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** PATCH /api/customers/{id}: any of notes (blank clears), tags (the whole set) and blocked. */
export const customerUpdateSchema = z
  .object({
    staffNotes: z
      .string({ error: 'Staff notes must be text.' })
      .max(STAFF_NOTES_MAX, `Staff notes must be at most ${STAFF_NOTES_MAX} characters.`)
      .transform((text) => text.trim() || null)
      .optional(),
    tags: z
      .array(z.enum(CUSTOMER_TAGS, { error: `Tags are ${CUSTOMER_TAGS.join(' and ')}.` }))
      .transform((tags) => CUSTOMER_TAGS.filter((tag) => tags.includes(tag)))
      .optional(),
    blocked: z.boolean({ error: 'Blocked must be true or false.' }).optional(),
  })
  .strict()
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    CUSTOMER_MESSAGES.nothingToChange,
  );
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

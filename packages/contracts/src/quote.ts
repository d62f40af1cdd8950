import { z } from 'zod';
import { priceLineSchema } from './booking';
import { BOOKING_DATE_LABEL, BOOKING_MESSAGES, phoneProblem } from './booking-rules';
import { CUSTOMER_TAGS } from './customers';
import { dateSchema } from './input';
import { normalizePhone } from './phone';
import { SLOT_LABELS } from './slots';

/**
 * The server's quote of padel hours for a phone number (docs/prices.md#quotes): every screen that
 * shows a price before booking asks it, so the price shown is the one booking charges.
 */

/** A padel quote as `quotePadel` makes it: the price lines, total, unit price and advance. */
export const padelQuoteSchema = z.object({
  lines: z.array(priceLineSchema),
  total: z.number(),
  /** The price of one slot when all slots cost the same, otherwise null. */
  unitAmount: z.number().nullable(),
  /** ADVANCE_RATE of the total (docs/payments.md#advance). */
  advance: z.number(),
});

/** The hours to price: slot labels, each once; `required` when none is no question at all. */
const slotsField = (required: boolean) =>
  z
    .array(z.string().max(40), { error: 'The slots must be a list of slot labels.' })
    .max(SLOT_LABELS.length, BOOKING_MESSAGES.slotDuplicate)
    .superRefine((slots, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (required && slots.length === 0) return fail(BOOKING_MESSAGES.slotRequired);
      if (slots.some((slot) => !SLOT_LABELS.includes(slot))) {
        return fail(BOOKING_MESSAGES.slotUnknown);
      }
      if (new Set(slots).size !== slots.length) fail(BOOKING_MESSAGES.slotDuplicate);
    });

/** A phone number as typed, checked by the booking form's rule and kept the national way. */
const phoneField = z
  .string({ error: BOOKING_MESSAGES.phoneRequired })
  .max(40, BOOKING_MESSAGES.phoneDigits)
  .superRefine((typed, ctx) => {
    const problem = phoneProblem(typed);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizePhone);

/**
 * POST /api/quote (public): padel hours on a date, for the phone number typed, if any. It answers
 * the price only (docs/prices.md#quotes).
 */
export const quoteRequestSchema = z
  .object({
    selectedDate: dateSchema(BOOKING_DATE_LABEL),
    selectedSlots: slotsField(true),
    phoneNumber: phoneField.optional(),
  })
  .strict();
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/**
 * POST /api/counter-quote (staff): who a phone number is and the price of the hours chosen so
 * far for them (none yet: no quote), for the walk-in and new-series screens.
 */
export const counterQuoteRequestSchema = z
  .object({
    phoneNumber: phoneField,
    selectedDate: dateSchema(BOOKING_DATE_LABEL),
    selectedSlots: slotsField(false),
  })
  .strict();
export type CounterQuoteRequest = z.input<typeof counterQuoteRequestSchema>;

/** A known customer as the counter needs them: the name to fill in, tags and the contact block. */
export const counterCustomerSchema = z.object({
  /** The name of their latest booking or order. */
  name: z.string(),
  /** The e-mail of their latest booking or order that had one. */
  email: z.string().nullable(),
  tags: z.array(z.enum(CUSTOMER_TAGS)),
  blocked: z.boolean(),
});
export type CounterCustomer = z.infer<typeof counterCustomerSchema>;

export const counterQuoteSchema = z.object({
  /** Null for a number no booking or order was made with. */
  customer: counterCustomerSchema.nullable(),
  /** Null while no hour is chosen. */
  quote: padelQuoteSchema.nullable(),
});
export type CounterQuote = z.infer<typeof counterQuoteSchema>;

/**
 * GET /api/my-booking/{token}/next-week: the same court and hours 7 days after the booking, priced
 * for its phone number; `heldBySeries` when the customer's weekly series already holds that week
 * (docs/screens.md#after-booking). `quote` is null for a café table.
 */
export const nextWeekSchema = z.object({
  date: z.string(),
  heldBySeries: z.boolean(),
  quote: padelQuoteSchema.nullable(),
});
export type NextWeek = z.infer<typeof nextWeekSchema>;

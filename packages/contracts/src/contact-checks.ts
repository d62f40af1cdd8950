import { z } from 'zod';
import { CONFIRM_CODE_LENGTH, CONTACT_CHECK_MESSAGES } from './contact-check-rules';
import { dateSchema, dateTimeSchema } from './input';
import { normalizePhone } from './phone';

/**
 * Verified holds and contact blocks (docs/security.md#calendar-fill): an online
 * booking from a contact that has not confirmed before holds its slots only until the customer
 * confirms with the code sent to them; staff can block a phone or e-mail and cancel a stranger's
 * bookings in one action.
 */

const EMAIL = z.email();

/**
 * A phone number (as people type it, stored the national way) or an e-mail (lower case): what a
 * block or a bulk cancel names. `undefined` when it is neither.
 */
export function contactKey(typed: string): string | undefined {
  const text = typed.trim();
  if (EMAIL.safeParse(text).success) return text.toLowerCase();
  const phone = normalizePhone(text);
  return /^03\d{9}$/.test(phone) ? phone : undefined;
}

const contactSchema = z
  .string()
  .max(254)
  .transform((typed, ctx) => {
    const key = contactKey(typed);
    if (key === undefined) {
      ctx.addIssue({ code: 'custom', message: CONTACT_CHECK_MESSAGES.contactInvalid });
      return z.NEVER;
    }
    return key;
  });

/** POST /api/my-booking/{token}/confirm: the code the customer got. */
export const confirmBookingRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${CONFIRM_CODE_LENGTH}}$`), CONTACT_CHECK_MESSAGES.codeFormat),
});
export type ConfirmBookingRequest = z.input<typeof confirmBookingRequestSchema>;

/** A phone number or e-mail that may not book online (staff's list). */
export const blockedContactSchema = z.object({
  id: z.number().int(),
  contact: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type BlockedContact = z.infer<typeof blockedContactSchema>;
export const blockedContactListSchema = z.array(blockedContactSchema);

export const blockContactRequestSchema = z.object({
  contact: contactSchema,
  reason: z.string().trim().max(500).optional(),
});
export type BlockContactRequest = z.input<typeof blockContactRequestSchema>;

/**
 * POST /api/bookings/bulk-cancel: every live online booking of one contact, one client address or
 * network, and/or made within one time window (all given filters apply). `dryRun` only counts.
 */
export const bulkCancelRequestSchema = z
  .object({
    contact: contactSchema.optional(),
    /** An address (203.0.113.7) or a network (203.0.113.0/24, 2001:db8::/64). */
    address: z.string().trim().max(64).optional(),
    /** Made from / before these instants (ISO 8601). */
    createdFrom: dateTimeSchema('Made from').optional(),
    createdTo: dateTimeSchema('Made before').optional(),
    /** Only bookings played on this day. */
    date: dateSchema('The day of play').optional(),
    /**
     * Only holds in the day's budget of unverified holds: online, unpaid, not confirmed by staff
     * (docs/security.md#calendar-fill); what the one-tap cancel of "Online holds are full" sends.
     */
    heldOnly: z.boolean().default(false),
    reason: z.string().trim().max(500).optional(),
    /** Tell the customers (default: not, a stranger's made-up contacts get nothing). */
    notifyCustomers: z.boolean().default(false),
    dryRun: z.boolean().default(false),
  })
  .refine((f) => f.contact || f.address || f.createdFrom || f.createdTo, {
    message: CONTACT_CHECK_MESSAGES.filterRequired,
  })
  .refine(
    // Compared as instants: the two may be written with different offsets.
    (f) => !f.createdFrom || !f.createdTo || Date.parse(f.createdFrom) < Date.parse(f.createdTo),
    {
      message: CONTACT_CHECK_MESSAGES.windowInvalid,
      path: ['createdTo'],
    },
  )
  .refine((f) => f.dryRun || (f.reason !== undefined && f.reason.length > 0), {
    message: CONTACT_CHECK_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type BulkCancelRequest = z.input<typeof bulkCancelRequestSchema>;

export const bulkCancelAnswerSchema = z.object({
  message: z.string(),
  /** The bookings the filters match (a dry run) or that were cancelled. */
  count: z.number().int(),
  /** Of them, how many had a card advance (refunded as a staff cancel does). */
  withCardAdvance: z.number().int(),
  /** Of them, how many took money by any method: each owed back the way it came. */
  withMoneyTaken: z.number().int(),
  dryRun: z.boolean(),
});
export type BulkCancelAnswer = z.infer<typeof bulkCancelAnswerSchema>;

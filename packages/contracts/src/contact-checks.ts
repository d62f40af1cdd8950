import { z } from 'zod';
import type { BOOKING_STATUSES } from './constants';
import { normalizePhone } from './phone';

/**
 * Verified holds and contact blocks (PRODUCT D19, docs/security.md#calendar-fill): an online
 * booking from a contact that has not confirmed before holds its slots only until the customer
 * confirms with the code sent to them; staff can block a phone or e-mail and cancel a stranger's
 * bookings in one action.
 */

/** Digits in the confirmation code the booking-received message carries. */
export const CONFIRM_CODE_LENGTH = 6;
/** How long a contact that confirmed a booking needs no code again. */
export const TRUSTED_CONTACT_DAYS = 180;
/** Wrong codes one booking may be sent before it must be booked again. */
export const CONFIRM_CODE_TRIES = 5;

export const CONTACT_CHECK_MESSAGES = {
  awaiting: (minutes: number) =>
    `Booking received. Please confirm it within ${minutes} minutes with the ${CONFIRM_CODE_LENGTH}-digit code we sent you, or its slots are released.`,
  codeFormat: `Please enter the ${CONFIRM_CODE_LENGTH}-digit code from the message we sent you.`,
  codeWrong: 'That code is not right. Please check the message we sent you and try again.',
  tooManyTries: 'Too many wrong codes for this booking. Please book again or call the venue.',
  confirmed: 'Thank you: your booking is confirmed as yours.',
  alreadyConfirmed: 'This booking needs no code: it is already confirmed as yours.',
  tooLate: 'This booking was not confirmed in time and its slots were released. Please book again.',
  /** The cancel reason of a hold the customer never confirmed. */
  notConfirmedReason: 'Not confirmed in time',
  blocked: 'Online bookings are not taken from this phone number or e-mail. Please call the venue.',
  tooManyUnconfirmed:
    'Bookings from your connection are waiting for their codes. Please confirm them first, or try again later.',
  contactInvalid: 'Enter a phone number (03XXXXXXXXX) or an e-mail address.',
  alreadyBlocked: 'This contact is already blocked.',
  blockNotFound: 'This block was not found.',
  filterRequired: 'Choose a contact, an address or a time to cancel bookings by.',
  addressInvalid: 'Enter a client address such as 203.0.113.7 or a network such as 203.0.113.0/24.',
  windowInvalid: 'The end of the time window must come after its start.',
  reasonRequired: 'Please give a reason: the customers are told it.',
  bulkCancelled: (count: number) =>
    count === 1 ? '1 booking was cancelled.' : `${count} bookings were cancelled.`,
} as const;

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
    createdFrom: z.iso.datetime({ offset: true }).optional(),
    createdTo: z.iso.datetime({ offset: true }).optional(),
    reason: z.string().trim().max(500).optional(),
    /** Tell the customers (default: not, a stranger's made-up contacts get nothing). */
    notifyCustomers: z.boolean().default(false),
    dryRun: z.boolean().default(false),
  })
  .refine((f) => f.contact || f.address || f.createdFrom || f.createdTo, {
    message: CONTACT_CHECK_MESSAGES.filterRequired,
  })
  .refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom < f.createdTo, {
    message: CONTACT_CHECK_MESSAGES.windowInvalid,
    path: ['createdTo'],
  })
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
  dryRun: z.boolean(),
});
export type BulkCancelAnswer = z.infer<typeof bulkCancelAnswerSchema>;

/** The statuses a bulk cancel touches: a booking that still holds its slots. */
export const BULK_CANCELLABLE_STATUSES = [
  'Pending',
  'Booking Confirmed',
] as const satisfies readonly (typeof BOOKING_STATUSES)[number][];

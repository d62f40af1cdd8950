import { z } from 'zod';
import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  COURTS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  REMAINING_PAYMENT_TYPES,
} from './constants';
import { SLOT_LABELS } from './slots';
import { dateSchema, idFieldSchema } from './input';
import { checkedOneOf, isOneOf } from './is-one-of';
import {
  BOOKING_CONFLICT_CODES,
  BOOKING_DATE_LABEL,
  BOOKING_MESSAGES,
  bookingDateProblem,
  bookingDetailsProblems,
  customerNameProblem,
  emailProblem,
  parseGuests,
} from './booking-rules';
import { normalizePhone } from './phone';

export * from './booking-rules';
import { ONLINE_PAYMENT_CHOICES } from './payment-rules';
import { TRANSFER_METHODS } from './transfer-rules';
import { MOVEMENT_METHODS } from './ledger';
import { refundSummarySchema } from './refunds';
import { customerTransferSchema } from './transfers';

export const bookingTypeSchema = z.enum(BOOKING_TYPES);
export const courtSchema = z.enum(COURTS);

const looseText = z.string().max(10_000).optional().nullable();

/** The fields every booking request carries, read loosely and checked by `checkBookingRequest`. */
export const bookingRequestFields = {
  bookingType: looseText,
  selectedDate: looseText,
  selectedSlots: z.array(z.string().max(40)).max(48).optional().nullable(),
  selectedCourt: looseText,
  customerName: looseText,
  email: looseText,
  phoneNumber: looseText,
  numberOfGuests: z
    .union([z.number(), z.string().max(10)])
    .optional()
    .nullable(),
  customer_instruction: looseText,
  unit_amount: z.number().optional().nullable(),
  amount: z.number().optional().nullable(),
};
type LooseBookingRequest = z.output<z.ZodObject<typeof bookingRequestFields>>;

/**
 * The checks of docs/bookings.md#form-checks in their order, so the first message is the one the
 * form shows first; `details` is the personal-details rule (a walk-in's lets the e-mail out).
 */
export function checkBookingRequest(
  value: LooseBookingRequest,
  ctx: z.RefinementCtx,
  details: typeof bookingDetailsProblems = bookingDetailsProblems,
): void {
  const fail = (path: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [path], message });
  };
  const dateProblem = bookingDateProblem(value.selectedDate?.trim() ?? '');
  if (dateProblem) return fail('selectedDate', dateProblem);
  const slots = value.selectedSlots ?? [];
  if (slots.length === 0) return fail('selectedSlots', BOOKING_MESSAGES.slotRequired);
  if (slots.some((slot) => !SLOT_LABELS.includes(slot))) {
    return fail('selectedSlots', BOOKING_MESSAGES.slotUnknown);
  }
  if (new Set(slots).size !== slots.length) {
    return fail('selectedSlots', BOOKING_MESSAGES.slotDuplicate);
  }
  const type = value.bookingType?.trim() ?? '';
  const court = value.selectedCourt?.trim() ?? '';
  if (type === 'Padel' && !isOneOf(COURTS, court)) {
    return fail('selectedCourt', BOOKING_MESSAGES.courtRequired);
  }
  if (!isOneOf(BOOKING_TYPES, type)) {
    return fail('bookingType', BOOKING_MESSAGES.typeRequired);
  }
  const [problem] = details(value, type);
  if (problem) return fail(problem.field, problem.message);
}

/**
 * A booking request `checkBookingRequest` has passed, trimmed; an e-mail left out (walk-ins only)
 * is ''.
 */
export function bookingRequestValue(value: LooseBookingRequest) {
  const isTable = value.bookingType?.trim() === 'Table';
  return {
    bookingType: checkedOneOf(BOOKING_TYPES, value.bookingType?.trim()),
    selectedDate: value.selectedDate!.trim(),
    selectedSlots: value.selectedSlots!,
    selectedCourt: isTable ? null : checkedOneOf(COURTS, value.selectedCourt?.trim()),
    customerName: value.customerName!.trim(),
    email: value.email?.trim() ?? '',
    // Kept the one way however it was typed, so lookups and limits see one number.
    phoneNumber: normalizePhone(value.phoneNumber!),
    numberOfGuests: parseGuests(value.numberOfGuests, isTable) as number,
    customer_instruction: value.customer_instruction?.trim() || null,
    unit_amount: value.unit_amount ?? null,
    amount: value.amount ?? null,
  };
}
/** What every booking request holds once checked: the online form's and a walk-in's. */
export type BookingRequestValue = ReturnType<typeof bookingRequestValue>;

/**
 * POST /api/create-booking (see docs/api.md#calls). Fields are read loosely, then checked in the
 * order of docs/bookings.md#form-checks, so the first message is the one the form shows first.
 */
export const createBookingRequestSchema = z
  .object({
    ...bookingRequestFields,
    /**
     * The browser session whose visit source the booking is credited to (see
     * docs/sources.md#analytics).
     */
    sessionId: z.string().max(100).optional().nullable(),
    /**
     * A staff walk-in ticket from the public booking site link: the booking is then in-person
     * (see docs/bookings.md#walk-ins).
     */
    walkInTicket: z.string().max(2000).optional().nullable(),
    /**
     * PayViaCard: the advance is paid by card before the booking counts (see
     * docs/payments.md#card-payments); PayViaOnline: by transfer with `transferMethod`, checked by
     * staff (docs/payments.md#transfers); PayLater, or nothing, as before.
     */
    paymentType: z
      .enum(ONLINE_PAYMENT_CHOICES, {
        error: 'Payment type must be PayLater, PayViaCard or PayViaOnline',
      })
      .optional()
      .nullable(),
    transferMethod: z
      .enum(TRANSFER_METHODS, { error: `Transfer method must be ${TRANSFER_METHODS.join(', ')}` })
      .optional()
      .nullable(),
  })
  .superRefine((value, ctx) => checkBookingRequest(value, ctx))
  .transform((value) => ({
    ...bookingRequestValue(value),
    sessionId: value.sessionId?.trim() || null,
    walkInTicket: value.walkInTicket?.trim() || null,
    paymentType: value.paymentType ?? 'PayLater',
    transferMethod: value.paymentType === 'PayViaOnline' ? (value.transferMethod ?? null) : null,
  }));
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;
export type CreateBookingInput = z.output<typeof createBookingRequestSchema>;

export const priceLineSchema = z.object({
  unitPrice: z.number(),
  quantity: z.number().int(),
  total: z.number(),
});

/**
 * What the customer sees of their own booking (see docs/bookings.md#customer-page), reached by its
 * access token.
 */
export const customerBookingSchema = z.object({
  customerName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  bookingType: bookingTypeSchema,
  selectedDate: z.string(),
  selectedSlots: z.array(z.string()),
  selectedCourt: courtSchema.nullable(),
  numberOfGuests: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  cancelReason: z.string().nullable(),
  customer_instruction: z.string().nullable(),
  unit_amount: z.number().nullable(),
  amount: z.number(),
  lines: z.array(priceLineSchema),
  /**
   * The advance, only where one was due (a card booking) or paid; null for a booking paid at the
   * venue (docs/payments.md#one-reading).
   */
  advance: z.number().nullable(),
  /** What the customer still owes: the one reading's `owed` (docs/payments.md#one-reading). */
  remainingBalance: z.number(),
  paymentType: z.enum(PAYMENT_TYPES),
  PaymentStatus: z.enum(PAYMENT_STATUSES),
  /** How the rest, or a payment staff recorded, was paid (docs/payments.md#payment-states). */
  remaining_paymentType: z.enum(REMAINING_PAYMENT_TYPES).nullable(),
  /** The advance the card provider took (PKR), or null (docs/payments.md#one-reading). */
  cardAdvance: z.number().nullable(),
  /** What the card checkout asked (PKR), or null (docs/payments.md#amount-asked). */
  advanceAsked: z.number().nullable(),
  /** What the ledger holds as paid (PKR), or null (docs/payments.md#one-reading). */
  ledgerPaid: z.number().nullable(),
  /**
   * How the ledger holds it: each advance and balance not undone, its kind and method, in the
   * order taken; null without any. Every screen names the payment by these (docs/payments.md#one-reading).
   */
  paidBy: z
    .array(z.object({ kind: z.enum(['advance', 'balance']), method: z.enum(MOVEMENT_METHODS) }))
    .nullable(),
  /**
   * Whole PKR the customer owes as a fee, recorded by staff with a no-show or a late cancellation
   * (docs/bookings.md#fees); 0: none. Owed, not paid: it is not in `PaymentStatus`, and what the
   * customer owes is this plus any unpaid price.
   */
  feeOwed: z.number().int(),
  /** What of the fee staff took at the desk (docs/bookings.md#fees); the rest is still owed. */
  feePaid: z.number().int(),
  feedback: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /**
   * While a card advance is awaited: the provider's payment page, to go back to it until the
   * hold ends (see docs/payments.md#card-payments).
   */
  checkoutUrl: z.string().nullable(),
  /**
   * Until when the customer may cancel it themselves (an ISO instant), or null when they cannot
   * (see docs/venue-settings.md#customer-cancel).
   */
  cancellableUntil: z.string().nullable(),
  /** What a cancellation owes back or gave back (docs/payments.md#refunds), or null. */
  refund: refundSummarySchema.nullable(),
  /**
   * While the booking waits for the code sent to its customer: until when it holds its slots (an
   * ISO instant); null once confirmed or when none was needed (docs/security.md#calendar-fill).
   */
  confirmBy: z.string().nullable(),
  /**
   * While an online booking waits to be secured (its advance paid, the venue confirming it, or a
   * WhatsApp code): until when it keeps its slots (an ISO instant); null once secured, or where
   * it needs none (docs/security.md#calendar-fill).
   */
  unsecuredUntil: z.string().nullable(),
  /**
   * One date of a weekly series (docs/bookings.md#series): the customer page asks for the series
   * only then, so a booking without one makes no request that answers 404.
   */
  inSeries: z.boolean(),
  /**
   * An advance by transfer (docs/payments.md#transfers): the method, the advance to send, the
   * reference to write, until when the slots are held (null once accepted or ended) and whether a
   * receipt came. The account details are the public settings'. Null for any other booking.
   */
  transfer: customerTransferSchema.nullable(),
  createdAt: z.string(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

/** What the customer's own calls answer: cancel (docs/venue-settings.md#customer-cancel) and confirm. */
export const customerBookingAnswerSchema = z.object({
  message: z.string(),
  booking: customerBookingSchema,
});

export const createBookingResponseSchema = z.object({
  status: z.literal(201),
  message: z.string(),
  accessToken: z.string(),
  booking: customerBookingSchema,
  /** For a card booking: the provider's payment page, where the browser goes next. */
  checkoutUrl: z.string().optional(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

export const bookingConflictSchema = z.object({
  status: z.literal(409),
  message: z.string(),
  code: z.enum(BOOKING_CONFLICT_CODES),
  bookingType: bookingTypeSchema,
  selectedDate: z.string(),
});
export type BookingConflict = z.infer<typeof bookingConflictSchema>;

/**
 * GET /api/get-booking-fields/{date} (see docs/api.md#calls): the bookings of a day, without
 * customer data.
 */
export const bookingFieldsSchema = z.array(
  z.object({
    selectedDate: z.string(),
    selectedCourt: courtSchema.nullable(),
    bookingType: bookingTypeSchema,
    disabled: z.boolean(),
    status: z.enum(BOOKING_STATUSES),
    selectedSlots: z.array(z.string()),
  }),
);
export type BookingFields = z.infer<typeof bookingFieldsSchema>;

/** GET /api/availability/{date}: what the calendar shows as BOOKED or past for one day. */
export const availabilitySchema = z.object({
  date: z.string(),
  /** Slots that can no longer be booked because they have started (today) or the day is past. */
  pastSlots: z.array(z.string()),
  padel: z.object({ 'Court 1': z.array(z.string()), 'Court 2': z.array(z.string()) }),
  table: z.object({ totalTables: z.number().int(), fullSlots: z.array(z.string()) }),
  /**
   * Slots closed by the opening hours or a closure (see docs/venue-settings.md): per court, and
   * for café tables (opening hours only).
   */
  closedSlots: z.object({
    'Court 1': z.array(z.string()),
    'Court 2': z.array(z.string()),
    table: z.array(z.string()),
  }),
  /** The price of each of the day's 24 padel slots, index = start hour (docs/prices.md). */
  padelPrices: z.array(z.number()).length(24),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const dateParamSchema = z.object({ date: dateSchema(BOOKING_DATE_LABEL) });

export const feedbackRequestSchema = z
  .object({
    /** The customer's access token (their own booking page)... */
    token: z.string().min(1).max(200).optional(),
    /** ...or the booking id, for an admin. */
    id: idFieldSchema('The booking id').optional(),
    feedback: z
      .string({ error: BOOKING_MESSAGES.feedbackEmpty })
      .max(2000, BOOKING_MESSAGES.feedbackTooLong)
      .transform((text) => text.trim())
      .pipe(z.string().min(1, BOOKING_MESSAGES.feedbackEmpty)),
  })
  .refine((value) => value.token !== undefined || value.id !== undefined, {
    message: BOOKING_MESSAGES.bookingNotFound,
    path: ['token'],
  });

/** A zod check from one of the zod-free rules above, so both sides run the same rule. */
const ruleCheck =
  (problem: (text: string) => string | undefined) => (text: string, ctx: z.RefinementCtx) => {
    const message = problem(text);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

export const queueRequestSchema = z.object({
  selectedDate: dateSchema(BOOKING_DATE_LABEL),
  customerName: z
    .string({ error: BOOKING_MESSAGES.nameRequired })
    .trim()
    .superRefine(ruleCheck(customerNameProblem)),
  email: z
    .string({ error: BOOKING_MESSAGES.emailRequired })
    .trim()
    .superRefine(ruleCheck(emailProblem)),
});
export type QueueRequest = z.input<typeof queueRequestSchema>;

export const walkInTicketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
});

export const WALK_IN_MESSAGES = {
  invalid:
    'This walk-in link is no longer valid. Open Add New Booking again from Booking Management.',
} as const;

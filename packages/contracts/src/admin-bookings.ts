import { z } from 'zod';
import { customerBookingSchema } from './booking';
import { landedOnSchema } from './day-close';
import { refundLineSchema, refundOverrideShape } from './refunds';
import { BOOKING_ACTIONS, BOOKING_TRANSITIONS, PAID_IN_FULL } from './booking-lifecycle';
import {
  BOOKING_LIST_PAGE_SIZES,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  PAYMENT_STATUSES,
  REMAINING_PAYMENT_TYPES,
} from './constants';
import {
  digitsSchema,
  idFieldSchema,
  pageQueryShape,
  pageSchema,
  wholeNumberSchema,
} from './input';
import {
  exportRangeSchema,
  exportRangeShape,
  rangeInOrder,
  type ExportRange,
} from './export-range';
import { cardPaymentSchema } from './payments';
import { checkDeskOnline, deskOnlineShape } from './desk-payment';
import { PERSON_NAME_MAX } from './text';

/**
 * A booking as admins see it (see docs/bookings.md#fields), with the derived amounts of
 * docs/prices.md#price-lines.
 */
export const adminBookingSchema = customerBookingSchema.extend({
  id: z.number().int(),
  disabled: z.boolean(),
  BookingSource: z.enum(BOOKING_SOURCES),
  /** Staff's private notes (see docs/bookings.md#customer-page), only in admin answers. */
  staffNotes: z.string().nullable(),
  /** The booking series it is one date of (docs/bookings.md#series), or null. */
  seriesId: z.number().int().nullable().optional(),
  /** The card advance, once the provider has said it is paid (see docs/payments.md#card-payments). */
  cardPayment: cardPaymentSchema.nullable(),
  /** Its refunds, one per method owed back (docs/payments.md#refunds): on the detail answer. */
  refunds: z.array(refundLineSchema).optional(),
  /** Where an online booking came from (client address), for staff's bulk cancel. */
  clientAddress: z.string().nullable(),
  updatedAt: z.string(),
  /** Cancelled by staff as a late cancellation (docs/bookings.md#late-cancellation). */
  lateCancellation: z.boolean(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

const PAGE_SIZES_MESSAGE = `Page size must be one of ${BOOKING_LIST_PAGE_SIZES.join(', ')}`;

export const bookingListQuerySchema = z.object({
  /**
   * Customer name, case-insensitive; when set, every date is searched (see
   * docs/bookings.md#booking-list).
   */
  search: z.string().trim().max(PERSON_NAME_MAX).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  type: z.enum(BOOKING_TYPES).optional(),
  page: pageSchema,
  pageSize: digitsSchema('Page size', 1, BOOKING_LIST_PAGE_SIZES.at(-1)!, {
    tooSmall: PAGE_SIZES_MESSAGE,
    tooLarge: PAGE_SIZES_MESSAGE,
  })
    .refine(
      (size) => BOOKING_LIST_PAGE_SIZES.some((allowed) => allowed === size),
      PAGE_SIZES_MESSAGE,
    )
    .default(BOOKING_LIST_PAGE_SIZES[0]),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

/**
 * GET /api/get-booking-list/{date}: a list, so a JSON array (see docs/api.md#lists); `page` and
 * `pageSize` travel in the query and the number of matching bookings in the TOTAL_COUNT_HEADER.
 */
export const bookingListSchema = z.array(adminBookingSchema);

/**
 * GET /api/get-booking/bookings.xlsx: the bookings whose date lies from `from` to `to`, both
 * inclusive; either may be left out (see docs/bookings.md#export).
 */
export const bookingExportQuerySchema = exportRangeSchema;
export type BookingExportQuery = ExportRange;

/** The most bookings one page of GET /api/get-booking holds, as the other admin lists. */
export const BOOKING_EXPORT_PAGE_SIZE_MAX = 200;

/**
 * GET /api/get-booking, the spec's export call: the export's bookings as a paged list (see
 * docs/api.md#lists), newest date first; the spreadsheet (bookings.xlsx) holds them all. The page
 * size defaults to the booking list's.
 */
export const bookingExportPageQuerySchema = rangeInOrder(
  z.object({
    ...exportRangeShape,
    ...pageQueryShape(BOOKING_LIST_PAGE_SIZES[0], BOOKING_EXPORT_PAGE_SIZE_MAX),
  }),
);
export type BookingExportPageQuery = z.input<typeof bookingExportPageQuerySchema>;

/**
 * An admin change to one booking: its message and the booking as it now is; for money recorded
 * while its business day was closed, the day it landed on (docs/till.md#business-day).
 */
export const bookingAnswerSchema = z.object({
  message: z.string(),
  booking: adminBookingSchema,
  landedOn: landedOnSchema.optional(),
});
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;

export const STAFF_NOTES_MAX = 2000;

/** PATCH /api/bookings/{id}/staff-notes: blank clears the notes. */
export const staffNotesRequestSchema = z.object({
  staffNotes: z
    .string({ error: 'Staff notes must be text.' })
    .max(STAFF_NOTES_MAX, `Staff notes must be at most ${STAFF_NOTES_MAX} characters.`)
    .transform((text) => text.trim() || null),
});

export const BOOKING_ACTION_MESSAGES = {
  reasonRequired: 'Please enter a reason for cancellation',
  notFound: 'Booking not found.',
  deleted: 'Booking deleted',
  cancelBeforeDelete:
    'This booking is still on and the customer expects to play: cancel it (the customer is told why) before deleting it.',
  staffNotesSaved: 'Staff notes saved.',
  paymentRecorded: 'Payment recorded',
  paymentUndone: 'The recorded payment was undone.',
  nothingToUndo: 'There is no recorded payment to undo on this booking.',
  undoDayOver:
    'Undo payment corrects an entry typed by mistake on the day it was recorded. To give money back, cancel the booking: its refund is then listed under Refunds.',
  noFeeOwed: 'This booking owes no fee.',
  feePaid: 'Fee payment recorded',
  noShowUndone: 'The no-show was undone: the booking is marked as arrived.',
  notNoShow: 'Only a booking marked as a no-show can have its no-show undone.',
  paymentNotAllowed:
    'The remaining balance can be recorded only for a confirmed or arrived padel booking that is not fully paid.',
} as const;

/** The most a fee may be (PKR) before the booking's own total caps it (`feeProblem`). */
export const FEE_MAX = 1_000_000;
const feeSchema = wholeNumberSchema('The fee', 0, FEE_MAX).optional();

/** POST /api/booking/{id}/no-show (docs/bookings.md#staff-no-show): an optional fee. */
export const noShowRequestSchema = z.object({ fee: feeSchema });
export type NoShowRequest = z.input<typeof noShowRequestSchema>;

/**
 * POST /api/booking/{id}/fee-payment (docs/bookings.md#fees): staff took the fee still owed at the
 * desk, by one of the ways they record payments.
 */
export const feePaymentRequestSchema = z
  .object({
    method: z.enum(REMAINING_PAYMENT_TYPES, {
      error: 'Choose how the fee was paid: cash, card or online.',
    }),
    /** Paid online: which way, and the statement's reference (docs/payments.md#paid-online). */
    ...deskOnlineShape,
  })
  .superRefine((value, ctx) => checkDeskOnline(value.method === 'PayViaOnline', value, ctx));
export type FeePaymentRequest = z.input<typeof feePaymentRequestSchema>;

/** GET /api/bookings/next-date/{date}: the first later day with a booking, for an empty day. */
export const nextBookingDateSchema = z.object({ date: z.string().nullable() });
export type NextBookingDate = z.infer<typeof nextBookingDateSchema>;

/** The longest reason staff may give when cancelling a booking. */
export const CANCEL_REASON_MAX = 1000;

export const bookingUpdateRequestSchema = z.object({
  action: z.enum(BOOKING_ACTIONS, {
    error: `Action must be ${BOOKING_ACTIONS.slice(0, -1).join(', ')} or ${BOOKING_ACTIONS.at(-1)}`,
  }),
  cancelReason: z.string().max(CANCEL_REASON_MAX).optional(),
  /**
   * On cancel: what was paid is owed back by the way it came (the default; see
   * docs/payments.md#refunds). `false` keeps it, which is the owner's to decide, with a reason.
   */
  refundAdvance: z.boolean().optional(),
  ...refundOverrideShape,
});

/**
 * POST /api/booking/{id}/late-cancel (docs/bookings.md#late-cancellation): an optional fee and
 * reason (blank: "Late cancellation"), and whether to give a card advance back (default: kept).
 */
export const lateCancelRequestSchema = z.object({
  fee: feeSchema,
  cancelReason: z.string().max(CANCEL_REASON_MAX).optional(),
  refundAdvance: z.boolean().optional(),
  ...refundOverrideShape,
});
export type LateCancelRequest = z.input<typeof lateCancelRequestSchema>;

/** The reason a late cancellation keeps when staff give none. */
export const LATE_CANCEL_REASON = 'Late cancellation';

export const paymentUpdateRequestSchema = z
  .object({
    id: idFieldSchema('The booking id'),
    PaymentStatus: z.literal(PAID_IN_FULL, { error: `Only ${PAID_IN_FULL} can be recorded` }),
    remaining_paymentType: z.enum(REMAINING_PAYMENT_TYPES, {
      error: 'Payment type must be PayViaCash, PayViaCard or PayViaOnline',
    }),
    /** Paid online: which way, and the statement's reference (docs/payments.md#paid-online). */
    ...deskOnlineShape,
  })
  .superRefine((value, ctx) =>
    checkDeskOnline(value.remaining_paymentType === 'PayViaOnline', value, ctx),
  );

export const statusUpdateRequestSchema = z
  .object({
    id: idFieldSchema('The booking id'),
    status: z.literal(BOOKING_TRANSITIONS.confirm.to, {
      error: `Only ${BOOKING_TRANSITIONS.confirm.to} can be set here`,
    }),
    PaymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    remaining_paymentType: z.enum(REMAINING_PAYMENT_TYPES).nullable().optional(),
    /**
     * Paid online: which way, and the statement's reference (docs/payments.md#paid-online); also
     * for a payment so far on a booking made to pay online without a transfer's method.
     */
    ...deskOnlineShape,
  })
  .superRefine((value, ctx) => {
    // Without remaining_paymentType the booking's own payment type says how: the server checks it.
    if (value.remaining_paymentType == null && value.PaymentStatus !== undefined) return;
    checkDeskOnline(value.remaining_paymentType === 'PayViaOnline', value, ctx);
  });

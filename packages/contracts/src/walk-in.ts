import { z } from 'zod';
import { bookingAnswerSchema } from './admin-bookings';
import { bookingRequestFields, bookingRequestValue, checkBookingRequest } from './booking';
import { walkInDetailsProblems } from './booking-rules';
import type { PaymentStatus, PaymentType, RemainingPaymentType } from './constants';
import { checkDeskOnline, deskOnlineShape, deskOnlineValue } from './desk-payment';

/**
 * How a walk-in pays at the counter (see docs/bookings.md#walk-ins): the whole amount now, by one
 * of the three ways staff record a payment, or later.
 */
export const WALK_IN_PAYMENTS = ['PayViaCash', 'PayViaCard', 'PayViaOnline', 'PayLater'] as const;
export type WalkInPayment = (typeof WALK_IN_PAYMENTS)[number];

export const WALK_IN_PAYMENT_LABELS: Record<WalkInPayment, string> = {
  PayViaCash: 'Paid cash',
  PayViaCard: 'Paid card',
  PayViaOnline: 'Paid online',
  PayLater: 'Pay later',
};

/** The payment fields a walk-in is created with: paid in full by `payment`, or unpaid. */
export function walkInPaymentState(payment: WalkInPayment): {
  paymentType: PaymentType;
  PaymentStatus: PaymentStatus;
  remaining_paymentType: RemainingPaymentType | null;
} {
  return payment === 'PayLater'
    ? { paymentType: 'PayLater', PaymentStatus: 'UnPaid', remaining_paymentType: null }
    : { paymentType: payment, PaymentStatus: '100%Paid', remaining_paymentType: payment };
}

export const WALK_IN_REQUEST_MESSAGES = {
  paymentRequired:
    'Please choose how the walk-in pays: Paid cash, Paid card, Paid online or Pay later.',
  created: 'Walk-in booked and confirmed.',
  tableNoPayment: 'Café tables carry no price: choose Pay later.',
} as const;

/** A café table has no price, so nothing can have been paid for it; undefined when fine. */
export function walkInPaymentProblem(type: string, payment: WalkInPayment): string | undefined {
  return type === 'Table' && payment !== 'PayLater'
    ? WALK_IN_REQUEST_MESSAGES.tableNoPayment
    : undefined;
}

/**
 * POST /api/walk-ins (staff): a booking taken at the counter. The same fields and checks as
 * POST /api/create-booking, in the same order, but the e-mail may be left out, and `payment`
 * says what was paid. The booking is made `Booking Confirmed` and `in-person`.
 */
export const walkInRequestSchema = z
  .object({
    ...bookingRequestFields,
    payment: z.enum(WALK_IN_PAYMENTS, { error: WALK_IN_REQUEST_MESSAGES.paymentRequired }),
    /** Paid online: which way, and the statement's reference (docs/payments.md#paid-online). */
    ...deskOnlineShape,
  })
  .superRefine((value, ctx) => {
    checkBookingRequest(value, ctx, walkInDetailsProblems);
    const problem = walkInPaymentProblem(value.bookingType?.trim() ?? '', value.payment);
    if (problem) ctx.addIssue({ code: 'custom', path: ['payment'], message: problem });
    checkDeskOnline(value.payment === 'PayViaOnline', value, ctx);
  })
  .transform((value) => ({
    ...bookingRequestValue(value),
    payment: value.payment,
    ...deskOnlineValue(value.payment === 'PayViaOnline', value),
  }));
export type WalkInRequest = z.input<typeof walkInRequestSchema>;
export type WalkInInput = z.output<typeof walkInRequestSchema>;

/** The walk-in as admins see it, with its message. */
export const walkInAnswerSchema = bookingAnswerSchema;
export type WalkInAnswer = z.infer<typeof walkInAnswerSchema>;

import { PAYMENT_STATUSES, PAYMENT_TYPES, REMAINING_PAYMENT_TYPES } from '@padel/contracts';
import { z } from 'zod';
import type { BookingRow } from '../bookings.repo';

/** The payment fields an audit row keeps, so that a recorded payment can be undone. */
export const paymentState = (row: BookingRow) => ({
  PaymentStatus: row.paymentStatus,
  remaining_paymentType: row.remainingPaymentType,
});
/**
 * A payment state as an audit row kept it (`paymentState`, or a walk-in's, see
 * docs/bookings.md#walk-ins, which also names its `paymentType` for its undo to put back); read
 * back checked, so an audit row of another shape is no payment to undo.
 */
const auditedPaymentSchema = z.object({
  PaymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  remaining_paymentType: z.enum(REMAINING_PAYMENT_TYPES).nullable().optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
});
export const auditedPayment = (value: unknown) => auditedPaymentSchema.safeParse(value).data;

/** A payment transition's audit: the payment before and after, which an undo reads back. */
export const paymentAudit = (before: BookingRow, after: BookingRow) => ({
  before: paymentState(before),
  after: paymentState(after),
});

/** The audit actions of staff's payments, newest of which an undo reads. */
export const PAYMENT_ACTIONS = ['payment', 'undo-payment'];

import { BOOKING_ACTION_MESSAGES, canMakePayment, type PaymentMoveName } from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { BookingRow } from './bookings.repo';

/** The payment fields an audit row keeps, so that a recorded payment can be undone. */
export const paymentState = (row: BookingRow) => ({
  PaymentStatus: row.paymentStatus,
  remaining_paymentType: row.remainingPaymentType,
});
/**
 * A walk-in's payment (see docs/bookings.md#walk-ins) also names its `paymentType`, which its
 * undo puts back.
 */
export type PaymentState = ReturnType<typeof paymentState> & {
  paymentType?: BookingRow['paymentType'];
};

/** The audit actions of staff's payments, newest of which an undo reads. */
export const PAYMENT_ACTIONS = ['payment', 'undo-payment'];

export function auditPayment(
  db: Database,
  adminId: number,
  before: BookingRow,
  after: BookingRow,
  action: 'payment' | 'undo-payment' = 'payment',
) {
  return recordAudit(db, {
    actor: { type: 'admin', id: adminId },
    action,
    entity: 'booking',
    entityId: after.id,
    before: paymentState(before),
    after: paymentState(after),
  });
}

/**
 * Refuses a staff payment the booking lifecycle does not allow on `booking` (409, see
 * docs/payments.md#recording-the-remainder).
 */
export function assertMayPay(move: PaymentMoveName, booking: BookingRow): void {
  const wire = { ...booking, PaymentStatus: booking.paymentStatus };
  if (!canMakePayment(move, wire)) {
    throw new ConflictError(BOOKING_ACTION_MESSAGES.paymentNotAllowed, 'PAYMENT_NOT_ALLOWED');
  }
}

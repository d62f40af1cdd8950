import {
  arrivalProblem,
  BOOKING_ACTION_MESSAGES,
  STAFF_ACTION_DONE,
  TRANSFER_MESSAGES,
  waitsForTransfer,
  type BookingAction,
  type DeskOnline,
  type PaymentStatus,
  type RemainingPaymentType,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError } from '../../lib/errors';
import type { RefundAsked } from '../ledger/owe-back.service';
import type { Till } from '../ledger/till.service';
import type { Notifier } from '../notifications/notifier.service';
import { applyTransition, lockForTransition } from './apply-transition.service';
import { paymentAudit } from './payments/payment-audit.service';
import type { BookingRow } from './bookings.repo';
import { cancelBooking } from './cancel-booking.service';

/**
 * Staff taking the booking on (confirm, arrived) vouch for it: it no longer waits for the
 * customer's code.
 */
const VOUCHED = { confirmBy: null, confirmCodeHash: null, confirmPhoneCodeHash: null } as const;

/** When "now" is and how early the venue lets staff mark arrivals (`arrivedMinutesBefore`). */
export interface ArrivalCheck {
  now: Date;
  timeZone: string;
  minutesBefore: number;
}

/**
 * Arrived is for the booking's day: from the venue's set time before the start until the end of
 * its day (docs/bookings.md#arrived), else 409 `OUTSIDE_ARRIVAL_WINDOW`.
 */
function assertArrivalWindow(booking: BookingRow, arrival: ArrivalCheck | undefined) {
  if (!arrival) throw new Error('Arrived needs the venue clock to be checked against');
  const problem = arrivalProblem(
    { status: booking.status, selectedDate: booking.selectedDate, hours: booking.slotHours },
    arrival.now,
    arrival.timeZone,
    arrival.minutesBefore,
  );
  if (problem) throw new ConflictError(problem, 'OUTSIDE_ARRIVAL_WINDOW');
}

/**
 * What staff say was paid so far when they confirm (PATCH /api/update-Status): paid online, by
 * the method they picked, with its reference (docs/payments.md#paid-online).
 */
export interface PaidSoFar extends DeskOnline {
  PaymentStatus: PaymentStatus;
  remaining_paymentType?: RemainingPaymentType | null;
}

/**
 * Staff confirm a booking, the one way both confirm calls go (PATCH /api/booking/update/{id}/ and
 * PATCH /api/update-Status, docs/payments.md#recording-the-remainder), inside the caller's
 * transaction: the booking is locked and confirmed, the customer told, and what was paid so far,
 * if staff name a new state, recorded and audited in the same change; a payment refused (409)
 * leaves the booking as it was.
 */
export async function confirmBooking(
  tx: Database,
  id: number,
  by: { adminId: number; notifier: Notifier; till: Till; payment?: PaidSoFar },
): Promise<BookingRow> {
  const actor = { type: 'admin', id: by.adminId } as const;
  const before = await lockForTransition(tx, id, 'confirm');
  // A transfer is checked before it confirms anything: accepted with what arrived, or rejected.
  if (waitsForTransfer(before)) {
    throw new ConflictError(TRANSFER_MESSAGES.confirmRefused, 'WAITS_FOR_TRANSFER');
  }
  const confirmed = await applyTransition(tx, before, 'confirm', actor, VOUCHED, by);
  if (!by.payment || by.payment.PaymentStatus === confirmed.paymentStatus) return confirmed;
  const payment = {
    paymentStatus: by.payment.PaymentStatus,
    remainingPaymentType: by.payment.remaining_paymentType ?? null,
  };
  return applyTransition(tx, confirmed, 'confirm-payment', actor, payment, {
    audit: paymentAudit,
    till: by.till,
    ...(by.payment.onlineMethod
      ? { method: by.payment.onlineMethod, reference: by.payment.reference ?? undefined }
      : {}),
  });
}

/**
 * Takes an admin's status action; a move the lifecycle does not allow answers 409 (see
 * docs/bookings.md#statuses).
 */
export async function changeBookingStatus(
  db: Database,
  id: number,
  action: BookingAction,
  by: {
    adminId: number;
    cancelReason?: string;
    /** What the cancellation gives back (docs/payments.md#refunds); the policy's when left out. */
    refund?: RefundAsked;
    notifier: Notifier;
    till: Till;
    /** The clock and setting Arrived is checked against (docs/bookings.md#arrived). */
    arrival?: ArrivalCheck;
  },
): Promise<{ message: string; booking: BookingRow }> {
  const reason = by.cancelReason?.trim() ?? '';
  if (action === 'cancel' && reason === '') {
    throw new BadRequestError(BOOKING_ACTION_MESSAGES.reasonRequired, 'CANCEL_REASON_REQUIRED');
  }
  const booking = await db.transaction(async (tx) => {
    if (action === 'confirm') return confirmBooking(tx, id, by);
    const before = await lockForTransition(tx, id, action);
    if (action === 'arrived') {
      assertArrivalWindow(before, by.arrival);
      const actor = { type: 'admin', id: by.adminId } as const;
      return applyTransition(tx, before, action, actor, VOUCHED, by);
    }
    return cancelBooking(tx, before, {
      transition: 'cancel',
      reason,
      actor: { type: 'admin', id: by.adminId },
      notifier: by.notifier,
      refund: by.refund ?? { policy: true },
    });
  });
  return { message: STAFF_ACTION_DONE[action], booking };
}

import {
  actionRefusedMessage,
  arrivalProblem,
  BOOKING_ACTION_MESSAGES,
  BOOKING_MOVES,
  BOOKING_TRANSITIONS,
  canTakeAction,
  type BookingAction,
  type PaymentStatus,
  type RemainingPaymentType,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import type { Notifier } from '../notifications/notifier.service';
import { assertMayPay, auditPayment } from './payments/payment-audit.service';
import { lockBooking, updateBooking, type BookingRow } from './bookings.repo';
import { cancelBooking } from './cancel-booking.service';

/** Locks the booking for a staff action: 404 when it is gone, 409 when its status refuses it. */
async function lockForAction(tx: Database, id: number, action: BookingAction) {
  const before = await lockBooking(tx, id);
  if (!before) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
  if (!canTakeAction(action, before.status)) {
    throw new ConflictError(actionRefusedMessage(action, before.status), 'INVALID_TRANSITION');
  }
  return before;
}

/**
 * Moves a locked booking to the action's status, sends the action's message and audits it.
 * Staff taking the booking on vouch for it: it no longer waits for the customer's code.
 */
async function moveStatus(
  tx: Database,
  before: BookingRow,
  action: 'confirm' | 'arrived',
  by: { adminId: number; notifier: Notifier },
): Promise<BookingRow> {
  const move = BOOKING_MOVES[action];
  const after = await updateBooking(tx, before.id, {
    status: move.to,
    confirmBy: null,
    confirmCodeHash: null,
    confirmPhoneCodeHash: null,
  });
  if (move.sends) await by.notifier.booking(tx, move.sends, after);
  await recordAudit(tx, {
    actor: { type: 'admin', id: by.adminId },
    action,
    entity: 'booking',
    entityId: before.id,
    before: { status: before.status },
    after: { status: after.status },
  });
  return after;
}

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

/** What staff say was paid so far when they confirm (PATCH /api/update-Status). */
export interface PaidSoFar {
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
  by: { adminId: number; notifier: Notifier; payment?: PaidSoFar },
): Promise<BookingRow> {
  const before = await lockForAction(tx, id, 'confirm');
  const confirmed = await moveStatus(tx, before, 'confirm', by);
  if (!by.payment || by.payment.PaymentStatus === confirmed.paymentStatus) return confirmed;
  assertMayPay('confirm-payment', confirmed);
  const paid = await updateBooking(tx, id, {
    paymentStatus: by.payment.PaymentStatus,
    remainingPaymentType: by.payment.remaining_paymentType ?? null,
  });
  await auditPayment(tx, by.adminId, confirmed, paid);
  return paid;
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
    refundAdvance?: boolean;
    notifier: Notifier;
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
    const before = await lockForAction(tx, id, action);
    if (action === 'arrived') {
      assertArrivalWindow(before, by.arrival);
      return moveStatus(tx, before, action, by);
    }
    return cancelBooking(tx, before, {
      move: 'cancel',
      reason,
      actor: { type: 'admin', id: by.adminId },
      notifier: by.notifier,
      refundAdvance: by.refundAdvance ?? true,
    });
  });
  return { message: BOOKING_TRANSITIONS[action].done, booking };
}

import {
  BOOKING_ACTION_MESSAGES,
  BOOKING_TRANSITIONS,
  canUndoPayment,
  deskPaymentOf,
  canPayFee,
  type BookingAnswer,
  type feePaymentRequestSchema,
  type LandedOn,
  type paymentUpdateRequestSchema,
} from '@padel/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { currentTime } from '../../../lib/clock';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { latestAudit } from '../../audit/audit.repo';
import { unreversedMovements } from '../../ledger/ledger.repo';
import type { Till } from '../../ledger/till.service';
import { moneyFieldsOf } from '../../notifications/messages/booking-facts';
import { applyTransition, feeAudit, lockForTransition } from '../apply-transition.service';
import { toAdminBooking } from '../booking.view';
import { lockBooking, type BookingRow } from '../bookings.repo';
import { auditedPayment, PAYMENT_ACTIONS, paymentAudit } from './payment-audit.service';

/**
 * What staff record of the money at the desk (docs/payments.md#recording-the-remainder,
 * docs/payments.md#undo): the rest of a padel booking's price, and the undo of the last such
 * record. Both are transitions of the booking (ADR 053).
 */

/**
 * A payment's answer: its message, the booking, and the business day the money landed on when the
 * day it was taken in was closed already (docs/till.md#business-day).
 */
function paidAnswer(
  message: string,
  { after, landing }: { after: BookingRow; landing: LandedOn | undefined },
): BookingAnswer {
  return { message, booking: toAdminBooking(after), ...(landing ? { landedOn: landing } : {}) };
}

/**
 * Records the remainder (see docs/payments.md#recording-the-remainder): allowed for a padel booking
 * that is not pending, not cancelled and not yet fully paid. The ledger records it by the method
 * staff picked, with its reference (docs/payments.md#paid-online).
 */
export async function recordRemainingPayment(
  { db, till }: { db: Database; till: Till },
  body: z.output<typeof paymentUpdateRequestSchema>,
  adminId: number,
) {
  const booking = await db.transaction(async (tx) => {
    const before = await lockForTransition(tx, body.id, 'record-remainder');
    const actor = { type: 'admin', id: adminId } as const;
    const payment = {
      paymentStatus: BOOKING_TRANSITIONS['record-remainder'].payment.to,
      remainingPaymentType: body.remaining_paymentType,
    };
    const paid = deskPaymentOf(body.remaining_paymentType, body);
    const after = await applyTransition(tx, before, 'record-remainder', actor, payment, {
      audit: paymentAudit,
      till,
      method: paid.method,
      reference: paid.reference ?? undefined,
    });
    return { after, landing: await till.landingAt(tx, currentTime()) };
  });
  return paidAnswer(BOOKING_ACTION_MESSAGES.paymentRecorded, booking);
}

/**
 * Undo payment corrects an entry typed by mistake on its own business day (docs/payments.md#undo):
 * money taken on an earlier day goes back only as a refund, through a cancellation.
 */
async function assertTypedToday(tx: Database, till: Till, id: number): Promise<void> {
  const taken = (await unreversedMovements(tx, { bookingId: id }, ['advance', 'balance'])).filter(
    (row) => row.method !== 'card-online',
  );
  const last = taken.at(-1);
  if (last && last.businessDay !== (await till.businessDayAt(tx, currentTime()))) {
    throw new ConflictError(BOOKING_ACTION_MESSAGES.undoDayOver, 'UNDO_DAY_OVER');
  }
}

/**
 * POST /api/bookings/{id}/undo-payment (see docs/payments.md#undo): the booking goes back to the
 * payment state it had before the last recorded payment, if that payment is still its state and not
 * undone.
 */
export async function undoPayment(
  { db, till }: { db: Database; till: Till },
  id: number,
  adminId: number,
) {
  const booking = await db.transaction(async (tx) => {
    const current = await lockBooking(tx, id);
    if (!current) throw new NotFoundError(BOOKING_ACTION_MESSAGES.notFound);
    const last = await latestAudit(tx, 'booking', id, PAYMENT_ACTIONS);
    const recorded = auditedPayment(last?.after);
    const previous = auditedPayment(last?.before);
    if (
      // The rule the detail screen offers Undo payment by (docs/payments.md#undo).
      !canUndoPayment(moneyFieldsOf(current)) ||
      last?.action !== 'payment' ||
      !previous?.PaymentStatus ||
      recorded?.PaymentStatus !== current.paymentStatus
    ) {
      throw new ConflictError(BOOKING_ACTION_MESSAGES.nothingToUndo, 'NOTHING_TO_UNDO');
    }
    await assertTypedToday(tx, till, id);
    const actor = { type: 'admin', id: adminId } as const;
    const payment = {
      paymentStatus: previous.PaymentStatus,
      remainingPaymentType: previous.remaining_paymentType ?? null,
      ...(previous.paymentType ? { paymentType: previous.paymentType } : {}),
    };
    return applyTransition(tx, current, 'undo-payment', actor, payment, {
      audit: paymentAudit,
      till,
    });
  });
  return { message: BOOKING_ACTION_MESSAGES.paymentUndone, booking: toAdminBooking(booking) };
}

/**
 * POST /api/booking/{id}/fee-payment (docs/bookings.md#fees): the fee a no-show or a late
 * cancellation still owes, taken at the desk; the ledger records it by its method.
 */
export async function payFee(
  { db, till }: { db: Database; till: Till },
  id: number,
  body: z.output<typeof feePaymentRequestSchema>,
  adminId: number,
) {
  const booking = await db.transaction(async (tx) => {
    const before = await lockForTransition(tx, id, 'fee-paid');
    if (!canPayFee(before)) {
      throw new ConflictError(BOOKING_ACTION_MESSAGES.noFeeOwed, 'NO_FEE_OWED');
    }
    const actor = { type: 'admin', id: adminId } as const;
    const paid = deskPaymentOf(body.method, body);
    const after = await applyTransition(
      tx,
      before,
      'fee-paid',
      actor,
      { feePaid: before.feeOwed },
      {
        audit: feeAudit,
        till,
        method: paid.method,
        reference: paid.reference ?? undefined,
      },
    );
    return { after, landing: await till.landingAt(tx, currentTime()) };
  });
  return paidAnswer(BOOKING_ACTION_MESSAGES.feePaid, booking);
}

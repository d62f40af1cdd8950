import type { CancelTransitionName } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { AuditEntry } from '../audit/audit.repo';
import type { Notifier } from '../notifications/notifier.service';
import { tellQueueOfFreeTable } from '../queue/queue.service';
import { applyTransition } from './apply-transition.service';
import type { BookingRow } from './bookings.repo';
import { releaseHolds } from './slot-holds.repo';

export interface CancelHow {
  /**
   * Which cancellation of the booking lifecycle this is: its status and message come from there
   * (ADR 031).
   */
  transition: CancelTransitionName;
  reason: string;
  actor: AuditEntry['actor'];
  /** Tells the customer (and a freed café table's queue); without it nobody is told. */
  notifier?: Notifier;
  /**
   * A card advance paid on it is given back (see docs/payments.md#refunds): the venue closed, or
   * the customer cancelled within the policy.
   */
  refundAdvance?: boolean;
  /**
   * A late cancellation (`late-cancel`, docs/bookings.md#late-cancellation): the booking is
   * marked late, with the fee the customer owes (0 for none).
   */
  lateFee?: number;
}

/** Whether a cancelled booking's card advance is to be given back. */
export const owesRefund = (
  booking: Pick<BookingRow, 'cardPaidAt' | 'cardPaymentAmount' | 'refundStatus'>,
) =>
  booking.cardPaidAt !== null &&
  (booking.cardPaymentAmount ?? 0) > 0 &&
  booking.refundStatus === null;

/**
 * Cancels a locked booking, the one way every cancellation goes (staff, closure, customer, an
 * unpaid card hold, a lapsed code): the reason is kept, its slots are free at once (see docs/bookings.md#holds),
 * a refund is marked due when asked, it is audited, and the customer and the queue are told.
 */
export async function cancelBooking(
  tx: Database,
  before: BookingRow,
  how: CancelHow,
): Promise<BookingRow> {
  const refund = how.refundAdvance === true && owesRefund(before);
  const patch = {
    cancelReason: how.reason,
    disabled: true,
    checkoutUrl: null,
    confirmBy: null,
    confirmCodeHash: null,
    confirmPhoneCodeHash: null,
    secureBy: null,
    transferBy: null,
    ...(refund ? { refundStatus: 'due' as const, refundAmount: before.cardPaymentAmount } : {}),
    ...(how.lateFee === undefined ? {} : { lateCancellation: true, feeOwed: how.lateFee }),
  };
  // A hold still waiting for its code was never shown to be the contact's: whoever cancels it,
  // nobody is messaged (docs/notifications.md#message-limits).
  const notifier = before.confirmBy === null ? how.notifier : undefined;
  const after = await applyTransition(tx, before, how.transition, how.actor, patch, {
    notifier,
    audit: (was, row) => ({
      ...(how.lateFee === undefined ? {} : { before: { feeOwed: was.feeOwed } }),
      after: {
        cancelReason: how.reason,
        ...(refund ? { refundDue: row.refundAmount } : {}),
        ...(how.lateFee === undefined ? {} : { lateCancellation: true, feeOwed: row.feeOwed }),
      },
    }),
  });
  // Its slots are free at once (docs/bookings.md#holds).
  await releaseHolds(tx, before.id);
  if (how.notifier && after.bookingType === 'Table') {
    await tellQueueOfFreeTable(tx, how.notifier, after.selectedDate);
  }
  return after;
}

import type { CancelTransitionName } from '@padel/contracts';
import type { Database } from '../../db/client';
import { currentTime } from '../../lib/clock';
import { oweBack, type RefundAsked, refundDueAudit } from '../ledger/owe-back.service';
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
   * What it gives back of the money it took (docs/payments.md#refunds): the policy's refund (the
   * venue closed, staff cancelled, the customer cancelled in time), or the owner's other amount
   * with a reason. Without it nothing is owed back (the money never came, or it is kept).
   */
  refund?: RefundAsked;
  /**
   * A late cancellation (`late-cancel`, docs/bookings.md#late-cancellation): the booking is
   * marked late, with the fee the customer owes (0 for none).
   */
  lateFee?: number;
}

/**
 * Cancels a locked booking, the one way every cancellation goes (staff, closure, customer, an
 * unpaid card hold, a lapsed code): the reason is kept, its slots are free at once (see docs/bookings.md#holds),
 * what it gives back is owed by each method the money came by (docs/payments.md#refunds), it is
 * audited, and the customer and the queue are told.
 */
export async function cancelBooking(
  tx: Database,
  before: BookingRow,
  how: CancelHow,
): Promise<BookingRow> {
  // Owed back before the row changes, so the cancelled row and its message read the refunds.
  const owed = how.refund
    ? await oweBack(
        tx,
        { bookingId: before.id, seriesId: before.seriesId, checkoutId: before.checkoutSessionId },
        how.refund,
        currentTime(),
      )
    : [];
  const patch = {
    cancelReason: how.reason,
    disabled: true,
    checkoutUrl: null,
    confirmBy: null,
    confirmCodeHash: null,
    confirmPhoneCodeHash: null,
    secureBy: null,
    transferBy: null,
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
        ...refundDueAudit(owed),
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

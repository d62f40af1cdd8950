import { isAllowedFrom, TRANSFER_MESSAGES } from '@padel/contracts';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { Notifier } from '../../notifications/notifier.service';
import { overdueJob } from '../../notifications/overdue.job';
import type { TimedJob } from '../../notifications/worker.job';
import { lockBooking } from '../bookings.repo';
import { cancelBooking } from '../cancel-booking.service';
import { clearTransferBy, listOverdueTransfers } from './transfers.repo';

/**
 * Frees the slots of advances by transfer staff did not accept in time
 * (`TRANSFER_HOLD_MINUTES`, docs/payments.md#transfers): each is cancelled "Transfer not received
 * in time" and its customer told. One accepted or cancelled meanwhile only stops waiting.
 */
export function transferExpiryJob(db: Database, notifier: Notifier, now: Clock): TimedJob {
  return overdueJob('transfer hold expiry', db, now, {
    listOverdue: listOverdueTransfers,
    lapse: (tx, id, at) => lapse(tx, notifier, id, at),
  });
}

async function lapse(tx: Database, notifier: Notifier, id: number, at: Date): Promise<unknown> {
  const booking = await lockBooking(tx, id);
  if (!booking || booking.transferBy === null || booking.transferBy > at) return;
  if (!isAllowedFrom('transfer-lapse', booking.status) || booking.paymentStatus !== 'UnPaid') {
    return clearTransferBy(tx, id);
  }
  return cancelBooking(tx, booking, {
    transition: 'transfer-lapse',
    reason: TRANSFER_MESSAGES.notReceivedReason,
    actor: { type: 'system' },
    notifier,
  });
}

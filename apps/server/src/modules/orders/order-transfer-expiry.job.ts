import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notifications/notifier.service';
import { overdueJob } from '../notifications/overdue.job';
import type { TimedJob } from '../notifications/worker.job';
import { orderTransferLapse } from './order-transfers.service';

/**
 * Café orders by transfer staff did not accept in time (`TRANSFER_HOLD_MINUTES`,
 * docs/payments.md#transfers): each is cancelled "Transfer not received in time", its customer told.
 */
export function orderTransferExpiryJob(db: Database, notifier: Notifier, now: Clock): TimedJob {
  return overdueJob('order transfer expiry', db, now, orderTransferLapse(notifier));
}

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notifications/notifier.service';
import { overdueJob } from '../notifications/overdue.job';
import type { TimedJob } from '../notifications/worker.job';
import { bookingTransfers } from './booking-transfer.service';
import { orderTransfers } from './order-transfer.service';
import { transferLapse } from './transfers.service';

/**
 * Frees what transfers staff did not accept in time (`TRANSFER_HOLD_MINUTES`,
 * docs/payments.md#transfers): a booking's slots, a café order's place in the queue.
 */
export const transferExpiryJob = (db: Database, notifier: Notifier, now: Clock): TimedJob =>
  overdueJob('transfer hold expiry', db, now, transferLapse(bookingTransfers, notifier));

export const orderTransferExpiryJob = (db: Database, notifier: Notifier, now: Clock): TimedJob =>
  overdueJob('order transfer expiry', db, now, transferLapse(orderTransfers, notifier));

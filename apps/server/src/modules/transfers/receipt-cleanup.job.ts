import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TimedJob } from '../notifications/worker.job';
import { deleteStaleReceipts } from './receipts.repo';

/** How long the receipt of a transfer that lapsed or was rejected is kept (issue 43). */
export const STALE_RECEIPT_DAYS = 30;

/** Receipts are not swept at each of the worker's rounds: one sweep in this long is enough. */
const SWEEP_EVERY_MS = 6 * 60 * 60_000;

/**
 * The pictures of transfers that never paid anything are deleted 30 days after their booking or
 * order was cancelled (docs/payments.md#transfers), so a stranger's receipts cannot fill the
 * database; the receipts of accepted transfers stay with their payment.
 */
export function receiptCleanupJob(db: Database, now: Clock): TimedJob {
  let nextAt = -Infinity;
  return {
    name: 'stale receipt cleanup',
    async run() {
      const at = now().getTime();
      if (at < nextAt) return;
      nextAt = at + SWEEP_EVERY_MS;
      await deleteStaleReceipts(db, new Date(at - STALE_RECEIPT_DAYS * 24 * 60 * 60_000));
    },
  };
}

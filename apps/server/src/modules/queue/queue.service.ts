import { BOOKING_MESSAGES, venueNow } from '@padel/contracts';
import type { Database } from '../../db/client';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { ConflictError, isUniqueViolation } from '../../lib/errors';
import { consumeRateLimits } from '../../lib/rate-limit';
import { recordAudit } from '../audit/audit.repo';
import type { Notifier } from '../notifications/notifier';
import { insertQueueEntry, listQueueEntries, markQueueNotified } from './queue.repo';

/**
 * A customer refused for a full café joins the queue for that day (see docs/bookings.md#queue);
 * only an entry that is made counts against the queue limits (see docs/security.md#abuse-limits).
 */
export async function joinQueue(
  db: Database,
  entry: { selectedDate: string; customerName: string; email: string },
  ip: string,
) {
  try {
    await db.transaction(async (tx) => {
      const row = await insertQueueEntry(tx, entry);
      await consumeRateLimits(tx, abuseRules.queue(entry.email, ip), LIMIT_MESSAGES.queue);
      await recordAudit(tx, {
        actor: { type: 'customer' },
        action: 'join-queue',
        entity: 'queue',
        entityId: row.id,
        after: { selectedDate: row.selectedDate },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(BOOKING_MESSAGES.queueDuplicate, 'ALREADY_QUEUED');
    throw error;
  }
  return { message: BOOKING_MESSAGES.queueJoined };
}

export async function listQueue(db: Database) {
  const rows = await listQueueEntries(db);
  return rows.map((row) => ({
    id: row.id,
    selectedDate: row.selectedDate,
    customerName: row.customerName,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A café table on `date` has been given back (a table booking cancelled or deleted): everyone
 * queued for that day who has not heard yet is told, in the same transaction (see
 * docs/bookings.md#queue). A day already past has nothing to offer.
 */
export async function tellQueueOfFreeTable(tx: Database, notifier: Notifier, date: string) {
  if (date < venueNow(notifier.venue.timeZone).date) return;
  const emails = await markQueueNotified(tx, date);
  if (emails.length > 0) await notifier.queueNotice(tx, date, emails);
}

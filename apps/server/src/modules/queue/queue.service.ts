import type { Readable } from 'node:stream';
import { currentTime } from '../../lib/clock';
import { BOOKING_MESSAGES, venueNow, type QueueEntry, type QueueQuery } from '@padel/contracts';
import type { Database } from '../../db/client';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { ConflictError, isUniqueViolation } from '../../lib/errors';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import { keysetBatches, streamSheet, type SheetColumn } from '../../lib/xlsx-export';
import { recordAudit } from '../audit/audit.repo';
import type { Notifier } from '../notifications/notifier.service';
import { insertQueueEntry, listQueueEntries, markQueueNotified, type QueueRow } from './queue.repo';

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

function toQueueEntry(row: QueueRow): QueueEntry {
  return {
    id: row.id,
    selectedDate: row.selectedDate,
    customerName: row.customerName,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listQueue(db: Database, filter: QueueQuery): Promise<QueueEntry[]> {
  return (await listQueueEntries(db, filter)).map(toQueueEntry);
}

/** The columns of booking-queue.xlsx: the screen's, and when each customer joined. */
const QUEUE_COLUMNS: SheetColumn<QueueEntry>[] = [
  { header: 'Date of visit', width: 14, value: (entry) => entry.selectedDate },
  { header: 'Customer name', width: 28, value: (entry) => entry.customerName },
  { header: 'Email', width: 32, value: (entry) => entry.email },
  { header: 'Joined the queue', width: 26, value: (entry) => entry.createdAt },
];

/**
 * booking-queue.xlsx, sheet Queue: the entries the filter holds, newest first, streamed as the
 * bookings export is (see docs/bookings.md#queue).
 */
export function exportQueue(db: Database, filter: QueueQuery): Readable {
  const batches = keysetBatches(
    async (after: number | undefined, limit) =>
      (await listQueueEntries(db, filter, { after, limit })).map(toQueueEntry),
    (entry) => entry.id,
  );
  return streamSheet('Queue', QUEUE_COLUMNS, batches);
}

/**
 * A café table on `date` has been given back (a table booking cancelled or deleted): everyone
 * queued for that day who has not heard yet is told, in the same transaction (see
 * docs/bookings.md#queue). A day already past has nothing to offer.
 */
export async function tellQueueOfFreeTable(tx: Database, notifier: Notifier, date: string) {
  if (date < venueNow(notifier.venue.timeZone, currentTime()).date) return;
  const emails = await markQueueNotified(tx, date);
  if (emails.length > 0) await notifier.queueNotice(tx, date, emails);
}

import type { NotificationStatus } from '@padel/contracts';
import { and, count, desc, eq, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';

export type { NotificationRow };

export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'channel' | 'recipient' | 'kind' | 'body'
>;

/** A row as written, with what the message limits decided (docs/notifications.md#message-limits). */
export type NotificationInsert = NewNotification &
  Partial<
    Pick<
      typeof notifications.$inferInsert,
      'unverified' | 'heldBack' | 'status' | 'lastError' | 'clientNetworks'
    >
  >;

export async function insertNotifications(db: Database, rows: NotificationInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** Another pending message to the same recipient on the same channel, written earlier. */
const older = alias(notifications, 'older');
const olderPending = (db: Database) =>
  db
    .select({ id: older.id })
    .from(older)
    .where(
      and(
        eq(older.recipient, notifications.recipient),
        eq(older.channel, notifications.channel),
        eq(older.status, 'pending'),
        lt(older.id, notifications.id),
      ),
    );

/**
 * Claims up to `limit` messages whose time has come (see docs/notifications.md#pipeline). Rows
 * another process is claiming are skipped, never waited for, so each message goes to one sender.
 * Each recipient's messages go in the order they were written ("confirmed" never before
 * "received"): a message waits while an older one to the same address is still pending.
 * The claim names its worker (`worker`), whose heartbeat vouches for it: if that worker dies, its
 * claims are released as soon as it is known dead (message-workers.repo.ts). The claim also pushes
 * the next attempt past a lease, which the worker's heartbeat renews: it runs out only for a claim
 * that names no worker, the last resort. The attempt is counted now, so a crash counts as one.
 */
export function claimDue(
  db: Database,
  options: { claim: string; worker: string; limit: number; leaseSeconds: number },
): Promise<NotificationRow[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.status, 'pending'),
        lte(notifications.nextAttemptAt, sql`now()`),
        notExists(olderPending(db)),
      ),
    )
    .orderBy(notifications.nextAttemptAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({
      claim: options.claim,
      claimedBy: options.worker,
      attempts: sql`${notifications.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
    })
    .where(inArray(notifications.id, due))
    .returning();
}

/**
 * These messages went out: their bodies (which may hold links) are erased. Only their own claim
 * counts; answers the ids recorded.
 */
export async function markSent(db: Database, ids: number[], claim: string): Promise<number[]> {
  const rows = await db
    .update(notifications)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      body: null,
      claim: null,
      claimedBy: null,
      lastError: null,
    })
    .where(and(inArray(notifications.id, ids), eq(notifications.claim, claim)))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/**
 * An attempt failed: try again after `retryInSeconds`, unless that is past the message's give-up
 * time or `permanent`, which mark it failed. Answers the status it now has.
 */
export async function recordFailure(
  db: Database,
  id: number,
  claim: string,
  failure: { error: string; retryInSeconds: number; permanent: boolean },
): Promise<NotificationStatus | undefined> {
  const retryAt = sql`now() + make_interval(secs => ${failure.retryInSeconds})`;
  const rows = await db
    .update(notifications)
    .set({
      claim: null,
      claimedBy: null,
      lastError: failure.error.slice(0, 500),
      nextAttemptAt: retryAt,
      status: failure.permanent
        ? 'failed'
        : sql`CASE WHEN ${retryAt} > ${notifications.giveUpAt} THEN 'failed' ELSE 'pending' END`,
    })
    .where(and(eq(notifications.id, id), eq(notifications.claim, claim)))
    .returning({ status: notifications.status });
  return rows[0]?.status;
}

/** What the log shows of a message: everything but its body. */
const logColumns = {
  id: notifications.id,
  channel: notifications.channel,
  recipient: notifications.recipient,
  kind: notifications.kind,
  status: notifications.status,
  attempts: notifications.attempts,
  lastError: notifications.lastError,
  createdAt: notifications.createdAt,
  sentAt: notifications.sentAt,
};
export type NotificationLogRow = Awaited<ReturnType<typeof listNotifications>>['rows'][number];

export async function listNotifications(
  db: Database,
  filter: { status?: NotificationStatus; limit: number; offset: number },
) {
  const where = filter.status ? eq(notifications.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(logColumns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findNotification(db: Database, id: number) {
  const rows = await db.select(logColumns).from(notifications).where(eq(notifications.id, id));
  return rows[0];
}

/** A failed message is due again now, with a new day of retries. */
export async function requeueFailed(db: Database, id: number) {
  const rows = await db
    .update(notifications)
    .set({
      status: 'pending',
      nextAttemptAt: sql`now()`,
      giveUpAt: sql`now() + interval '1 day'`,
      claim: null,
      claimedBy: null,
    })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'failed')))
    .returning(logColumns);
  return rows[0];
}

import { and, eq, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageWorkers, notifications } from '../../db/schema';

export interface WorkerIdentity {
  id: string;
  host: string;
  pid: number;
}

/** This worker is alive: its row, made or renewed on the database's clock. */
export async function beat(db: Database, worker: WorkerIdentity): Promise<void> {
  await db
    .insert(messageWorkers)
    .values(worker)
    .onConflictDoUpdate({ target: messageWorkers.id, set: { heartbeatAt: sql`now()` } });
}

/** The lease of the messages this worker holds runs `leaseSeconds` from now. */
export async function renewClaims(db: Database, self: string, leaseSeconds: number) {
  await db
    .update(notifications)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(notifications.status, 'pending'), eq(notifications.claimedBy, self)));
}

/** Pending messages back in the queue: no claim, due now. */
const released = { claim: null, claimedBy: null, nextAttemptAt: sql`now()` } as const;

/**
 * The sweep (see docs/notifications.md#a-process-that-dies): workers that have not beaten for
 * `staleAfterSeconds` are taken for dead and their rows removed; the messages claimed by a worker
 * without a row become due again at once. `sole`: no other process can use this database (the
 * embedded one), so every claim but `self`'s is a dead process's, however fresh its heartbeat;
 * that also covers claims older than the heartbeats, which name no worker. Answers the workers
 * removed and how many messages were released.
 */
export async function releaseDeadClaims(
  db: Database,
  options: { self: string; staleAfterSeconds: number; sole: boolean },
) {
  const { self, staleAfterSeconds, sole } = options;
  const dead = await db
    .delete(messageWorkers)
    .where(
      and(
        ne(messageWorkers.id, self),
        sole
          ? undefined
          : lt(
              messageWorkers.heartbeatAt,
              sql`now() - make_interval(secs => ${staleAfterSeconds})`,
            ),
      ),
    )
    .returning({
      host: messageWorkers.host,
      pid: messageWorkers.pid,
      heartbeatAt: messageWorkers.heartbeatAt,
    });
  const owner = db
    .select({ id: messageWorkers.id })
    .from(messageWorkers)
    .where(eq(messageWorkers.id, notifications.claimedBy));
  const rows = await db
    .update(notifications)
    .set(released)
    .where(
      and(
        eq(notifications.status, 'pending'),
        isNotNull(notifications.claim),
        sole
          ? or(isNull(notifications.claimedBy), ne(notifications.claimedBy, self))
          : and(isNotNull(notifications.claimedBy), notExists(owner)),
      ),
    )
    .returning({ id: notifications.id });
  return { dead, released: rows.length };
}

/**
 * A graceful stop: the messages this worker still holds but never handed to a channel are due
 * again now for another process, and its row goes.
 */
export async function retire(db: Database, self: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set(released)
    .where(and(eq(notifications.status, 'pending'), eq(notifications.claimedBy, self)))
    .returning({ id: notifications.id });
  await db.delete(messageWorkers).where(eq(messageWorkers.id, self));
  return rows.length;
}

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TimedJob } from './worker.job';

/** Rows looked at per transaction: short transactions, so public reads never wait long. */
const BATCH = 50;

/**
 * A timed job that ends what waited past its deadline (a code, a hold not secured, a transfer):
 * lists up to 50 overdue ids, oldest first, and hands each to `lapse` in one transaction per
 * batch, until none is left. `lapse` locks its row and looks again: it may have moved on since it
 * was listed (docs/security.md#calendar-fill, docs/payments.md#transfers).
 */
export function overdueJob(
  name: string,
  db: Database,
  now: Clock,
  steps: {
    listOverdue(db: Database, now: Date, limit: number): Promise<number[]>;
    lapse(tx: Database, id: number, at: Date): Promise<unknown>;
  },
): TimedJob {
  return {
    name,
    async run() {
      for (;;) {
        const ids = await steps.listOverdue(db, now(), BATCH);
        if (ids.length === 0) return;
        await db.transaction(async (tx) => {
          for (const id of ids) await steps.lapse(tx, id, now());
        });
        if (ids.length < BATCH) return;
      }
    },
  };
}

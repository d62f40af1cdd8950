import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { messageWorkers, notifications } from '../../db/schema';
import { beat, releaseDeadClaims, renewClaims, retire } from './message-workers.repo';
import { claimDue, insertNotifications, markSent } from './notifications.repo';
import { LEASE_SECONDS, STALE_AFTER_SECONDS } from './worker-heartbeat.job';

/**
 * docs/notifications.md#a-process-that-dies: the claims of a worker that stopped beating are
 * released, a live worker's are kept, and a graceful stop hands back what it holds. On the app's
 * real database, without its own worker, so the test decides who claims what; a fresh one for each
 * test, since a sweep sees every claim in it.
 */
let t: TestApp;
let db: Database;
beforeEach(async () => {
  t = await createTestApp({}, { messageWorker: false });
  db = t.app.db;
});
afterEach(() => t.close());

const worker = (pid: number) => ({ id: randomUUID(), host: 'venue-server', pid });

/** A new message, claimed at once by `by`: answers its claim. */
async function claimedBy(by: string, recipient: string) {
  await insertNotifications(db, [
    { channel: 'email', recipient, kind: 'password-reset', body: {} },
  ]);
  const claim = randomUUID();
  const rows = await claimDue(db, { claim, worker: by, limit: 10, leaseSeconds: LEASE_SECONDS });
  expect(rows.map((row) => row.recipient)).toEqual([recipient]);
  return { id: rows[0]!.id, claim };
}

/** Whatever is due now, claimed by `by`: the messages another worker could send. */
const dueNow = async (by: string) =>
  (await claimDue(db, { claim: randomUUID(), worker: by, limit: 10, leaseSeconds: LEASE_SECONDS }))
    .map(({ recipient, attempts }) => ({ recipient, attempts }))
    .sort((a, b) => a.recipient.localeCompare(b.recipient));

async function missesHeartbeats(id: string) {
  await db
    .update(messageWorkers)
    .set({ heartbeatAt: sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS + 1})` })
    .where(eq(messageWorkers.id, id));
}

describe('a message worker that stopped beating', () => {
  it('loses its claims, due again at once; a live worker keeps its own', async () => {
    const [live, dead, sweeper] = [worker(101), worker(102), worker(103)];
    for (const w of [live, dead, sweeper]) await beat(db, w);
    await claimedBy(live.id, 'live@example.test');
    const lost = await claimedBy(dead.id, 'dead@example.test');
    await missesHeartbeats(dead.id);

    const swept = await releaseDeadClaims(db, {
      self: sweeper.id,
      staleAfterSeconds: STALE_AFTER_SECONDS,
      sole: false,
    });
    expect(swept.released).toBe(1);
    expect(swept.dead.map(({ host, pid }) => ({ host, pid }))).toEqual([
      { host: 'venue-server', pid: 102 },
    ]);
    // The dead worker's message goes to the next claim (its second attempt); the live one's not.
    expect(await dueNow(sweeper.id)).toEqual([{ recipient: 'dead@example.test', attempts: 2 }]);
    // Should the "dead" worker come back, its old claim records nothing.
    expect(await markSent(db, [lost.id], lost.claim)).toEqual([]);
    // A worker that comes back beating is alive again.
    await beat(db, dead);
    const again = await releaseDeadClaims(db, {
      self: sweeper.id,
      staleAfterSeconds: STALE_AFTER_SECONDS,
      sole: false,
    });
    expect(again.released).toBe(0);
  });

  it('on a database no other process can share, a starting worker takes back every claim', async () => {
    const [other, starting] = [worker(201), worker(202)];
    await beat(db, other);
    await claimedBy(other.id, 'fresh@example.test');
    // A claim made before workers had heartbeats names no worker.
    const old = await claimedBy(other.id, 'older@example.test');
    await db.update(notifications).set({ claimedBy: null }).where(eq(notifications.id, old.id));

    await beat(db, starting);
    const swept = await releaseDeadClaims(db, {
      self: starting.id,
      staleAfterSeconds: STALE_AFTER_SECONDS,
      sole: true,
    });
    expect(swept.released).toBe(2);
    expect(await dueNow(starting.id)).toEqual([
      { recipient: 'fresh@example.test', attempts: 2 },
      { recipient: 'older@example.test', attempts: 2 },
    ]);
  });

  it("keeps a live worker's claims past their first lease: its heartbeat renews them", async () => {
    const [slow, other] = [worker(401), worker(402)];
    await beat(db, slow);
    const held = await claimedBy(slow.id, 'slow-server@example.test');
    // Its mail server is slow: the lease taken with the claim has run out.
    await db
      .update(notifications)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(notifications.id, held.id));

    await renewClaims(db, slow.id, LEASE_SECONDS);
    expect(await dueNow(other.id)).toEqual([]);
    expect(await markSent(db, [held.id], held.claim)).toEqual([held.id]);
  });

  it('stopping gracefully hands back what it holds, and its row goes', async () => {
    const [stopping, sweeper] = [worker(301), worker(302)];
    await beat(db, stopping);
    await claimedBy(stopping.id, 'handed-back@example.test');

    expect(await retire(db, stopping.id)).toBe(1);
    expect(await dueNow(sweeper.id)).toEqual([
      { recipient: 'handed-back@example.test', attempts: 2 },
    ]);
    const rows = await db.select().from(messageWorkers).where(eq(messageWorkers.id, stopping.id));
    expect(rows).toEqual([]);
  });
});

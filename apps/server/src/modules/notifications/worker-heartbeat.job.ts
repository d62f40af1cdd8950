import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  beat,
  releaseDeadClaims,
  renewClaims,
  retire,
  type WorkerIdentity,
} from './message-workers.repo';

/** How often a message worker renews its row (see docs/notifications.md#a-process-that-dies). */
export const HEARTBEAT_SECONDS = 5;
/**
 * A worker whose last heartbeat is this old (three missed) is taken for dead and its claims
 * released: long enough that a busy process (a slow query, a pause of its event loop) is not,
 * short enough that a killed process's messages go out within seconds, not minutes.
 */
export const STALE_AFTER_SECONDS = 3 * HEARTBEAT_SECONDS;
/**
 * How long a claim keeps a message from other workers unless its worker's heartbeat renews it: so
 * a live worker's claims never run out however slow its mail server, and a claim no heartbeat
 * renews (one naming no worker, from a version before the heartbeats) is freed in the end.
 */
export const LEASE_SECONDS = 120;

/**
 * The worker's identity and heartbeat: a row in `message_workers` renewed every HEARTBEAT_SECONDS
 * on its own timer, whatever the sending is doing, with the lease of the messages it holds; and
 * with each beat a sweep that releases the claims of workers that stopped beating. `sole`: no
 * other process can share the database (the embedded one holds its data directory alone), so a
 * starting worker releases every claim left at once.
 */
export function workerHeartbeat(options: {
  db: Database;
  log: FastifyBaseLogger;
  sole: boolean;
  /** Messages were released: they are due now. */
  onReleased: () => void;
}) {
  const { db, log, sole, onReleased } = options;
  const self: WorkerIdentity = { id: randomUUID(), host: hostname(), pid: process.pid };
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;
  let started = false;
  let stopped = false;

  async function beatAndSweep(): Promise<void> {
    await beat(db, self);
    await renewClaims(db, self.id, LEASE_SECONDS);
    const { dead, released } = await releaseDeadClaims(db, {
      self: self.id,
      staleAfterSeconds: STALE_AFTER_SECONDS,
      sole,
    });
    if (released === 0) return;
    log.warn(
      {
        messages: released,
        workers: dead.map(({ host, pid, heartbeatAt }) => ({ host, pid, heartbeatAt })),
      },
      'messages claimed by a server process that stopped are due again',
    );
    onReleased();
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      beating = beatAndSweep()
        .catch((error: unknown) =>
          log.error({ err: error }, 'the message worker could not renew its heartbeat'),
        )
        .finally(() => {
          beating = undefined;
          schedule();
        });
    }, HEARTBEAT_SECONDS * 1000);
  }

  return {
    id: self.id,
    /** The first beat and sweep, before the worker claims anything; throws if it fails. */
    async start(): Promise<void> {
      if (started) return;
      await beatAndSweep();
      started = true;
      schedule();
    },
    /** A graceful stop: no more beats; what the worker holds but never handed over goes back. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await beating;
      if (!started) return;
      const handedBack = await retire(db, self.id);
      if (handedBack > 0) log.info({ messages: handedBack }, 'messages left for another process');
    },
  };
}

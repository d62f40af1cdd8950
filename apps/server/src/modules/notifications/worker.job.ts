import { randomUUID } from 'node:crypto';
import type { NotificationChannel } from '@padel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { maskEmail } from '../../lib/log-privacy';
import { PermanentFailure, type Channel } from './channels/channel';
import { claimDue, markSent, recordFailure } from './notifications.repo';
import { LEASE_SECONDS, workerHeartbeat } from './worker-heartbeat.job';
import type { NotificationRow } from './notifications.repo';

/** Work the worker does on a clock: reminders, the end of unpaid card holds. */
export interface TimedJob {
  name: string;
  run(): Promise<void>;
}

export interface WorkerOptions {
  db: Database;
  channels: Partial<Record<NotificationChannel, Channel>>;
  log: FastifyBaseLogger;
  jobs: TimedJob[];
  /** No other process can use this database (the embedded one): see worker-heartbeat.job.ts. */
  sole: boolean;
  /** How often an idle worker looks for due messages. */
  pollMs?: number;
  /** How often the timed jobs run (at least once a minute). */
  jobEveryMs?: number;
}

/** Messages claimed at a time. */
const BATCH = 100;
/**
 * Messages in a channel's hands at once: enough to keep the mailer's pooled connections busy; the
 * rest of a batch waits with us, so that a graceful stop hands it back at once (retire).
 */
const IN_FLIGHT = 16;

/**
 * Seconds to wait before attempt `attempts + 1`: 5 s, then doubling, at most 10 minutes, with a
 * little jitter so that several processes do not retry in step (see docs/notifications.md#retries).
 */
export function retryDelaySeconds(attempts: number, random = Math.random()): number {
  const base = Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.9 + random * 0.2));
}

/** An error's text for the log, with any e-mail address in it masked (docs/security.md). */
const forLog = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(
    /[^\s<>"]+@[^\s<>"]+/g,
    maskEmail,
  );

const recipientForLog = (row: NotificationRow) =>
  row.channel === 'email' ? maskEmail(row.recipient) : `…${row.recipient.slice(-3)}`;

/**
 * The delivery loop every server process runs (see docs/notifications.md#pipeline): claims due
 * messages, hands each to its channel, records the outcome; runs the timed jobs between rounds.
 * `wake` makes it look at once (after a request that may have written messages); `stop` lets the
 * messages in hand finish.
 */
export function startWorker(options: WorkerOptions) {
  const { db, channels, log, jobs, sole, pollMs = 1000, jobEveryMs = 30_000 } = options;
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  let nextJobsAt = 0;
  const heartbeat = workerHeartbeat({ db, log, sole, onReleased: () => wakeUp?.() });

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wakeUp = undefined));

  /**
   * Records sent messages as they complete, many in one statement: while one update is on its way
   * the next ones gather (group commit). A message waits for its record about one query's time,
   * which is the whole window in which a crash could send it twice.
   */
  function sentRecorder(claim: string) {
    let waiting: number[] = [];
    let flushing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const ids = waiting;
      waiting = [];
      if (ids.length === 0) return;
      const recorded = new Set(await markSent(db, ids, claim));
      const lost = ids.filter((id) => !recorded.has(id));
      if (lost.length > 0) log.error({ ids: lost }, 'messages were sent after their claim ran out');
    };
    return {
      record(id: number) {
        waiting.push(id);
        if (waiting.length > 1) return;
        flushing = flushing.then(flush);
        // A failed write is reported by `done`, never as an unhandled rejection meanwhile.
        flushing.catch(() => {});
      },
      /** Resolves once every message recorded so far is written. */
      done: () => flushing.then(flush),
    };
  }

  async function deliver(
    row: NotificationRow,
    claim: string,
    sent: ReturnType<typeof sentRecorder>,
  ): Promise<void> {
    const channel = channels[row.channel];
    try {
      if (!channel) throw new PermanentFailure(`the ${row.channel} channel is not set up`);
      await channel.send({ id: row.id, kind: row.kind, recipient: row.recipient, body: row.body });
    } catch (error) {
      const permanent = error instanceof PermanentFailure;
      const status = await recordFailure(db, row.id, claim, {
        error: error instanceof Error ? error.message : String(error),
        retryInSeconds: retryDelaySeconds(row.attempts),
        permanent,
      });
      log.warn(
        { id: row.id, kind: row.kind, to: recipientForLog(row), attempts: row.attempts, status },
        `a message could not be sent: ${forLog(error)}`,
      );
      return;
    }
    sent.record(row.id);
  }

  /**
   * One round: claims and delivers a batch; answers whether it had any, since the next round may
   * find more (a recipient's next message becomes claimable once the one before it is sent).
   */
  async function deliverDue(): Promise<boolean> {
    const claim = randomUUID();
    const rows = await claimDue(db, {
      claim,
      worker: heartbeat.id,
      limit: BATCH,
      leaseSeconds: LEASE_SECONDS,
    });
    const sent = sentRecorder(claim);
    let next = 0;
    // IN_FLIGHT lanes take the batch's rows in turn; once stopping, none takes another.
    const lane = async () => {
      while (!stopping && next < rows.length) await deliver(rows[next++]!, claim, sent);
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, rows.length) }, lane));
    await sent.done();
    return rows.length > 0;
  }

  async function runJobs(): Promise<void> {
    if (Date.now() < nextJobsAt) return;
    nextJobsAt = Date.now() + jobEveryMs;
    for (const job of jobs) {
      await job.run().catch((error: unknown) => log.error({ err: error }, `${job.name} failed`));
    }
  }

  const loop = (async () => {
    while (!stopping) {
      let more = false;
      try {
        // Its row first: nothing is claimed in the name of a worker no one can vouch for.
        await heartbeat.start();
        await runJobs();
        more = await deliverDue();
      } catch (error) {
        // The database may be restarting: the messages stay where they are; try again soon.
        if (!stopping) log.error({ err: error }, 'the message worker could not reach the database');
      }
      if (!more && !stopping) await pause(pollMs);
    }
  })();

  return {
    wake: () => wakeUp?.(),
    /** Lets the messages in hand finish, then hands back the rest of the batch (retire). */
    async stop(): Promise<void> {
      stopping = true;
      wakeUp?.();
      await loop;
      await heartbeat
        .stop()
        .catch((error: unknown) =>
          log.error({ err: error }, 'the message worker could not retire'),
        );
    },
  };
}
export type Worker = ReturnType<typeof startWorker>;

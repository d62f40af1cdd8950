import type { NotificationChannel } from '@padel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Clock } from './lib/clock';
import { reminderJob } from './modules/bookings/booking-reminders.job';
import { bookingContext } from './modules/bookings/booking-context.service';
import { noShowJob } from './modules/bookings/no-shows.job';
import { seriesRenewalJob } from './modules/bookings/series/series-renewal.job';
import { unconfirmedExpiryJob } from './modules/bookings/unconfirmed-expiry.job';
import { unsecuredExpiryJob } from './modules/bookings/unsecured-expiry.job';
import { receiptCleanupJob } from './modules/transfers/receipt-cleanup.job';
import { orderTransferExpiryJob, transferExpiryJob } from './modules/transfers/transfer-expiry.job';
import { closureCancellationsJob } from './modules/closures/closure-cancellations.job';
import type { Channel } from './modules/notifications/channels/channel';
import { emailChannel } from './modules/notifications/channels/email-channel';
import { whatsappChannel } from './modules/notifications/channels/whatsapp-channel';
import { startWorker, type TimedJob, type Worker } from './modules/notifications/worker.job';
import { holdExpiryJob } from './modules/payments/hold-expiry.job';
import { refundJob } from './modules/payments/refunds.service';
import { rateLimitCleanupJob } from './modules/rate-limits/rate-limit-cleanup.job';

export interface BackgroundJobsOptions {
  config: Config;
  /** The app's clock: every job reads the time from it (docs/quality.md#one-clock). */
  now: Clock;
  /** False: no worker in this app (a test that counts its queries); else its timing. */
  worker?: false | { jobEveryMs?: number };
}

/**
 * Every piece of work the server does on a clock rather than for a request, in the order the
 * message worker runs them between its rounds (docs/operations.md#background-jobs). Read from a
 * ready app: card payments when a provider is configured, the payables the routes registered.
 */
export function timedJobs(
  app: FastifyInstance,
  { config, now }: BackgroundJobsOptions,
): TimedJob[] {
  const { db, log, notifier, checkout, payables } = app;
  return [
    // Refunds due, and card holds whose time is up (docs/payments.md#card-payments).
    ...(checkout
      ? [
          refundJob({ db, provider: checkout.provider, log, till: app.till, notifier }, payables),
          holdExpiryJob({ db, log, payables }, checkout.provider, config.cardHoldMinutes, now),
        ]
      : []),
    // A closure's cancellations, should its save have stopped midway
    // (docs/venue-settings.md#closures).
    closureCancellationsJob({ db, notifier, checkout, timeZone: config.venueTimezone, now }),
    unconfirmedExpiryJob(db, now),
    // Online bookings nobody secured in time (docs/security.md#calendar-fill).
    unsecuredExpiryJob(db, notifier, now),
    // Advances by transfer staff did not accept in time (docs/payments.md#transfers).
    transferExpiryJob(db, notifier, now),
    orderTransferExpiryJob(db, notifier, now),
    noShowJob(db, now, config.venueTimezone),
    reminderJob({
      db,
      notifier,
      timeZone: config.venueTimezone,
      reminderHours: config.reminderHours,
      now,
    }),
    seriesRenewalJob(bookingContext(app, { config, now })),
    rateLimitCleanupJob(db, now),
    // The receipts of transfers that lapsed or were rejected (docs/payments.md#transfers).
    receiptCleanupJob(db, now),
  ];
}

/**
 * The server's background work in one place (ADR 052): the message worker (see
 * docs/notifications.md#pipeline), which delivers the outbox and runs `timedJobs` between its
 * rounds, started once the app is ready and stopped when it closes, letting messages in hand
 * finish before the mailer and the database close. Called by buildApp before the routes, so
 * their answers can wake it.
 */
export function backgroundJobs(app: FastifyInstance, options: BackgroundJobsOptions): void {
  const { config, worker: workerOptions = {} } = options;
  if (workerOptions === false) return;
  let worker: Worker | undefined;
  app.addHook('onReady', async () => {
    const channels: Partial<Record<NotificationChannel, Channel>> = {
      email: emailChannel(app.mailer, config.appHost),
      ...(config.whatsapp ? { whatsapp: whatsappChannel(config.whatsapp) } : {}),
    };
    worker = startWorker({
      db: app.db,
      channels,
      log: app.log,
      jobs: timedJobs(app, options),
      // The embedded database is one process's alone (docs/operations.md#data-directory).
      sole: app.dbKind === 'pglite',
      ...workerOptions,
    });
  });
  // A change that may have written messages: deliver them now rather than at the next poll.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) worker?.wake();
  });
  // Added after the notifications' and the database's own: closing runs it before theirs.
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}

import type { NotificationChannel } from '@padel/contracts';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from '../modules/mail/mailer.adapter';
import type { Channel } from '../modules/notifications/channels/channel';
import { emailChannel } from '../modules/notifications/channels/email-channel';
import { whatsappChannel } from '../modules/notifications/channels/whatsapp-channel';
import { Notifier } from '../modules/notifications/notifier.service';
import { startWorker, type TimedJob, type Worker } from '../modules/notifications/worker.job';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Writes messages into the outbox within a change's transaction. */
    notifier: Notifier;
    /** Adds work the message worker runs on its clock (registered before the app is ready). */
    addTimedJob(job: TimedJob): void;
  }
}

export interface NotificationsOptions {
  config: Config;
  /** False: no delivery loop in this app (a test that counts its queries); else its timing. */
  worker: false | { jobEveryMs?: number };
}

/**
 * Messages (see docs/notifications.md): the notifier that writes them, and the worker that
 * delivers them, started once the app is ready and stopped, letting messages in hand finish,
 * before the database closes.
 */
export const notificationsPlugin = fp(
  async (app, { config, worker: workerOptions }: NotificationsOptions) => {
    const mailer = createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      app.log,
    );
    const notifier = new Notifier({
      venue: {
        name: config.venueName,
        address: config.venueAddress,
        timeZone: config.venueTimezone,
        bookingUrl: config.publicBookingUrl,
        appUrl: config.publicAppUrl,
      },
      whatsapp: config.whatsapp,
      staffEmail: config.venueNotifyEmail,
      perRecipientPerDay: config.messageLimits.perRecipientPerDay,
    });
    app.decorate('mailer', mailer);
    app.decorate('notifier', notifier);
    const jobs: TimedJob[] = [];
    app.decorate('addTimedJob', (job: TimedJob) => {
      jobs.push(job);
    });
    if (workerOptions === false) return;

    const channels: Partial<Record<NotificationChannel, Channel>> = {
      email: emailChannel(mailer, config.appHost),
      ...(config.whatsapp ? { whatsapp: whatsappChannel(config.whatsapp) } : {}),
    };
    let worker: Worker | undefined;
    app.addHook('onReady', async () => {
      worker = startWorker({
        db: app.db,
        channels,
        log: app.log,
        jobs,
        // The embedded database is one process's alone (docs/operations.md#data-directory).
        sole: app.dbKind === 'pglite',
        ...workerOptions,
      });
    });
    // A change that may have written messages: deliver them now rather than at the next poll.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) worker?.wake();
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
      mailer.close();
    });
  },
  { name: 'notifications', dependencies: ['db'] },
);

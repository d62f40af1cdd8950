import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { createMailer, type Mailer } from '../modules/mail/mailer.adapter';
import { Notifier } from '../modules/notifications/notifier.service';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Writes messages into the outbox within a change's transaction. */
    notifier: Notifier;
  }
}

/**
 * Messages (see docs/notifications.md): the notifier that writes them and the mailer that sends
 * e-mails. The worker that delivers them is a background job (jobs.ts), stopped before the
 * mailer closes.
 */
export const notificationsPlugin = fp(
  async (app, { config, now }: { config: Config; now: Clock }) => {
    const mailer = createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, now },
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
      networkShares: config.messageLimits.networkShares,
    });
    app.decorate('mailer', mailer);
    app.decorate('notifier', notifier);
    app.addHook('onClose', async () => {
      mailer.close();
    });
  },
  { name: 'notifications', dependencies: ['db'] },
);

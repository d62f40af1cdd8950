import fp from 'fastify-plugin';
import { maskEmail } from '../lib/log-privacy';
import type { Config } from '../config';
import { createMailer, type Mailer } from '../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Sends an e-mail after the answer, so a slow or failing mail server never delays or fails
     * the request that caused it (see docs/notifications.md#sending); failures are logged.
     */
    sendMailInBackground(message: Parameters<Mailer['send']>[0], purpose: string): void;
  }
}

export const mailPlugin = fp(
  async (app, options: { config: Config }) => {
    const mailer = createMailer(
      {
        smtpUrl: options.config.smtpUrl,
        from: options.config.mailFrom,
        dataDir: options.config.dataDir,
      },
      app.log,
    );
    const pending = new Set<Promise<void>>();
    app.decorate('mailer', mailer);
    app.decorate('sendMailInBackground', (message, purpose) => {
      const sending = mailer
        .send(message)
        .catch((error: unknown) =>
          app.log.error(
            { err: error, to: maskEmail(message.to), purpose },
            'an e-mail could not be sent',
          ),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    });
    // A graceful stop lets e-mails already accepted finish going out.
    app.addHook('onClose', async () => {
      await Promise.allSettled(pending);
    });
  },
  { name: 'mail' },
);

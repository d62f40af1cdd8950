import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { maskEmail } from '../../lib/log-privacy';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends one message; rejects when it could not be handed over. */
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the start-up banner: `smtp://host:port` or the outbox folder. */
  readonly destination: string;
}

/**
 * One mailer for the whole product (see docs/notifications.md#mailer). With `SMTP_URL` it talks to
 * a real SMTP server; without, each message is written to `DATA_DIR/outbox/` as an `.eml` file, so
 * a fresh install works offline and an owner can still open the e-mails. The log names recipient
 * and subject, never the body: it may hold a password-reset link. Recipients are masked
 * (lib/log-privacy.ts).
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        log.info({ to: maskEmail(message.to), subject: message.subject }, 'e-mail sent');
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    destination: outbox,
    async send(message) {
      const { message: eml } = await composer.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // The outbox can hold reset links: readable by the server's user only.
      await writeFile(join(outbox, name), eml as Buffer, { mode: 0o600 });
      log.info(
        { to: maskEmail(message.to), subject: message.subject, file: name },
        'e-mail written to outbox',
      );
    },
  };
}

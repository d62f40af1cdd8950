import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { maskEmail } from '../../lib/log-privacy';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** `<…@…>`: the same message sent twice keeps one id (see docs/notifications.md#pipeline). */
  messageId?: string;
  /**
   * What the log names the message by (`booking-code`): never its subject, which may hold a code
   * ("Confirm your booking: 290587"), nor its body (docs/security.md#logging).
   */
  kind: string;
}

/**
 * Connections are pooled (a burst of bookings reuses them) and every wait is bounded, so one
 * attempt always ends well within the outbox's claim on the message (see
 * docs/notifications.md#pipeline).
 */
const SMTP_OPTIONS = {
  pool: true,
  maxConnections: 4,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

export interface Mailer {
  /** Sends one message; rejects when it could not be handed over. */
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the start-up banner: `smtp://host:port` or the outbox folder. */
  readonly destination: string;
  /** Lets pooled connections go, at shutdown. */
  close(): void;
}

/**
 * One mailer for the whole product (see docs/notifications.md#mailer). With `SMTP_URL` it talks to
 * a real SMTP server; without, each message is written to `DATA_DIR/outbox/` as an `.eml` file, so
 * a fresh install works offline and an owner can still open the e-mails. The log names the
 * masked recipient (lib/log-privacy.ts) and the message's kind, never its subject or body: they
 * may hold a code or a reset link (docs/security.md#logging). An outbox file is named by the time
 * on the app's clock (`now`, lib/clock.ts), so its name sorts with the messages' rows.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string; now: Clock },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_OPTIONS });
    const url = new URL(options.smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      close: () => transport.close(),
      async send(message) {
        const { kind, ...mail } = message;
        await transport.sendMail({ from: options.from, ...mail });
        log.info({ to: maskEmail(message.to), kind }, 'e-mail sent');
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    destination: outbox,
    close: () => {},
    async send(message) {
      const { kind, ...mail } = message;
      const { message: eml } = await composer.sendMail({ from: options.from, ...mail });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const name = `${options.now().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // The outbox can hold reset links: readable by the server's user only.
      await writeFile(join(outbox, name), eml as Buffer, { mode: 0o600 });
      log.info({ to: maskEmail(message.to), kind, file: name }, 'e-mail written to outbox');
    },
  };
}

import type { Mailer } from '../../mail/mailer.adapter';
import { PermanentFailure, type Channel } from './channel';

/** What the outbox keeps of an e-mail: both parts, and any attachment as text. */
export interface EmailBody {
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/**
 * E-mail through the product's mailer. The Message-ID is the outbox row's, so the rare repeat
 * after a crash between the server's "accepted" and our record of it reads as the same message to
 * mail clients (see docs/decisions/014-notifications.md).
 */
export function emailChannel(mailer: Mailer, messageIdHost: string): Channel {
  return {
    async send({ id, kind, recipient, body }) {
      const { subject, text, html, attachments } = body as EmailBody;
      try {
        await mailer.send({
          to: recipient,
          subject,
          text,
          html,
          attachments,
          messageId: `<notification-${id}@${messageIdHost}>`,
          kind,
        });
      } catch (error) {
        // SMTP 5xx: the server refuses this message for good (no such mailbox, rejected).
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500) {
          throw new PermanentFailure((error as Error).message);
        }
        throw error;
      }
    },
  };
}

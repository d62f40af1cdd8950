import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it arrived. */
  raw: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded, or '' when there is none. */
  html: string;
  /** What the HTML part shows a reader: its text, without tags, entities decoded. */
  htmlText: string;
  messageId: string | undefined;
  attachments: { filename: string | undefined; contentType: string; content: string }[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function visibleText(html: string): string {
  return html
    .replace(/<(head|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads a message as a mail client would (mailparser: MIME parts, encodings, headers). */
async function parse(raw: Buffer, from: string, to: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    from,
    to,
    raw: raw.toString('utf8'),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    htmlText: visibleText(typeof mail.html === 'string' ? mail.html : ''),
    messageId: mail.messageId,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content.toString('utf8'),
    })),
  };
}

/**
 * A real SMTP server on a free local port that keeps what it receives (see docs/quality.md#tests:
 * e-mail through a real local SMTP server in tests). Plain SMTP without auth, as a local relay
 * would be.
 */
export async function startSmtpServer(
  options: {
    /** A fixed port: a test stops the server and starts it again where the app expects it. */
    port?: number;
    /** Addresses refused for good (550), as a server with no such mailbox does. */
    refuse?: string[];
  } = {},
) {
  const received: ReceivedMail[] = [];
  const refused = new Set(options.refuse?.map((address) => address.toLowerCase()));
  /** While holding: messages that arrived but wait for their answer, by their connection. */
  let holding = false;
  const held = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The app keeps pooled connections open: closing ends them rather than waiting 30 s.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
      callback(error);
    },
    onClose(session) {
      // A sender that went away never heard "accepted": its held message is not delivered.
      held.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        parse(
          Buffer.concat(chunks),
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          session.envelope.rcptTo.map((r) => r.address),
        ).then(
          (mail) => {
            const accept = () => {
              received.push(mail);
              callback();
            };
            if (holding) held.set(session.id, accept);
            else accept();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A sender killed mid-message resets its connection: the tests that do so expect it.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** Addresses refused for good now; a test takes one out to let its mail through. */
    refused,
    /**
     * From now on messages arrive but get no answer, as from a mail server gone slow, until
     * `answer()`: the sender keeps them in hand.
     */
    hold: () => {
      holding = true;
    },
    /** How many messages wait for their answer. */
    held: () => held.size,
    /** Answers the messages waiting (accepted), and every one from now on. */
    answer: () => {
      holding = false;
      for (const accept of held.values()) accept();
      held.clear();
    },
    /** The messages that have arrived for `to`, oldest first. */
    mailsTo: (to: string) => received.filter((mail) => mail.to.includes(to.toLowerCase())),
    /**
     * Waits until message number `count` for `to` has arrived (the outbox's worker sends after the
     * answer); `timeoutMs` is longer for a message that waits for a retry.
     */
    async waitForMail(to: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received.filter((mail) => mail.to.includes(to.toLowerCase()));
        if (mails.length >= count) return mails[count - 1]!;
        if (Date.now() > deadline) throw new Error(`no e-mail number ${count} for ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it arrived. */
  raw: string;
  subject: string;
  /** The text body, quoted-printable decoded. */
  text: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a text body. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  const body = rest.join('\n\n');
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { from, to, raw, subject, text };
}

/**
 * A real SMTP server on a free local port that keeps what it receives (see docs/quality.md#tests:
 * e-mail through a real local SMTP server in tests). Plain SMTP without auth, as a local relay
 * would be.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until a message for `to` has arrived (sending happens after the answer). */
    async waitForMail(to: string, count = 1): Promise<ReceivedMail> {
      for (let attempt = 0; attempt < 200; attempt++) {
        const mails = received.filter((mail) => mail.to.includes(to.toLowerCase()));
        if (mails.length >= count) return mails[count - 1]!;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no e-mail number ${count} for ${to} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

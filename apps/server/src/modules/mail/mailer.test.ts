import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLOCK_START, testClock } from '../../../test/clock';
import { startSmtpServer } from '../../../test/smtp';
import { createMailer } from './mailer.adapter';

/** A logger that keeps what it is given, to check that bodies (reset links) never reach it. */
function recordingLogger() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => lines.push(JSON.stringify(args));
  const logger = { info: record, error: record, warn: record, debug: record } as unknown;
  return { lines, logger: logger as FastifyBaseLogger };
}

const message = {
  to: 'owner@venue.test',
  subject: 'Reset your password',
  kind: 'password-reset',
  text: 'Open https://app.test/reset-password/?token=secret-token-value to continue.',
};

describe('the mailer without SMTP_URL', () => {
  it('writes each message to DATA_DIR/outbox as an .eml only its owner can read, named by the clock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'padel-mail-'));
    const { lines, logger } = recordingLogger();
    // Held at the test clock's start, so the file's name is known.
    const mailer = createMailer(
      {
        smtpUrl: undefined,
        from: 'Venue <no-reply@venue.test>',
        dataDir,
        now: () => TEST_CLOCK_START,
      },
      logger,
    );
    await mailer.send(message);
    const outbox = join(dataDir, 'outbox');
    expect(mailer.destination).toBe(outbox);
    const [file] = readdirSync(outbox);
    expect(file).toMatch(/\.eml$/);
    expect(file!.startsWith(TEST_CLOCK_START.toISOString().replace(/[:.]/g, '-'))).toBe(true);
    const eml = readFileSync(join(outbox, file!), 'utf8');
    expect(eml).toContain('To: owner@venue.test');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('secret-token-value');
    expect(statSync(join(outbox, file!)).mode & 0o777).toBe(0o600);
    // The log tells mailboxes apart without holding the address or the link.
    expect(lines.join('\n')).toContain('o***@venue.test');
    expect(lines.join('\n')).not.toContain('owner@venue.test');
    expect(lines.join('\n')).not.toContain('secret-token-value');
    // It names the message by its kind, never by its subject (docs/security.md#logging).
    expect(lines.join('\n')).toContain('password-reset');
    expect(lines.join('\n')).not.toContain('Reset your password');
  });
});

describe('the mailer with SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers to the SMTP server and logs no body', async () => {
    const { lines, logger } = recordingLogger();
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: 'Venue <no-reply@venue.test>', dataDir: tmpdir(), now: testClock },
      logger,
    );
    await mailer.send(message);
    const mail = await smtp.waitForMail('owner@venue.test');
    expect(mail.from).toBe('no-reply@venue.test');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('token=secret-token-value');
    expect(lines.join('\n')).not.toContain('secret-token-value');
    expect(lines.join('\n')).toContain('password-reset');
    expect(lines.join('\n')).not.toContain('Reset your password');
  });

  it('rejects when the server cannot be reached', async () => {
    const { logger } = recordingLogger();
    const mailer = createMailer(
      {
        smtpUrl: 'smtp://127.0.0.1:1',
        from: 'Venue <no-reply@venue.test>',
        dataDir: tmpdir(),
        now: testClock,
      },
      logger,
    );
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { RELAXED_LIMITS_ENV } from '../apps/server/test/relaxed-limits';
import { startServer } from '../apps/server/test/server-process';
import { startSmtpServer } from '../apps/server/test/smtp';
import { startStripeStandIn } from '../apps/server/test/stripe-checkout';
import { ensureChromium } from './support/chromium';

export const E2E_ADMIN = { email: 'owner@padel.test', password: 'e2e-admin-password' };
/**
 * The settings' limits the flows book under, for a file that saves the settings back: all of each
 * day for unverified holds (docs/security.md#calendar-fill) and a message budget the flows never
 * reach (docs/notifications.md#message-limits), as they book many times; hold-budget.e2e.test.ts
 * lowers the first for its own flow.
 */
export const E2E_LIMIT_SETTINGS = {
  unverifiedHoldPercent: Number(RELAXED_LIMITS_ENV.UNVERIFIED_HOLD_PERCENT),
  unverifiedMessagesPerHour: Number(RELAXED_LIMITS_ENV.UNVERIFIED_MESSAGES_PER_HOUR),
};
/** The mailbox refuses this address for good (550), so the notification log gets a failed row. */
export const E2E_REFUSED_EMAIL = 'no-such-mailbox@example.test';
/**
 * Card payments on, against a local stand-in of Stripe's Checkout API (see
 * docs/payments.md#card-payments): its page has a Pay button that completes the session, sends the
 * server the signed event and returns the customer.
 */
const E2E_STRIPE = { secretKey: 'sk_test_e2e123', webhookSecret: 'whsec_e2e123' };

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    bookingUrl: string;
    admin: { email: string; password: string };
    /** GET {mailboxUrl}?to=address answers the e-mails the server sent there, oldest first. */
    mailboxUrl: string;
    /** An address the mailbox refuses for good: messages to it fail (see E2E_REFUSED_EMAIL). */
    refusedEmail: string;
    /** The Checkout API stand-in; its payment pages are `{stripeUrl}/pay/{sessionId}`. */
    stripeUrl: string;
    /** When (real clock, ms) the server's test clock started: see e2e/support/clock.ts. */
    clockAnchorMs: number;
  }
}

/**
 * A real SMTP server for the app's e-mails, and a small HTTP window onto what it received, since
 * the tests run in other processes.
 */
async function startMailbox() {
  const smtp = await startSmtpServer({ refuse: [E2E_REFUSED_EMAIL] });
  const http = createHttpServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to') ?? '';
    const mails = smtp.received.filter((mail) => mail.to.includes(to.toLowerCase()));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails.map(({ subject, text, to }) => ({ subject, text, to }))));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${port}/messages`,
    async close() {
      await new Promise((resolve) => http.close(resolve));
      await smtp.close();
    },
  };
}

/** One real server (built app, fresh embedded database) for all browser flows. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const mailbox = await startMailbox();
  const stripe = await startStripeStandIn(E2E_STRIPE);
  const dataDir = mkdtempSync(join(tmpdir(), 'padel-e2e-'));
  const clockAnchorMs = Date.now();
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SEED_DEMO: 'true',
    SMTP_URL: mailbox.smtpUrl,
    // The flows book many times from one address and phone; the limits have their own tests.
    ...RELAXED_LIMITS_ENV,
    STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
    STRIPE_API_URL: stripe.apiUrl,
  });
  stripe.setWebhookUrl(`http://127.0.0.1:${server.port}/api/payments/webhook`);
  // The browser reaches the app host as localhost and the booking host as booking.localhost.
  const appUrl = `http://localhost:${server.port}`;

  project.provide('appUrl', appUrl);
  project.provide('bookingUrl', `http://booking.localhost:${server.port}`);
  project.provide('admin', E2E_ADMIN);
  project.provide('mailboxUrl', mailbox.url);
  project.provide('refusedEmail', E2E_REFUSED_EMAIL);
  project.provide('stripeUrl', stripe.apiUrl);
  project.provide('clockAnchorMs', clockAnchorMs);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await mailbox.close();
    await stripe.close();
  };
}

import { addDays, notificationListSchema, venueNow, type Notification } from '@padel/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { LEASE_SECONDS } from './modules/notifications/worker-heartbeat.job';
import { bookOnServer } from '../test/book-through-api';
import { daysFromToday, TEST_TIMEZONE, testClock } from '../test/clock';
import { padelRequest } from '../test/factories';
import {
  freePort,
  requireBuiltServer,
  startServer,
  type ServerProcess,
} from '../test/server-process';
import { serverEnv as makeServerEnv } from '../test/server-env';
import { startSmtpServer } from '../test/smtp';
import { TEST_ADMIN, testDatabaseKind } from '../test/test-app';

/**
 * docs/quality.md#r10-durable-messages against the built server run as real processes: a mail
 * server that is down never fails a booking, a kill -9 loses no message and sends none twice, a
 * process started after a kill -9 sends what the dead one held without waiting for its lease, and
 * with two processes on one PostgreSQL each message and each reminder goes out once.
 */
requireBuiltServer();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const serverEnv = () => makeServerEnv(cleanups);

async function call(
  url: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function adminToken(url: string): Promise<string> {
  const { status, json } = await call(url, '/api/auth/login', { body: TEST_ADMIN });
  expect(status).toBe(200);
  return json.token as string;
}

async function messagesTo(url: string, token: string, recipient: string): Promise<Notification[]> {
  const response = await fetch(`${url}/api/notifications?pageSize=200`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = notificationListSchema.parse(await response.json());
  return rows.filter((row) => row.recipient === recipient);
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe(`messages are durable on ${testDatabaseKind}`, () => {
  it('a down mail server never fails a booking; after a kill -9 and restart, one e-mail arrives', async () => {
    const smtpPort = await freePort();
    const env = { ...(await serverEnv()), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.stop());
    const email = 'patient@example.test';
    await bookOnServer(server.url, padelRequest(daysFromToday(5), 18, { email }));

    // The attempt fails (nothing listens) and the message waits for its retry.
    const token = await adminToken(server.url);
    await waitUntil(async () => {
      const [message] = await messagesTo(server.url, token, email);
      return message?.status === 'pending' && message.attempts >= 1 && message.lastError !== null;
    }, 'the first attempt has failed');

    await server.stop('SIGKILL');
    const smtp = await startSmtpServer({ port: smtpPort });
    cleanups.push(() => smtp.close());
    server = await startServer(env);

    const mail = await smtp.waitForMail(email, 1, 60_000);
    // A first booking's message carries its code (docs/security.md#calendar-fill).
    expect(mail.subject).toMatch(/^Confirm your booking: \d{6}$/);
    const newToken = await adminToken(server.url);
    await waitUntil(
      async () => (await messagesTo(server.url, newToken, email))[0]?.status === 'sent',
      'the log shows it sent',
    );
    // Well past the next retry: still one.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });
});

describe(`a server process killed while sending, on ${testDatabaseKind}`, () => {
  it('its messages are sent once by the next process, long before their lease would end', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const desk = 'desk@example.test';
    const email = 'held@example.test';
    const env = { ...(await serverEnv()), SMTP_URL: smtp.url, VENUE_NOTIFY_EMAIL: desk };
    const first = await startServer(env);
    cleanups.push(() => first.stop());

    // A regular: their first booking's code entered (docs/security.md#calendar-fill), so the next
    // booking sends the customer's and the desk's messages at once.
    const earlier = await bookOnServer(first.url, padelRequest(daysFromToday(6), 10, { email }));
    const code = /Your code: (\d{6})/.exec((await smtp.waitForMail(email)).text)![1]!;
    const confirmed = await call(first.url, `/api/my-booking/${earlier.accessToken}/confirm`, {
      body: { code },
    });
    expect(confirmed.status).toBe(200);
    await smtp.waitForMail(desk);

    // The mail server takes the messages in but does not answer: the sender holds both of the
    // booking's messages (the customer's and the desk's) when it is killed.
    smtp.hold();
    const bookedAt = Date.now();
    await bookOnServer(first.url, padelRequest(daysFromToday(6), 18, { email }));
    await waitUntil(async () => smtp.held() === 2, 'the sender has both messages in hand');
    await first.stop('SIGKILL');
    await waitUntil(async () => smtp.held() === 0, 'the mail server has seen the sender go');
    smtp.answer();

    const second = await startServer(env);
    cleanups.push(() => second.stop());
    for (const to of [email, desk]) await smtp.waitForMail(to, 2, 60_000);
    const token = await adminToken(second.url);
    for (const to of [email, desk]) {
      // Newest first: this booking's message, then the earlier one's.
      const [message, earlierMessage, ...more] = await messagesTo(second.url, token, to);
      expect(more).toEqual([]);
      expect(earlierMessage).toMatchObject({ status: 'sent', attempts: 1 });
      // Claimed by the dead process (one attempt), then by the new one.
      expect(message).toMatchObject({ status: 'sent', attempts: 2 });
      // Sent while the dead process's lease, taken after the booking, would still have held it.
      expect(Date.parse(message!.sentAt!)).toBeLessThan(bookedAt + LEASE_SECONDS * 1000);
      expect(smtp.mailsTo(to)).toHaveLength(2);
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two server processes on one PostgreSQL', () => {
  it('send each message and each reminder once', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const env = { ...(await serverEnv()), SMTP_URL: smtp.url };
    const servers: ServerProcess[] = [await startServer(env), await startServer(env)];
    cleanups.push(async () => {
      await Promise.all(servers.map((s) => s.stop()));
    });
    const token = await adminToken(servers[0]!.url);

    // The next hour to start on the venue's clock is within the 3-hour reminder window.
    const now = venueNow(TEST_TIMEZONE, testClock());
    const [date, hour] = now.hour === 23 ? [addDays(now.date, 1), 0] : [now.date, now.hour + 1];
    const customers = Array.from({ length: 10 }, (_, i) => `twice-${i}@example.test`);
    const made = await Promise.all(
      customers.map((email, i) =>
        bookOnServer(
          servers[i % 2]!.url,
          padelRequest(i < 2 ? date : daysFromToday(10), i < 2 ? hour : 8 + i, {
            email,
            selectedCourt: i % 2 === 0 ? 'Court 1' : 'Court 2',
          }),
        ),
      ),
    );
    expect(made).toHaveLength(10);
    // Confirm the two that start soon, one through each process.
    const list = await fetch(`${servers[0]!.url}/api/get-booking-list/${date}?pageSize=40`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json() as Promise<{ id: number; email: string }[]>);
    for (const [index, email] of customers.slice(0, 2).entries()) {
      const id = list.find((row) => row.email === email)!.id;
      const { status } = await call(servers[index]!.url, `/api/booking/update/${id}/`, {
        method: 'PATCH',
        body: { action: 'confirm' },
        token,
      });
      expect(status).toBe(200);
    }

    // Received, confirmed, reminded: the timed job runs every 30 s in each process.
    for (const email of customers.slice(0, 2)) await smtp.waitForMail(email, 3, 75_000);
    for (const email of customers) await smtp.waitForMail(email, 1);
    // Both workers go round several more times: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const [i, email] of customers.entries()) {
      const subjects = smtp.mailsTo(email).map((mail) => mail.subject.split(':')[0]);
      expect(subjects).toEqual(
        i < 2
          ? ['Confirm your booking', 'Booking confirmed', 'Reminder']
          : ['Confirm your booking'],
      );
    }
  });
});

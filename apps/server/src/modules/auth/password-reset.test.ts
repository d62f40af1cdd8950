import { ACCOUNT_MESSAGES } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock';
import { startSmtpServer } from '../../../test/smtp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signIn } from '../../../test/api';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
/** The one test clock, `ahead` later: a link lapses when the test moves it on. */
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { smtpUrl: smtp.url, publicAppUrl: 'https://app.padel.test' },
    { now: clock },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let ipCounter = 0;
const forgot = (email: string, ip = `10.9.0.${++ipCounter}`) =>
  t.api.post('/api/forgot-password', { email }, { remoteAddress: ip });

const reset = (token: string | undefined, newPassword: string) =>
  t.api.post(
    `/api/reset-password${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    { newPassword },
  );

const login = (email: string, password: string) =>
  t.api.post('/api/auth/login', { email, password });

/** The password of the accounts whose tests sign in before their reset. */
const FIRST_PASSWORD = 'first-password-1';

/** Asks for a link and answers the token from the e-mail that arrives. */
async function mailedToken(email: string, count = 1): Promise<string> {
  expectStatus(await forgot(email), 200);
  const mail = await smtp.waitForMail(email, count);
  const link = /https:\/\/app\.padel\.test\/reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text,
  );
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    await given.admin(t.app.db, { email: 'known@reset.test' });
    const known = await forgot('Known@Reset.test');
    const unknown = await forgot('nobody@reset.test');
    expectStatus(known, 200);
    expectStatus(unknown, 200);
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkSent });
    expect(unknown.json()).toEqual(known.json());
    const mail = await smtp.waitForMail('known@reset.test');
    expect(mail.subject).toBe('Reset your Padel & Café password');
    expect(mail.text).toContain('/reset-password/?token=');
    expect(smtp.received.some((m) => m.to.includes('nobody@reset.test'))).toBe(false);
  });

  it('asks for a valid e-mail', async () => {
    const response = await forgot('not-an-email');
    expectStatus(response, 400);
  });

  it('sends at most 5 links to one e-mail however many requests race', async () => {
    await given.admin(t.app.db, { email: 'flood@reset.test' });
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => forgot('flood@reset.test')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    const limited = responses.find((response) => response.statusCode === 429)!;
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await smtp.waitForMail('flood@reset.test', 5);
    expect(smtp.received.filter((mail) => mail.to.includes('flood@reset.test'))).toHaveLength(5);
  });
});

describe('reset password', () => {
  it('resets once with the mailed link, and the old password and tokens stop working', async () => {
    await given.admin(t.app.db, { email: 'once@reset.test', password: FIRST_PASSWORD });
    const oldToken = await signIn(t.api, {
      email: 'once@reset.test',
      password: FIRST_PASSWORD,
    });
    const token = await mailedToken('once@reset.test');

    const done = await reset(token, 'brand-new-password');
    expectStatus(done, 200);
    expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.resetDone });
    expectStatus(await login('once@reset.test', 'brand-new-password'), 200);
    expectStatus(await login('once@reset.test', FIRST_PASSWORD), 401);
    const withOldToken = await t.api.as(oldToken).get('/api/getUser');
    expectStatus(withOldToken, 401);

    const reused = await reset(token, 'another-password-2');
    expectStatus(reused, 400);
    expect(reused.json().message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    expectStatus(await login('once@reset.test', 'brand-new-password'), 200);
  });

  it('refuses an expired link, a forged one, a missing one and a short password', async () => {
    await given.admin(t.app.db, { email: 'expiry@reset.test', password: FIRST_PASSWORD });
    const token = await mailedToken('expiry@reset.test');
    const short = await reset(token, 'short');
    expectStatus(short, 400);
    expect(short.json().message).toBe(ACCOUNT_MESSAGES.passwordTooShort);

    ahead += 61 * 60_000;
    const expired = await reset(token, 'too-late-password');
    expectStatus(expired, 400);
    expect(expired.json().message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);

    for (const forged of ['A'.repeat(43), '', undefined]) {
      const response = await reset(forged, 'forged-password-1');
      expectStatus(response, 400);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.resetTokenInvalid);
    }
    expectStatus(await login('expiry@reset.test', FIRST_PASSWORD), 200);
  });

  it('honours only the latest link when several were asked for', async () => {
    await given.admin(t.app.db, { email: 'latest@reset.test' });
    const first = await mailedToken('latest@reset.test', 1);
    const second = await mailedToken('latest@reset.test', 2);
    expectStatus(await reset(first, 'first-link-password'), 400);
    expectStatus(await reset(second, 'second-link-password'), 200);
  });

  it('lets two simultaneous uses of one link reset only once', async () => {
    await given.admin(t.app.db, { email: 'race@reset.test' });
    const token = await mailedToken('race@reset.test');
    const results = await Promise.all([
      reset(token, 'race-password-one'),
      reset(token, 'race-password-two'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

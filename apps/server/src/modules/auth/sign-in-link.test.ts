import { AUTH_MESSAGES, SIGN_IN_LINK_LIFETIME_MINUTES } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock';
import { cookieFrom } from '../../../test/cookies';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { startSmtpServer } from '../../../test/smtp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import { DEVICE_COOKIE } from './device-cookie.service';

/**
 * Issue 32 point 5 (docs/accounts.md#sign-in-links): 100 strangers' failures an hour reach the
 * account-wide sign-in limit. The owner's new browser, with the right password, is then sent a
 * sign-in link instead of being refused for good; the link signs that browser in once.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const lines: string[] = [];
/** The one test clock, `ahead` later: a link lapses when the test moves it on. */
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { smtpUrl: smtp.url, publicAppUrl: 'https://app.padel.test', logLevel: 'info' },
    { now: clock, logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** One browser: the address it calls from and the device cookie it sends, if any. */
const signIn = (email: string, password: string, ip: string, cookie?: string) =>
  t.api.post(
    '/api/auth/login',
    { email, password },
    { remoteAddress: ip, headers: cookie === undefined ? {} : { cookie } },
  );
const useLink = (token: string, ip = '127.0.90.1') =>
  t.api.post('/api/auth/sign-in-link', { token }, { remoteAddress: ip });

/** 100 wrong passwords: 10 from each of 10 strangers' addresses (each under its own limits). */
async function strangersFail(email: string, network: number): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  for (let address = 1; address <= 10; address++) {
    for (let i = 0; i < 10; i++) {
      const response = await signIn(email, `guess-${address}-${i}`, `127.${network}.0.${address}`);
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    }
  }
  return statuses;
}

/**
 * The account-wide limit reached as 100 failures would reach it (rate-limits/rate-limit.service.ts), for the tests
 * after the replay, which is about the link rather than the attack.
 */
async function accountLimitReached(email: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await consumeRateLimits(
      t.app.db,
      abuseRules.loginAccount(email),
      LIMIT_MESSAGES.login,
      clock().getTime(),
    );
  }
}

/** The token of the newest sign-in link mailed to `email` (its `count`th e-mail). */
async function mailedToken(email: string, count = 1): Promise<string> {
  const mail = await smtp.waitForMail(email, count);
  expect(mail.subject).toBe('Sign in to Padel & Café');
  const link = /https:\/\/app\.padel\.test\/user\/sign-in-link#token=([A-Za-z0-9_-]+)/.exec(
    mail.text,
  );
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

const getTables = (token: string) => t.api.as(`Bearer ${token}`).get('/api/getTables');

describe('sign-in links, when strangers have used up an account', () => {
  const OWNER = { email: 'new-phone@links.test', password: 'the-owner-password' };

  it("replays point 5: after 100 strangers' failures the owner's new phone gets a link, which signs it in once", async () => {
    await given.admin(t.app.db, OWNER);
    expect(await strangersFail(OWNER.email, 81)).toEqual({ 401: 100 });
    // A wrong password from yet another address: refused, as before.
    const guess = expectStatus(await signIn(OWNER.email, 'one-more-guess', '127.82.0.1'), 429);
    expect(guess.json().message).toBe(LIMIT_MESSAGES.login);

    // The owner's new phone, right password: no token, a link by e-mail.
    const phone = expectStatus(await signIn(OWNER.email, OWNER.password, '127.83.0.1'), 202);
    expect(phone.json()).toEqual({
      message: AUTH_MESSAGES.signInLinkSent,
      code: 'SIGN_IN_LINK_SENT',
    });
    expect(phone.headers['set-cookie']).toBeUndefined();
    const token = await mailedToken(OWNER.email);

    // The link signs the phone in and sets its device cookie.
    const signedIn = expectStatus(await useLink(token), 200);
    const answer = signedIn.json<{ token: string; rememberMe: boolean; email: string }>();
    expect(answer).toMatchObject({ rememberMe: false, email: OWNER.email });
    expectStatus(await getTables(answer.token), 200);
    const device = cookieFrom(signedIn, DEVICE_COOKIE);

    // Once only.
    const again = expectStatus(await useLink(token), 400);
    expect(again.json()).toEqual({
      message: AUTH_MESSAGES.signInLinkInvalid,
      code: 'SIGN_IN_LINK_INVALID',
    });

    // From now on the phone signs in with its password, however long the attack goes on.
    expectStatus(await signIn(OWNER.email, OWNER.password, '127.83.0.1', device), 200);
    // A wrong password from a stranger is still refused.
    expectStatus(await signIn(OWNER.email, 'still-guessing', '127.84.0.1'), 429);

    // Neither the link's token nor the session token ever reaches the log.
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain(answer.token);
  });

  it('refuses a link after its minutes, and an older link once a newer one was sent', async () => {
    const account = { email: 'expired@links.test', password: 'the-staff-password' };
    await given.admin(t.app.db, { ...account, role: 'staff' });
    await accountLimitReached(account.email);

    expectStatus(await signIn(account.email, account.password, '127.86.0.1'), 202);
    const first = await mailedToken(account.email, 1);
    expectStatus(await signIn(account.email, account.password, '127.86.0.2'), 202);
    const second = await mailedToken(account.email, 2);
    expectStatus(await useLink(first), 400);

    ahead += (SIGN_IN_LINK_LIFETIME_MINUTES + 1) * 60_000;
    try {
      const lapsed = expectStatus(await useLink(second), 400);
      expect(lapsed.json().message).toBe(AUTH_MESSAGES.signInLinkInvalid);
    } finally {
      ahead -= (SIGN_IN_LINK_LIFETIME_MINUTES + 1) * 60_000;
    }
  });

  it('keeps Remember me as ticked when the link was asked for', async () => {
    const account = { email: 'remember@links.test', password: 'the-owner-password' };
    await given.admin(t.app.db, account);
    await accountLimitReached(account.email);
    const asked = await t.api.post(
      '/api/auth/login',
      { ...account, rememberMe: true },
      { remoteAddress: '127.88.0.1' },
    );
    expectStatus(asked, 202);
    const answer = expectStatus(await useLink(await mailedToken(account.email)), 200).json();
    expect(answer.rememberMe).toBe(true);
  });

  it('sends no link to an account without admin access: it is told so, with no token', async () => {
    const account = { email: 'moderator@links.test', password: 'the-moderator-password' };
    await given.admin(t.app.db, { ...account, role: 'moderator' });
    await accountLimitReached(account.email);
    const refused = expectStatus(await signIn(account.email, account.password, '127.89.1.1'), 403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.noAdminAccess);
    expect(smtp.received.some((mail) => mail.to.includes(account.email))).toBe(false);
  });

  it('answers 400 for a made-up or empty token', async () => {
    expectStatus(await useLink('x'.repeat(43)), 400);
    expectStatus(await useLink(''), 400);
    expectStatus(await t.api.post('/api/auth/sign-in-link', {}), 400);
  });
});

import { request } from 'node:http';
import { AUTH_MESSAGES } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAdmin,
  deleteTestAdmin,
  expectText,
  seededAdminToken,
  signInAs,
  type TestAdmin,
} from './support/accounts';
import { appUrl, expectNoAxeViolations, PHONE } from './support/browser';
import { waitForMail } from './support/mailbox';
import { useBrowser } from './support/use-browser';

/**
 * Issue 32 point 5 in the browser (docs/accounts.md#sign-in-links): strangers used up the
 * account-wide sign-in limit; the owner's new phone gets a link by e-mail, which signs it in and
 * gives it its device cookie.
 */
const session = useBrowser();
let adminToken: string;
let owner: TestAdmin;

beforeAll(async () => {
  adminToken = await seededAdminToken();
  owner = await createTestAdmin(adminToken, 'NewPhone');
});
afterAll(() => deleteTestAdmin(adminToken, owner.id));

/** One wrong password from a stranger's loopback address (Linux answers all of 127/8). */
function strangerFails(email: string, address: string): Promise<number> {
  const url = new URL(appUrl('/api/auth/login'));
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json', host: url.host },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ email, password: `guess-from-${address}` }));
  });
}

describe('a sign-in link for a new browser', () => {
  it('signs the phone in once strangers have used up the account, and it stays trusted (375 px)', async () => {
    // 100 strangers' failures: 10 from each of 10 addresses.
    const statuses: number[] = [];
    for (let address = 1; address <= 10; address++) {
      for (let i = 0; i < 10; i++) {
        statuses.push(await strangerFails(owner.email, `127.0.77.${address}`));
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);

    const { context, page } = await session.open(PHONE);
    await page.goto(appUrl('/user/login'));
    await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectText(page, AUTH_MESSAGES.signInLinkSent);
    await expectNoAxeViolations(page);

    const mail = await waitForMail(owner.email);
    const sent = /https?:\/\/\S+\/user\/sign-in-link#token=[A-Za-z0-9_-]+/.exec(mail.text);
    expect(sent, mail.text).not.toBeNull();
    const link = new URL(sent![0]);
    await page.goto(appUrl(`${link.pathname}${link.hash}`));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // The token leaves the address bar at once.
    await expect.poll(() => page.url()).not.toContain('token=');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in on this browser' }).click();
    await page.waitForURL('**/admin-dashboard');

    // The phone now has its device cookie: its password signs it in, however the attack goes on.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signInAs(page, owner.email, owner.password);

    // The link worked once.
    await page.goto(appUrl(`${link.pathname}${link.hash}`));
    await page.getByRole('button', { name: 'Sign in on this browser' }).click();
    await expectText(page, AUTH_MESSAGES.signInLinkInvalid);
    await context.close();
  });
});

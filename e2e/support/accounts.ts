import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api, uniqueTag } from './admin-bookings';
import { appUrl } from './browser';

/** Data, sign-in and e-mail helpers for the admin account flows. */

export interface TestAdmin {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Signs in through the API (no browser); failed attempts count towards the rate limit. */
export async function apiLogin(email: string, password: string) {
  return api<{ token?: string; message: string }>(null, '/auth/login', {
    method: 'POST',
    body: { email, password },
  });
}

/** A token of the seeded admin, through the API, so the browser only signs in where it matters. */
export async function seededAdminToken(): Promise<string> {
  const admin = inject('admin');
  const { status, body } = await apiLogin(admin.email, admin.password);
  expect(status).toBe(200);
  return body.token!;
}

/**
 * A new owner (role `admin`, named: a new account is staff by default) with unique names and
 * e-mail, created with the seeded admin's token.
 */
export async function createTestAdmin(token: string, label = 'Test'): Promise<TestAdmin> {
  const tag = uniqueTag();
  const input = {
    firstName: label,
    lastName: `Admin ${tag}`,
    email: `accounts-${tag}@example.test`,
    password: `first-pass-${tag}`,
    role: 'admin',
  };
  const { status, body } = await api<{ user: { id: number } }>(token, '/addUser', {
    method: 'POST',
    body: input,
  });
  expect(status).toBe(201);
  return { id: body.user.id, ...input };
}

/** Removes a test admin if it still exists (after a failed test, too). */
export async function deleteTestAdmin(token: string, id: number): Promise<void> {
  const { status } = await api(token, `/deleteUser/${id}`, { method: 'DELETE' });
  expect([200, 404]).toContain(status);
}

/** Signs in as `email` through the Login screen; lands on the dashboard. */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('/user/login'));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin-dashboard');
}

/** The row of a user on the desktop Role Management table, by e-mail. */
export const userRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });

/** Waits until `text` is visible somewhere on the page (a toast, an alert, a field error). */
export async function expectText(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.getByText(text).first().isVisible(), { message: String(text) })
    .toBe(true);
}

// E-mail: the global setup runs a real SMTP server for the app and answers what it received at
// GET {mailboxUrl}?to=address (oldest first).

interface ReceivedMail {
  subject: string;
  text: string;
  to: string[] | string;
}

/** The newest e-mail the server sent to `to`, or undefined when none has arrived yet. */
export async function readLatestMail(to: string): Promise<ReceivedMail | undefined> {
  const url = new URL(inject('mailboxUrl'));
  url.searchParams.set('to', to);
  const response = await fetch(url);
  expect(response.ok).toBe(true);
  const mails = (await response.json()) as ReceivedMail[];
  return mails.at(-1);
}

const RESET_LINK = /https?:\/\/[^\s"'<>]*\/reset-password\/?\?token=[^\s"'<>&]+/;

/** The reset link in an e-mail, moved onto the e2e app host (PUBLIC_APP_URL may differ). */
export function resetLinkIn(mail: ReceivedMail): string | undefined {
  const match = RESET_LINK.exec(mail.text);
  if (!match) return undefined;
  const url = new URL(match[0]);
  return appUrl(`${url.pathname}${url.search}`);
}

/** Waits for the password reset e-mail to `to` and answers its link on the e2e app host. */
export async function waitForResetLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await readLatestMail(to);
        link = mail ? resetLinkIn(mail) : undefined;
        return link !== undefined;
      },
      { timeout: 20_000, interval: 250, message: `a reset e-mail to ${to}` },
    )
    .toBe(true);
  return link!;
}

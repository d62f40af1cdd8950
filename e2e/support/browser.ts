import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { useServerClock } from './clock';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A browser with a profile on disk, so a later launch on the same directory is a "restart". */
export function launchPersistent(userDataDir = mkdtempSync(join(tmpdir(), 'padel-profile-'))) {
  return {
    userDataDir,
    async open(): Promise<BrowserContext> {
      const context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        viewport: DESKTOP,
      });
      await useServerClock(context);
      return context;
    },
  };
}

export const appUrl = (path = '/') => `${inject('appUrl')}${path}`;

/**
 * The sign-in screen, whatever page it will return to (`?returnTo=`, docs/accounts.md#browser-session):
 * for `page.waitForURL`.
 */
export const onLoginPage = (url: URL) => url.pathname === '/user/login';
export const bookingUrl = (path = '/') => `${inject('bookingUrl')}${path}`;
/** The API from Node: Node does not resolve booking.localhost, the app host serves /api too. */
export const apiUrl = (path: string) => `${inject('appUrl')}/api${path}`;
/** The e2e server runs with the default venue time zone. */
export const VENUE_TIMEZONE = 'Asia/Karachi';

/** axe-core on the page as it is now: no violations allowed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Judge the page as it settles, not halfway through a fade-in (a modal title at half opacity
  // has half its contrast). Spinners run forever and are left alone. A dialog's fade may not have
  // started yet when this is called (it starts a frame after the dialog mounts): dialogs must be
  // fully opaque too.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ) &&
      Array.from(document.querySelectorAll('[role="dialog"]')).every(
        (dialog) => getComputedStyle(dialog).opacity === '1',
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Signs in through the Login screen; lands on the dashboard. */
export async function signIn(page: Page, options: { rememberMe?: boolean } = {}): Promise<void> {
  const admin = inject('admin');
  await page.goto(appUrl('/user/login'));
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin-dashboard');
}

/**
 * Clicks Export and sees the button say "Preparing…", disabled, while the file at `urlPattern` is
 * held back; then lets it come. Answers the download and the address the file was asked at.
 */
export async function exportWhilePreparing(
  page: Page,
  urlPattern: string,
): Promise<{ download: Download; url: URL }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = '';
  await page.route(urlPattern, async (route) => {
    asked = route.request().url();
    await held;
    await route.continue();
  });
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const preparing = page.getByRole('button', { name: 'Preparing…' });
  await preparing.waitFor();
  expect(await preparing.isDisabled()).toBe(true);
  release();
  const download = await downloaded;
  await page.unroute(urlPattern);
  return { download, url: new URL(asked) };
}

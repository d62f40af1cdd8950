import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signInOnce, withToken } from './admin-bookings';
import { DESKTOP, launchBrowser } from './browser';
import { useServerClock } from './clock';

type Viewport = typeof DESKTOP;

export interface BrowserSession {
  /** The file's Chromium, launched before its first test and closed after its last. */
  readonly browser: Browser;
  /** The admin's token from the file's one sign-in (`useBrowser({ signIn: true })`). */
  readonly token: string;
  /** A fresh context (its own storage) and a page in it; signed in when given a token. */
  open(
    viewport?: Viewport,
    options?: { token?: string },
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** `open()` when only the page is wanted; close it with `page.context().close()`. */
  newPage(viewport?: Viewport, options?: { token?: string }): Promise<Page>;
  /** `open()` signed in as the admin of the file's sign-in. */
  adminPage(viewport?: Viewport): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The browser preamble of an e2e file in one call: launches Chromium before the file's tests and
 * closes it after them. `signIn` signs in once through the Login screen for the whole file,
 * because sign-ins are rate-limited (see docs/accounts.md#sign-in-limits). `reducedMotion` turns
 * Mantine's transitions off (theme.respectReducedMotion), so axe never measures a modal halfway
 * through its fade-in.
 */
export function useBrowser(options: { signIn?: boolean; reducedMotion?: boolean } = {}) {
  let browser: Browser | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    if (options.signIn) {
      const context = await browser.newContext({ viewport: DESKTOP });
      await useServerClock(context);
      token = await signInOnce(context);
      await context.close();
    }
  });
  afterAll(() => browser?.close());

  const session: BrowserSession = {
    get browser() {
      if (!browser) throw new Error('useBrowser(): the browser starts in beforeAll');
      return browser;
    },
    get token() {
      if (!token) throw new Error('useBrowser({ signIn: true }) signs in; this file did not');
      return token;
    },
    async open(viewport = DESKTOP, { token: as } = {}) {
      const context = await session.browser.newContext({
        viewport,
        ...(options.reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
      });
      await useServerClock(context);
      if (as) await withToken(context, as);
      return { context, page: await context.newPage() };
    },
    newPage: async (viewport, pageOptions) => (await session.open(viewport, pageOptions)).page,
    adminPage: (viewport) => session.open(viewport, { token: session.token }),
  };
  return session;
}

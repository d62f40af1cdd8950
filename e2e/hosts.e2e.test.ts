import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  onLoginPage,
  bookingUrl,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
} from './support/browser';
import { useBrowser } from './support/use-browser';

const session = useBrowser();

/** Opens a URL and collects the JavaScript files the page loaded. */
async function openCollectingScripts(
  url: string,
  viewport = DESKTOP,
): Promise<{ page: Page; scripts: string[] }> {
  const { page } = await session.open(viewport);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}

describe('the two hosts', () => {
  it('the booking host shows its 404 page with Return Home for unknown paths', async () => {
    const { context, page } = await session.open(PHONE);
    const response = await page.goto(bookingUrl('/anything'));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL(bookingUrl('/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await context.close();
  });

  it('the booking host does not serve the app host screens', async () => {
    const { context, page } = await session.open();
    const response = await page.goto(bookingUrl('/user/login'));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('link', { name: 'Return Home' }).isVisible()).toBe(true);
    await context.close();
  });

  it('each host loads only its own code', async () => {
    const booking = await openCollectingScripts(bookingUrl('/'));
    const login = await openCollectingScripts(appUrl('/user/login'));
    expect(booking.scripts.length).toBeGreaterThan(0);
    const bookingCode = await booking.page.evaluate(
      (urls) =>
        Promise.all(urls.map((url) => fetch(url).then((r) => r.text()))).then((texts) =>
          texts.join('\n'),
        ),
      booking.scripts,
    );
    // Text that only the app host's screens contain.
    for (const appOnly of ['Remember me', 'Forgot Password?', 'Tables Management']) {
      expect(bookingCode).not.toContain(appOnly);
    }
    const bookingPaths = new Set(booking.scripts.map((url) => new URL(url).pathname));
    expect(login.scripts.some((url) => !bookingPaths.has(new URL(url).pathname))).toBe(true);
    await booking.page.context().close();
    await login.page.context().close();
  });

  it('the app host serves the login page and the public menu with the demo products', async () => {
    const { page } = await openCollectingScripts(appUrl('/menu'), PHONE);
    await expect.poll(() => page.getByRole('heading', { name: 'Menu' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Cappuccino').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: /cart/i }).isVisible()).toBe(true);
    // The spec's Register: customers have no accounts, so it leads to the booking site (see
    // docs/screens.md#public-header).
    const bookCourt = page.getByRole('link', { name: 'Book a court' });
    await expect.poll(() => bookCourt.isVisible()).toBe(true);
    expect(await bookCourt.getAttribute('href')).toBe(bookingUrl(''));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(onLoginPage);
    await page.context().close();
  });
});

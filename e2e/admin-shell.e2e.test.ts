import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  onLoginPage,
  expectNoAxeViolations,
  launchPersistent,
  PHONE,
  signIn,
} from './support/browser';
import { useBrowser } from './support/use-browser';

const session = useBrowser();

const DASHBOARD_CARDS = [
  'Booking Management',
  'Booking Queue',
  'Tables Management',
  'Role Management',
  'Redirection Sources',
  'Orders',
  'Add Menu',
  'Notifications',
  'Transfers to check',
  'Till',
];

const ADMIN_SCREENS = [
  '/booking-list',
  '/booking-queue',
  '/schedule',
  '/total-tables',
  '/user-list',
  '/create-admin',
  '/redirection-sources',
  '/order-list',
  '/add-menu',
  '/notifications',
  '/transfers',
  '/till',
  '/change-password/',
];

describe('admin navigation', () => {
  it("puts the Dashboard one click away from every admin screen; the dashboard shows today's figures and the queue", async () => {
    const page = await session.newPage(PHONE);
    await signIn(page);
    const adminBar = page.getByRole('navigation', { name: 'Admin' });
    for (const path of ADMIN_SCREENS) {
      await page.goto(appUrl(path));
      await adminBar.getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL('**/admin-dashboard');
    }
    await page.goto(appUrl('/order-list'));
    await adminBar.getByRole('link', { name: 'Padel & Café' }).click();
    await page.waitForURL('**/admin-dashboard');

    const glance = page.getByRole('region', { name: 'Today at a glance' });
    for (const figure of ['Bookings today', 'Pending to confirm today', 'Orders to send']) {
      await expect
        .poll(
          () => glance.getByRole('link', { name: new RegExp(`^${figure} \\d+\\+?$`) }).isVisible(),
          {
            message: figure,
          },
        )
        .toBe(true);
    }
    await expectNoAxeViolations(page);
    await glance.getByRole('link', { name: /^Pending to confirm today/ }).click();
    await page.waitForURL(/\/booking-list\?date=\d{4}-\d{2}-\d{2}&status=Pending$/);
    await page.goto(appUrl('/admin-dashboard'));
    await page.getByRole('link', { name: 'Booking Queue' }).click();
    await page.waitForURL('**/booking-queue');
    await page.context().close();
  });
});

describe('admin sign-in, dashboard and Tables', () => {
  it('signs in, shows the cards, sets 4 tables and shows 4', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/user/login'));
    await expectNoAxeViolations(page);
    await signIn(page);

    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible())
      .toBe(true);
    // The cards, not the admin bar's link of the same name (Notifications).
    const main = page.getByRole('main');
    for (const card of DASHBOARD_CARDS) {
      await expect
        .poll(() => main.getByRole('link', { name: card, exact: true }).isVisible(), {
          message: card,
        })
        .toBe(true);
    }
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Tables Management' }).click();
    await page.waitForURL('**/total-tables');
    // Other browser flows share this server and may have set tables already.
    await expect
      .poll(() => page.getByText(/^(No tables found|Total tables: \d+)$/).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);

    const input = page.getByRole('spinbutton', { name: 'Total tables' });
    await input.fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Total tables: 4').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByText('Total tables: 4').isVisible()).toBe(true);
    // The input starts at the current total, so Save alone never changes it.
    await expect.poll(() => input.inputValue()).toBe('4');
    await page.context().close();
  });

  it('refuses 0 tables with the form message and keeps the stored total', async () => {
    const page = await session.newPage(PHONE);
    await signIn(page);
    await page.goto(appUrl('/total-tables'));
    await expect.poll(() => page.getByText(/Total tables: \d+/).isVisible()).toBe(true);
    const before = await page.getByText(/Total tables: \d+/).textContent();
    await page.getByRole('spinbutton', { name: 'Total tables' }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Total tables must be at least 1').isVisible())
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText(/Total tables: \d+/).textContent()).toBe(before);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('shows the login messages for missing fields and a wrong password', async () => {
    const page = await session.newPage(PHONE);
    await page.goto(appUrl('/user/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Password is required').isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Email' }).fill('owner@padel.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect
      .poll(() => page.getByText('An error occurred: Invalid email or password').isVisible())
      .toBe(true);
    expect(page.url()).toContain('/user/login');
    await page.context().close();
  });

  it('shows and hides the password, and opens the reset-email form and back', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/user/login'));
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('secret-value');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show characters' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Send Reset Link' }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Login', exact: true }).isVisible())
      .toBe(true);
    await page.context().close();
  });
});

describe('logout and the route guard', () => {
  it('Logout returns to /user/login, and /admin-dashboard then redirects to Login', async () => {
    const page = await session.newPage();
    await signIn(page);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(onLoginPage);

    await page.goto(appUrl('/admin-dashboard'));
    await page.waitForURL(onLoginPage);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')]),
    ).toEqual([null, null]);
    await page.context().close();
  });

  it('removes a token it cannot parse and sends the visitor to Login', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/user/login'));
    await page.evaluate(() => localStorage.setItem('token', 'this-is-not-a-token'));
    await page.goto(appUrl('/total-tables'));
    await page.waitForURL(onLoginPage);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  it('keeps the cart when an admin logs out', async () => {
    const page = await session.newPage();
    await page.goto(appUrl('/user/login'));
    await page.evaluate(() =>
      localStorage.setItem('cart', '[{"id":1,"name":"Cola","price":200,"quantity":2}]'),
    );
    await signIn(page);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(onLoginPage);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('Cola');
    await page.context().close();
  });
});

describe('Remember me', () => {
  it('with Remember me, the session survives a browser restart', async () => {
    const profile = launchPersistent();
    let context = await profile.open();
    let page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, { rememberMe: true });
    await context.close();

    context = await profile.open();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(appUrl('/admin-dashboard'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible())
      .toBe(true);
    expect(page.url()).toContain('/admin-dashboard');

    // The login form remembers the e-mail too.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(onLoginPage);
    await context.close();
    rmSync(profile.userDataDir, { recursive: true, force: true });
  });

  it('without Remember me, the session ends with the tab and with the browser', async () => {
    const profile = launchPersistent();
    let context = await profile.open();
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page);

    const otherTab = await context.newPage();
    await otherTab.goto(appUrl('/admin-dashboard'));
    await otherTab.waitForURL(onLoginPage);

    await context.close();
    context = await profile.open();
    const restarted = context.pages()[0] ?? (await context.newPage());
    await restarted.goto(appUrl('/admin-dashboard'));
    await restarted.waitForURL(onLoginPage);
    await context.close();
    rmSync(profile.userDataDir, { recursive: true, force: true });
  });
});

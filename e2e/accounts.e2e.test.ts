import { AUTH_MESSAGES } from '@padel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectStatus } from '../apps/server/test/expect-status';
import {
  api,
  bookingRow,
  createPadelBooking,
  openBookingList,
  uniqueTag,
} from './support/admin-bookings';
import {
  apiLogin,
  createTestAdmin,
  deleteTestAdmin,
  expectText,
  seededAdminToken,
  signInAs,
  userRow,
  waitForResetLink,
  type TestAdmin,
} from './support/accounts';
import { appUrl, onLoginPage, DESKTOP, expectNoAxeViolations, PHONE } from './support/browser';
import { useBrowser } from './support/use-browser';

/**
 * Admin accounts in the browser: password reset through the e-mailed link, Register New Admin,
 * Role Management (edit, delete) and Change password. Every flow works on admins it creates, so
 * the seeded admin's password never changes.
 */

const session = useBrowser();
let adminToken: string;
const created: TestAdmin[] = [];

beforeAll(async () => {
  adminToken = await seededAdminToken();
});
afterAll(async () => {
  for (const admin of created) await deleteTestAdmin(adminToken, admin.id);
});

async function newAdmin(label: string): Promise<TestAdmin> {
  const admin = await createTestAdmin(adminToken, label);
  created.push(admin);
  return admin;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('password reset through the e-mailed link', () => {
  it('sends the link, resets the password once and signs in with the new one (375 px)', async () => {
    const admin = await newAdmin('Reset');
    const newPassword = `reset-pass-${admin.id}-new`;
    const page = await session.newPage(PHONE);

    await page.goto(appUrl('/user/login'));
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectText(page, 'Reset link sent. Please check your email.');
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    const link = await waitForResetLink(admin.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await expectNoAxeViolations(page);

    // The form's own rules first: the confirmation must repeat the new password.
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectText(page, 'New Password and Confirm Password do not match');
    await page.getByRole('button', { name: 'Show new password' }).click();
    await expect.poll(() => field(page, 'New password').getAttribute('type')).toBe('text');

    await field(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectText(page, 'Your password has been reset. Please sign in.');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(onLoginPage);

    // The link works once.
    await page.goto(link);
    await field(page, 'New password').fill(`${newPassword}-again`);
    await field(page, 'Confirm new password').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectText(page, 'Password reset failed.');
    await expectText(page, 'This reset link is invalid or has expired.');
    await expect
      .poll(() => page.getByRole('link', { name: 'Request a new link' }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);

    // The old password is refused; the new one signs in.
    expectStatus(await apiLogin(admin.email, admin.password), 401);
    await signInAs(page, admin.email, newPassword);
    await page.context().close();
  });

  it('explains a link without a token and offers a new one (1280 px)', async () => {
    const page = await session.newPage(DESKTOP);
    await page.goto(appUrl('/reset-password/'));
    await expectText(page, 'This reset link is incomplete.');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/user/login?forgot=1');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await page.context().close();
  });
});

describe('Register New Admin and Role Management', () => {
  it('creates an admin who can sign in, changes their role and deletes them (1280 px)', async () => {
    const seededEmail = inject('admin').email;
    const page = await session.newPage(DESKTOP, { token: adminToken });
    await page.goto(appUrl('/user-list'));
    await page.getByRole('heading', { name: 'Role Management' }).waitFor();
    await userRow(page, seededEmail).waitFor();
    await expectNoAxeViolations(page);

    // Your own account cannot be deleted.
    const ownRow = userRow(page, seededEmail);
    expect(await ownRow.getByRole('button', { name: /^Delete/ }).isDisabled()).toBe(true);
    expect(await ownRow.getByText('You cannot delete your own account.').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Add New Role' }).click();
    await page.waitForURL('**/create-admin');
    await page.getByRole('heading', { name: 'Add a member of staff' }).waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    await expectText(page, 'First name is required.');
    await expectNoAxeViolations(page);

    const stamp = `${Date.now()}`.slice(-6);
    const person = {
      firstName: 'Nadia',
      lastName: `Created ${stamp}`,
      email: `created-${stamp}-${uniqueTag()}@example.test`,
      password: `created-pass-${stamp}`,
    };
    await field(page, 'First name').fill(person.firstName);
    await field(page, 'Last name').fill(person.lastName);
    await field(page, 'Email').fill(person.email);
    await field(page, 'Password').fill(person.password);
    // A new account is Staff unless the owner chooses otherwise; this one is an owner.
    expect(await page.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('staff');
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Owner' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expectText(page, 'Admin Create successful');
    await page.waitForURL('**/admin-dashboard');

    // The same e-mail again is refused with the server's reason.
    await page.goto(appUrl('/create-admin'));
    await field(page, 'First name').fill('Other');
    await field(page, 'Last name').fill('Person');
    await field(page, 'Email').fill(person.email);
    await field(page, 'Password').fill('another-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectText(page, 'An error occurred: A user with this email already exists.');

    // The new admin signs in in a browser of their own.
    const theirs = await session.newPage(DESKTOP);
    await signInAs(theirs, person.email, person.password);
    await theirs.context().close();

    await page.goto(appUrl('/user-list'));
    const row = userRow(page, person.email);
    await row.waitFor();
    const id = Number(
      (await row.getByRole('link', { name: /^Edit/ }).getAttribute('href'))?.split('/').pop(),
    );
    created.push({ id, ...person });
    // The spec's admin role reads as Owner.
    expect(await row.getByText('Owner', { exact: true }).isVisible()).toBe(true);

    await row.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(`**/edit-user/${id}`);
    await expect.poll(() => field(page, 'Email').inputValue()).toBe(person.email);
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('moderator');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'User updated successfully.');
    await page.waitForURL('**/user-list');
    await expect
      .poll(() => userRow(page, person.email).getByText('Moderator', { exact: true }).isVisible())
      .toBe(true);

    // Phones get cards with the same badge.
    const phone = await session.newPage(PHONE, { token: adminToken });
    await phone.goto(appUrl('/user-list'));
    const card = phone.getByTestId('user-card').filter({ hasText: person.email });
    await card.waitFor();
    expect(await card.getByText('Moderator', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(phone);
    await phone.context().close();

    await userRow(page, person.email)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await expect
      .poll(() =>
        dialog
          .getByText('Are you sure you want to delete this user? This action cannot be undone.')
          .isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectText(page, 'User deleted successfully.');
    await expect.poll(() => userRow(page, person.email).count()).toBe(0);

    await page.goto(appUrl(`/edit-user/${id}`));
    await expectText(page, 'User not found.');
    await page.context().close();
  });
});

describe('staff', () => {
  it("run the day: the booking list without Export, no owner's cards, and a plain word on an owner's page (1280 px)", async () => {
    // The owner registers a staff member.
    const owner = await session.newPage(DESKTOP, { token: adminToken });
    const tag = uniqueTag();
    const person = {
      firstName: 'Sami',
      lastName: `Staff ${tag}`,
      email: `staff-${tag}@example.test`,
      password: `staff-pass-${tag}`,
    };
    await owner.goto(appUrl('/create-admin'));
    await owner.getByRole('heading', { name: 'Add a member of staff' }).waitFor();
    await field(owner, 'First name').fill(person.firstName);
    await field(owner, 'Last name').fill(person.lastName);
    await field(owner, 'Email').fill(person.email);
    await field(owner, 'Password').fill(person.password);
    await owner.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Staff' });
    await owner.getByRole('button', { name: 'Register' }).click();
    await expectText(owner, 'Admin Create successful');
    await owner.waitForURL('**/admin-dashboard');
    await owner.goto(appUrl('/user-list'));
    const row = userRow(owner, person.email);
    await row.waitFor();
    const id = Number(
      (await row.getByRole('link', { name: /^Edit/ }).getAttribute('href'))?.split('/').pop(),
    );
    created.push({ id, ...person });
    expect(await row.getByText('Staff', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(owner);
    await owner.context().close();

    const booking = await createPadelBooking(adminToken, { name: `Staff Guest ${tag}` });

    // The staff member signs in and sees only what they can use.
    const page = await session.newPage(DESKTOP);
    await signInAs(page, person.email, person.password);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Booking Management', exact: true }).waitFor();
    for (const card of ['Booking Queue', 'Schedule Board', 'Orders', 'Notifications']) {
      expect(await main.getByRole('link', { name: card, exact: true }).isVisible(), card).toBe(
        true,
      );
    }
    const ownerCards = [
      'Tables Management',
      'Role Management',
      'Redirection Sources',
      'Add Menu',
      'Settings',
      'Closures',
      'Audit log',
    ];
    for (const card of ownerCards) {
      expect(await main.getByRole('link', { name: card, exact: true }).count(), card).toBe(0);
    }
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Settings' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Closures' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);

    await openBookingList(page, booking.date);
    await bookingRow(page, booking.name).waitFor();
    await page.getByRole('link', { name: 'Add walk-in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // An owner's screen typed into the address bar says whose it is, and leads back.
    await page.goto(appUrl('/settings'));
    await page.getByRole('heading', { name: AUTH_MESSAGES.ownerPage }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL('**/admin-dashboard');
    await page.goto(appUrl(`/edit-user/${id}`));
    await page.getByRole('heading', { name: AUTH_MESSAGES.ownerPage }).waitFor();
    expect(await field(page, 'Email').count()).toBe(0);
    await page.context().close();
  });
});

describe('signing in without admin access', () => {
  it('tells a moderator plainly and keeps no token (375 px)', async () => {
    const moderator = await newAdmin('Moderator');
    const { status } = await api(adminToken, `/updateUser/${moderator.id}`, {
      method: 'PUT',
      body: {
        firstName: moderator.firstName,
        lastName: moderator.lastName,
        email: moderator.email,
        role: 'moderator',
      },
    });
    expect(status).toBe(200);
    const page = await session.newPage(PHONE);
    await page.goto(appUrl('/user/login'));
    await field(page, 'Email').fill(moderator.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(moderator.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectText(page, AUTH_MESSAGES.noAdminAccess);
    expect(new URL(page.url()).pathname).toBe('/user/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe('Change password', () => {
  it('changes your own password; the new one signs in and the old one fails (375 px)', async () => {
    const admin = await newAdmin('Changer');
    const newPassword = `changed-pass-${admin.id}`;
    const page = await session.newPage(PHONE);
    await signInAs(page, admin.email, admin.password);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await expectNoAxeViolations(page);

    await field(page, 'Current password').fill('not-the-password');
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectText(page, 'Current password is incorrect.');

    await field(page, 'Current password').fill(admin.password);
    await field(page, 'Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectText(page, 'New Password and Confirm Password do not match');

    await field(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectText(page, 'Password changed successfully.');
    await expectNoAxeViolations(page);

    // The stored token was replaced: admin calls still work after the change.
    await page.goto(appUrl('/user-list'));
    await page.getByTestId('user-card').filter({ hasText: admin.email }).waitFor();
    expect(page.url()).toContain('/user-list');

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(onLoginPage);
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectText(page, 'An error occurred: Invalid email or password');

    await signInAs(page, admin.email, newPassword);
    const { status } = await api(adminToken, `/getUser/${admin.id}`);
    expect(status).toBe(200);
    await page.context().close();
  });
});

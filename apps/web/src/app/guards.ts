import { redirect } from 'react-router';
import { ADMIN_HOME_PATH } from '@/lib/admin-home';
import { checkAdminSession } from '@/lib/session';

export const LOGIN_PATH = '/user/login';

/**
 * Route guard for admin screens (see docs/accounts.md#browser-session): no token, an unreadable or
 * expired one (removed on the way) or a role other than admin all lead to the login screen.
 */
export function requireAdmin() {
  if (checkAdminSession() !== 'admin') {
    throw redirect(LOGIN_PATH);
  }
  return null;
}

/** A signed-in admin who opens the login screen goes straight to the dashboard. */
export function redirectSignedInAdmin() {
  if (checkAdminSession() === 'admin') {
    throw redirect(ADMIN_HOME_PATH);
  }
  return null;
}

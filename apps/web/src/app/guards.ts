import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPathFor, RETURN_TO_PARAM, returnPath } from '@/lib/sign-in-path';
import { ADMIN_HOME_PATH } from '@/lib/admin-home';
import { checkAdminSession } from '@/lib/session';

/**
 * Route guard for admin screens (see docs/accounts.md#browser-session): no token, an unreadable or
 * expired one (removed on the way) or a role other than admin all lead to the login screen, which
 * remembers the screen asked for so that signing in lands there.
 */
export function requireAdmin({ request }: LoaderFunctionArgs) {
  if (checkAdminSession() !== 'admin') {
    throw redirect(loginPathFor(new URL(request.url)));
  }
  return null;
}

/**
 * A signed-in admin who opens the login screen goes straight on: to the screen it remembers, else
 * the dashboard.
 */
export function redirectSignedInAdmin({ request }: LoaderFunctionArgs) {
  if (checkAdminSession() === 'admin') {
    const returnTo = new URL(request.url).searchParams.get(RETURN_TO_PARAM);
    throw redirect(returnPath(returnTo) ?? ADMIN_HOME_PATH);
  }
  return null;
}

import { roleCan, type Capability } from '@padel/contracts';
import { sessionRole } from './session';

/**
 * Which capability each of the owner's admin screens needs (see docs/accounts.md#roles); every
 * other admin screen runs the day. The admin layout, the dashboard's cards and the admin bar read
 * this, so a screen is hidden and gated by one line. The server refuses the calls behind them
 * whatever the browser shows.
 */
const OWNER_SCREENS: Record<string, Capability> = {
  '/total-tables': 'venue-settings',
  '/settings': 'venue-settings',
  '/closures': 'venue-settings',
  '/add-menu': 'menu',
  '/user-list': 'accounts',
  '/create-admin': 'accounts',
  '/edit-user': 'accounts',
  '/redirection-sources': 'sources',
  '/audit-log': 'audit-log',
};

/** The capability the admin screen at `pathname` needs (`/edit-user/7` is `/edit-user`'s). */
export function screenCapability(pathname: string): Capability {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return OWNER_SCREENS[first] ?? 'run-the-day';
}

/** Whether the signed-in role may do what `capability` covers. */
export function sessionCan(capability: Capability): boolean {
  const role = sessionRole();
  return role !== null && roleCan(role, capability);
}

/** Whether the signed-in role may open the admin screen at `pathname`. */
export function canOpen(pathname: string): boolean {
  return sessionCan(screenCapability(pathname));
}

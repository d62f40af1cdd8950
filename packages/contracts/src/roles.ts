import { USER_ROLES, type UserRole } from './constants';
import { isOneOf } from './is-one-of';
import { APP_ROUTES } from './routes';

/**
 * Who may do what (see docs/accounts.md#roles, ADR 020): the one table the server's guard and the
 * web's screens both read. Every admin call and admin screen needs one capability.
 * No zod here: the admin bar and the login form read it, and the first pages stay small.
 */
export const CAPABILITIES = [
  /**
   * Bookings (list, detail, actions), walk-ins, the queue list, orders, the schedule board,
   * notifications and the attention counts, your own password.
   */
  'run-the-day',
  /** Prices and opening hours, closures, the number of café tables. */
  'venue-settings',
  /** The café menu's products. */
  'menu',
  /** Accounts and their roles. */
  'accounts',
  /** Spreadsheets of bookings and of the queue: every customer's details at once. */
  'exports',
  'audit-log',
  /** Redirection-source analytics: visits, bookings and revenue. */
  'sources',
  /** The venue's takings by day, week and month, and the ledger for the accountant. */
  'revenue',
  /**
   * Prices are the owner's (docs/prices.md#owner-prices, ADR 048): a price below the venue's
   * prices for the customer (a series' fixed price, a kept price on a move), the `member` tag, and
   * approving staff's requests for them.
   */
  'owner-prices',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_CAPABILITIES: Record<UserRole, readonly Capability[]> = {
  // The owner keeps the spec's stored value `admin` (see docs/accounts.md#roles).
  admin: CAPABILITIES,
  staff: ['run-the-day'],
  user: [],
  moderator: [],
};

/** How each role reads on the screens: the spec's `admin` is the venue's owner. */
export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Owner',
  staff: 'Staff',
  user: 'User',
  moderator: 'Moderator',
};

export function isUserRole(value: string): value is UserRole {
  return isOneOf(USER_ROLES, value);
}

/** Whether `role` may do what `capability` covers; an unknown role may do nothing. */
export function roleCan(role: string, capability: Capability): boolean {
  return isUserRole(role) && ROLE_CAPABILITIES[role].includes(capability);
}

/** Whether `role` may use the admin area at all (sign in there, see the dashboard). */
export function hasAdminAccess(role: string): boolean {
  return isUserRole(role) && ROLE_CAPABILITIES[role].length > 0;
}

/**
 * The admin screens that are the owner's, by their route's name in `APP_ROUTES`, with the
 * capability each needs (docs/accounts.md#roles); every other admin screen runs the day. The
 * admin layout, its menu and the dashboard's cards read it through `adminScreenCapability`.
 */
export const OWNER_SCREENS = {
  tables: 'venue-settings',
  settings: 'venue-settings',
  closures: 'venue-settings',
  addMenu: 'menu',
  userList: 'accounts',
  createAdmin: 'accounts',
  editUser: 'accounts',
  sources: 'sources',
  auditLog: 'audit-log',
  revenue: 'revenue',
} as const satisfies Partial<Record<keyof typeof APP_ROUTES, Capability>>;

const ownerScreenByFolder = new Map<string, Capability>(
  Object.entries(OWNER_SCREENS).map(([name, capability]) => [
    APP_ROUTES[name as keyof typeof OWNER_SCREENS].split('/')[0]!,
    capability,
  ]),
);

/** The capability the admin screen at `pathname` needs (`/edit-user/7` is `editUser`'s). */
export function adminScreenCapability(pathname: string): Capability {
  return ownerScreenByFolder.get(pathname.split('/')[1] ?? '') ?? 'run-the-day';
}

import { adminScreenCapability, roleCan, type Capability } from '@padel/contracts';
import { sessionRole } from './session';

/** Whether the signed-in role may do what `capability` covers. */
export function sessionCan(capability: Capability): boolean {
  const role = sessionRole();
  return role !== null && roleCan(role, capability);
}

/**
 * Whether the signed-in role may open the admin screen at `pathname` (the contracts'
 * `OWNER_SCREENS`, docs/accounts.md#roles). The server refuses the calls behind a screen whatever
 * the browser shows.
 */
export function canOpen(pathname: string): boolean {
  return sessionCan(adminScreenCapability(pathname));
}

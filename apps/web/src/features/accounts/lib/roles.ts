import { USER_ROLES, type UserRole } from '@padel/contracts';

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  user: 'User',
  moderator: 'Moderator',
};

export const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

import { ROLE_LABELS, USER_ROLES } from '@padel/contracts';

/** The Role choices of Register New Admin and Edit user: Owner, Staff (a new account's default), User, Moderator. */
export const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

import { z } from 'zod';
import { emailSchema, newPasswordSchema, userRoleSchema } from './auth';
import { isOneLine, oneLineMessage } from './text';

export const USER_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: 'Names must be at most 60 characters.',
  nameOneLine: oneLineMessage('Names'),
  created: 'Admin Create successful',
  updated: 'User updated successfully.',
  deleted: 'User deleted successfully.',
  duplicateEmail: 'A user with this email already exists.',
  notFound: 'User not found.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeleteLastAdmin: 'You cannot delete the last owner.',
  cannotDemoteSelf: 'You cannot remove your own owner role.',
  lastAdminRequired: 'There must be at least one owner.',
} as const;

const nameSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(60, USER_MESSAGES.nameTooLong)
    .refine(isOneLine, USER_MESSAGES.nameOneLine);

/** A user as the API answers it (see docs/accounts.md#roles; never the password). */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: userRoleSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

/** PUT /api/updateUser/{id}: names, e-mail and role (the edit behind /edit-user/{id}). */
export const updateUserRequestSchema = z.object({
  firstName: nameSchema(USER_MESSAGES.firstNameRequired),
  lastName: nameSchema(USER_MESSAGES.lastNameRequired),
  email: emailSchema,
  role: userRoleSchema,
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/**
 * POST /api/addUser: Register New Admin (see docs/accounts.md#roles); the role defaults to staff,
 * the least a new account may do (an owner is chosen, never a default).
 */
export const addUserRequestSchema = updateUserRequestSchema.extend({
  role: userRoleSchema.optional().default('staff'),
  password: newPasswordSchema,
});
export type AddUserRequest = z.input<typeof addUserRequestSchema>;

export const userSavedSchema = z.object({ message: z.string(), user: userSchema });

import { z } from 'zod';
import { USER_ROLES } from './constants';
import { idFieldSchema } from './input';
import { isEmailAddress } from './text';

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  loginSuccess: 'Login successful',
  noToken: 'No authentication token found. Please log in.',
  sessionExpired: 'Your session has expired. Please log in again.',
  adminOnly: 'Only administrators can do this.',
  /** A staff member on an owner's call (see docs/accounts.md#roles). */
  ownerOnly: 'Only the owner can do this. Ask the owner of the venue.',
  /** An owner's screen opened by a staff member (its address typed in, or an old link). */
  ownerPage: 'This page is for the owner.',
  /**
   * A `user` or `moderator` account with the right password: refused with 403 and no token
   * (docs/accounts.md#roles).
   */
  noAdminAccess: 'This account has no admin access.',
  /**
   * The right password while the account-wide sign-in limit is reached: the browser is sent a
   * link by e-mail instead of a token (docs/accounts.md#sign-in-links).
   */
  signInLinkSent: 'We sent a sign-in link to your e-mail',
  signInLinkInvalid: 'This sign-in link is invalid, used or expired. Sign in again for a new one.',
} as const;

/** How long an e-mailed sign-in link works (docs/accounts.md#sign-in-links). */
export const SIGN_IN_LINK_LIFETIME_MINUTES = 15;

/** The fragment key of a sign-in link: `/user/sign-in-link#token=…` never reaches a server. */
export const SIGN_IN_LINK_TOKEN_PARAM = 'token';

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .refine(isEmailAddress, AUTH_MESSAGES.emailInvalid);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(1024),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/auth/login answers 202 with this when the right password met the account-wide limit:
 * no token, a link was e-mailed (docs/accounts.md#sign-in-links).
 */
export const signInLinkSentSchema = z.object({
  message: z.literal(AUTH_MESSAGES.signInLinkSent),
  code: z.literal('SIGN_IN_LINK_SENT'),
});
export type SignInLinkSent = z.infer<typeof signInLinkSentSchema>;

/** POST /api/auth/sign-in-link: the token from the link's fragment, sent in the body. */
export const signInLinkRequestSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.signInLinkInvalid })
    .trim()
    .min(1, AUTH_MESSAGES.signInLinkInvalid)
    .max(200),
});
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;

/**
 * The link's sign-in: a token as a password's, with Remember me as ticked when the link was asked
 * for and the account's e-mail, for the browser to keep them as a password sign-in does.
 */
export const signInLinkAnswerSchema = loginResponseSchema.extend({
  rememberMe: z.boolean(),
  email: z.string(),
});
export type SignInLinkAnswer = z.infer<typeof signInLinkAnswerSchema>;

/** What a sign-in answers: a token, or word that a link was e-mailed. */
export const loginAnswerSchema = z.union([loginResponseSchema, signInLinkSentSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const userRoleSchema = z.enum(USER_ROLES);

/** What the signed login token carries; the web reads `role` for its route guard. */
export const tokenClaimsSchema = z.object({
  id: z.number().int(),
  role: userRoleSchema,
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** docs/accounts.md#passwords: new passwords are at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

export const ACCOUNT_MESSAGES = {
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  newPasswordRequired: 'New password is required.',
  currentPasswordRequired: 'Current password is required.',
  resetLinkSent: 'If an account exists for that email, a reset link has been sent.',
  resetDone: 'Your password has been reset. Please sign in.',
  resetTokenInvalid: 'This reset link is invalid or has expired.',
  passwordChanged: 'Password changed successfully.',
  currentPasswordWrong: 'Current password is incorrect.',
  ownPasswordOnly: 'You can only change your own password.',
  passwordsDiffer: 'New Password and Confirm Password do not match',
} as const;

export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.newPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.newPasswordRequired)
  .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(1024);

/** POST /api/forgot-password */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** POST /api/reset-password?token= */
export const resetPasswordQuerySchema = z.object({ token: z.string().max(200).optional() });
export const resetPasswordRequestSchema = z.object({ newPassword: newPasswordSchema });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/**
 * PUT /api/update-password: the caller's own id, current password and the new one (see
 * docs/api.md#calls).
 */
export const updatePasswordRequestSchema = z.object({
  id: idFieldSchema('The user id'),
  password: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(1024),
  newPassword: newPasswordSchema,
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/**
 * The answer to a password change: a fresh token, because older ones stop working (see
 * docs/accounts.md#tokens).
 */
export const passwordChangedSchema = z.object({ message: z.string(), token: z.string() });

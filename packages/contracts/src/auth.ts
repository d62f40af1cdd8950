import { z } from 'zod';
import { USER_ROLES } from './constants';

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  loginSuccess: 'Login successful',
  noToken: 'No authentication token found. Please log in.',
  sessionExpired: 'Your session has expired. Please log in again.',
  adminOnly: 'Only administrators can do this.',
} as const;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

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

export const userRoleSchema = z.enum(USER_ROLES);

/** What the signed login token carries; the web reads `role` for its route guard. */
export const tokenClaimsSchema = z.object({
  id: z.number().int(),
  role: userRoleSchema,
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

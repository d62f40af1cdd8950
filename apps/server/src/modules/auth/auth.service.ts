import { AUTH_MESSAGES, type UserRole } from '@padel/contracts';
import type { Database } from '../../db/client';
import { UnauthorizedError } from '../../lib/errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { findUserByEmail } from '../users/users.repo';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { LoginTokens } from './tokens';

const FIFTEEN_MINUTES = 15 * 60;
export const LOGIN_LIMITS = { perEmail: 10, perIp: 50, windowSeconds: FIFTEEN_MINUTES };

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
}

export async function login(db: Database, tokens: LoginTokens, input: LoginInput) {
  const email = input.email.toLowerCase();
  await enforceRateLimits(
    db,
    [
      {
        key: `login:email:${email}`,
        limit: LOGIN_LIMITS.perEmail,
        windowSeconds: LOGIN_LIMITS.windowSeconds,
      },
      {
        key: `login:ip:${input.ip}`,
        limit: LOGIN_LIMITS.perIp,
        windowSeconds: LOGIN_LIMITS.windowSeconds,
      },
    ],
    'Too many sign-in attempts. Please wait a few minutes and try again.',
  );
  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  if (!user || !valid) {
    throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  const token = await tokens.sign(
    { id: user.id, role: user.role as UserRole, tokenVersion: user.tokenVersion },
    input.rememberMe,
  );
  return { token, message: AUTH_MESSAGES.loginSuccess };
}

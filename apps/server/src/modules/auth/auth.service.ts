import { AUTH_MESSAGES, type UserRole } from '@padel/contracts';
import type { Database } from '../../db/client';
import { UnauthorizedError } from '../../lib/errors';
import { assertUnderRateLimits, recordRateLimitHits, type RateRule } from '../../lib/rate-limit';
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

/**
 * Failed sign-ins are counted per e-mail and per IP; once a limit is reached, every attempt is
 * refused until the window ends, before any password is checked.
 */
export async function login(db: Database, tokens: LoginTokens, input: LoginInput) {
  const email = input.email.toLowerCase();
  const window = LOGIN_LIMITS.windowSeconds;
  const rules: RateRule[] = [
    { key: `login:email:${email}`, limit: LOGIN_LIMITS.perEmail, windowSeconds: window },
    { key: `login:ip:${input.ip}`, limit: LOGIN_LIMITS.perIp, windowSeconds: window },
  ];
  await assertUnderRateLimits(
    db,
    rules,
    'Too many sign-in attempts. Please wait a few minutes and try again.',
  );
  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  if (!user || !valid) {
    await recordRateLimitHits(db, rules);
    throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  const token = await tokens.sign(
    { id: user.id, role: user.role as UserRole, tokenVersion: user.tokenVersion },
    input.rememberMe,
  );
  return { token, message: AUTH_MESSAGES.loginSuccess };
}

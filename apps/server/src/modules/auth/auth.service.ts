import { AUTH_MESSAGES } from '@padel/contracts';
import type { Database } from '../../db/client';
import { UnauthorizedError } from '../../lib/errors';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { consumeRateLimits, refundRateLimits } from '../../lib/rate-limit';
import { findUserByEmail } from '../users/users.repo';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { LoginTokens } from './tokens';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
}

/**
 * Every attempt counts against the sign-in limits before its password is checked (so parallel
 * guesses cannot outrun the count), and a successful one takes its hit back: the limits count
 * failures. Once a limit is reached, attempts are refused until its window ends.
 */
export async function login(db: Database, tokens: LoginTokens, input: LoginInput) {
  const email = input.email.toLowerCase();
  const rules = abuseRules.login(email, input.ip);
  await consumeRateLimits(db, rules, LIMIT_MESSAGES.login);
  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  if (!user || !valid) {
    throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await refundRateLimits(db, rules);
  const token = await tokens.sign(
    { id: user.id, role: user.role, tokenVersion: user.tokenVersion },
    input.rememberMe,
  );
  return { token, message: AUTH_MESSAGES.loginSuccess };
}

import { AUTH_MESSAGES } from '@padel/contracts';
import type { Database } from '../../db/client';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { consumeRateLimits, refundRateLimits, type RateRule } from '../../lib/rate-limit';
import { findUserByEmail } from '../users/users.repo';
import type { TrustedDevice } from './device-cookie';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { LoginTokens } from './tokens';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
  /** The browser's device cookie, if it carries a genuine one (device-cookie.ts). */
  device: TrustedDevice | undefined;
  /** The app's clock: the limits' windows are counted on it (docs/quality.md#one-clock). */
  now: Date;
}

/**
 * Counts one attempt against the limits it falls under, and answers the rules it counted. A
 * device cookie of this very account counts against its own per-device limit only, so strangers'
 * failures never lock that browser out; once that limit is used up, or without such a cookie,
 * the attempt is a stranger's (see docs/accounts.md#sign-in-limits). `input.email` is lower-cased.
 */
async function countAttempt(
  db: Database,
  input: LoginInput,
  device: TrustedDevice | undefined,
): Promise<RateRule[]> {
  const nowMs = input.now.getTime();
  if (device) {
    const rules = abuseRules.loginFromDevice(device.deviceId);
    try {
      await consumeRateLimits(db, rules, LIMIT_MESSAGES.login, nowMs);
      return rules;
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
    }
  }
  const rules = abuseRules.login(input.email, input.ip);
  await consumeRateLimits(db, rules, LIMIT_MESSAGES.login, nowMs);
  return rules;
}

/**
 * Every attempt counts against the sign-in limits before its password is checked (so parallel
 * guesses cannot outrun the count), and a successful one takes its hit back: the limits count
 * failures. Once a limit is reached, attempts are refused until its window ends. Answers the
 * signed-in user's id too, for the route to renew the browser's device cookie.
 */
export async function login(db: Database, tokens: LoginTokens, input: LoginInput) {
  const email = input.email.toLowerCase();
  const user = await findUserByEmail(db, email);
  const device = user && input.device?.userId === user.id ? input.device : undefined;
  const counted = await countAttempt(db, { ...input, email }, device);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  if (!user || !valid) {
    throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await refundRateLimits(db, counted, input.now.getTime());
  const token = await tokens.sign(
    { id: user.id, role: user.role, tokenVersion: user.tokenVersion },
    input.rememberMe,
  );
  return { userId: user.id, answer: { token, message: AUTH_MESSAGES.loginSuccess } };
}

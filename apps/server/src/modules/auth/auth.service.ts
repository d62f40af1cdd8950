import {
  AUTH_MESSAGES,
  hasAdminAccess,
  type LoginResponse,
  type SignInLinkSent,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import type { RateRule } from '../../lib/sliding-window';
import { consumeRateLimits, refundRateLimits } from '../rate-limits/rate-limit.service';
import { findUserByEmail } from '../users/users.repo';
import type { TrustedDevice } from './device-cookie.service';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { sendSignInLink, type SignInLinkSettings } from './sign-in-link.service';
import type { LoginTokens } from './tokens.service';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
  /** The browser's device cookie, if it carries a genuine one (device-cookie.service.ts). */
  device: TrustedDevice | undefined;
  /** The app's clock: the limits' windows are counted on it (docs/quality.md#one-clock). */
  now: Date;
}

/** The limits one attempt counted against, and whether the account-wide one was reached. */
interface Attempt {
  counted: RateRule[];
  /** The account-wide limit's refusal, if reached: a wrong password still gets it. */
  accountLimit: TooManyRequestsError | undefined;
}

/**
 * Counts one attempt against the limits it falls under. A device cookie of this very account
 * counts against its own per-device limit only, so strangers' failures never lock that browser
 * out; once that limit is used up, or without such a cookie, the attempt is a stranger's: over a
 * per-client limit it is refused at once; over the account-wide one it goes on, for the right
 * password to earn a sign-in link (see docs/accounts.md#sign-in-limits). `input.email` is
 * lower-cased.
 */
async function countAttempt(
  db: Database,
  input: LoginInput,
  device: TrustedDevice | undefined,
): Promise<Attempt> {
  const nowMs = input.now.getTime();
  if (device) {
    const rules = abuseRules.loginFromDevice(device.deviceId);
    try {
      await consumeRateLimits(db, rules, LIMIT_MESSAGES.login, nowMs);
      return { counted: rules, accountLimit: undefined };
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
    }
  }
  const perClient = abuseRules.login(input.email, input.ip);
  await consumeRateLimits(db, perClient, LIMIT_MESSAGES.login, nowMs);
  const account = abuseRules.loginAccount(input.email);
  try {
    await consumeRateLimits(db, account, LIMIT_MESSAGES.login, nowMs);
    return { counted: [...perClient, ...account], accountLimit: undefined };
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    return { counted: perClient, accountLimit: error };
  }
}

/** A sign-in's outcome: a token for the browser, or a link e-mailed to the account. */
export type SignedIn =
  | { kind: 'token'; userId: number; answer: LoginResponse }
  | { kind: 'link-sent'; answer: SignInLinkSent };

/**
 * Every attempt counts against the sign-in limits before its password is checked (so parallel
 * guesses cannot outrun the count), and a successful one takes its hit back: the limits count
 * failures. Once a per-client limit is reached, attempts are refused until its window ends; once
 * the account-wide one is, a wrong password is refused and the right one gets a sign-in link by
 * e-mail rather than a token (docs/accounts.md#sign-in-links). An account without admin access
 * is refused with 403 and no token. A token answers the user's id too, for the route to renew the
 * browser's device cookie.
 */
export async function login(
  db: Database,
  tokens: LoginTokens,
  input: LoginInput,
  links: SignInLinkSettings,
): Promise<SignedIn> {
  const email = input.email.toLowerCase();
  const user = await findUserByEmail(db, email);
  const device = user && input.device?.userId === user.id ? input.device : undefined;
  const attempt = await countAttempt(db, { ...input, email }, device);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  if (!user || !valid) {
    throw (
      attempt.accountLimit ??
      new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS')
    );
  }
  await refundRateLimits(db, attempt.counted, input.now.getTime());
  if (!hasAdminAccess(user.role)) {
    throw new ForbiddenError(AUTH_MESSAGES.noAdminAccess, 'NO_ADMIN_ACCESS');
  }
  if (attempt.accountLimit) {
    await sendSignInLink(db, user, { rememberMe: input.rememberMe, now: input.now }, links);
    return {
      kind: 'link-sent',
      answer: { message: AUTH_MESSAGES.signInLinkSent, code: 'SIGN_IN_LINK_SENT' },
    };
  }
  const token = await tokens.sign(
    { id: user.id, role: user.role, tokenVersion: user.tokenVersion },
    input.rememberMe,
  );
  return {
    kind: 'token',
    userId: user.id,
    answer: { token, message: AUTH_MESSAGES.loginSuccess },
  };
}

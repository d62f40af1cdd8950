import {
  APP_ROUTES,
  AUTH_MESSAGES,
  hasAdminAccess,
  routePath,
  SIGN_IN_LINK_LIFETIME_MINUTES,
  SIGN_IN_LINK_TOKEN_PARAM,
  type SignInLinkAnswer,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { BadRequestError, ForbiddenError } from '../../lib/errors';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import { recordAudit } from '../audit/audit.repo';
import type { Notifier } from '../notifications/notifier.service';
import { findUserById } from '../users/users.repo';
import { issueLinkToken, redeemLinkToken } from './link-tokens.service';
import { signInLinkStore } from './sign-in-link.repo';
import type { LoginTokens } from './tokens.service';

/** Where the links point, and what sends them. */
export interface SignInLinkSettings {
  /** PUBLIC_APP_URL: the link opens the admin app's page, which signs that browser in. */
  publicAppUrl: string;
  notifier: Notifier;
}

/** An admin account whose right password met the account-wide sign-in limit. */
interface Account {
  id: number;
  email: string;
}

/**
 * E-mails the account a sign-in link (docs/accounts.md#sign-in-links): 32 random bytes, only
 * their hash stored, working once within SIGN_IN_LINK_LIFETIME_MINUTES; a newer link retires
 * older ones. The token rides in the link's fragment, which browsers never send to a server, so
 * no request line or proxy log can hold it. At most a few links an hour per account.
 */
export async function sendSignInLink(
  db: Database,
  account: Account,
  input: { rememberMe: boolean; now: Date },
  settings: SignInLinkSettings,
): Promise<void> {
  await consumeRateLimits(
    db,
    abuseRules.signInLink(account.id),
    LIMIT_MESSAGES.login,
    input.now.getTime(),
  );
  await db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, signInLinkStore, {
      userId: account.id,
      now: input.now,
      lifetimeMinutes: SIGN_IN_LINK_LIFETIME_MINUTES,
      extra: { rememberMe: input.rememberMe },
    });
    const link = `${settings.publicAppUrl}${routePath(APP_ROUTES.signInLink)}#${SIGN_IN_LINK_TOKEN_PARAM}=${token}`;
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'send-sign-in-link',
      entity: 'user',
      entityId: account.id,
    });
    await settings.notifier.signInLink(tx, account.email, link, SIGN_IN_LINK_LIFETIME_MINUTES);
  });
}

/**
 * POST /api/auth/sign-in-link: the link's token signs this browser in once, within its minutes,
 * as the right password would have (the route then sets the device cookie). An account that lost
 * its admin access meanwhile is refused as at sign-in.
 */
export async function signInWithLink(
  db: Database,
  tokens: LoginTokens,
  input: { token: string; now: Date },
): Promise<{ userId: number; answer: SignInLinkAnswer }> {
  const signedIn = await db.transaction(async (tx) => {
    const invalid = () =>
      new BadRequestError(AUTH_MESSAGES.signInLinkInvalid, 'SIGN_IN_LINK_INVALID');
    const row = await redeemLinkToken(tx, signInLinkStore, input.token, input.now);
    if (!row) throw invalid();
    const user = await findUserById(tx, row.userId);
    if (!user) throw invalid();
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'sign-in-with-link',
      entity: 'user',
      entityId: user.id,
    });
    return { user, rememberMe: row.rememberMe };
  });
  const { user, rememberMe } = signedIn;
  if (!hasAdminAccess(user.role)) {
    throw new ForbiddenError(AUTH_MESSAGES.noAdminAccess, 'NO_ADMIN_ACCESS');
  }
  const token = await tokens.sign(
    { id: user.id, role: user.role, tokenVersion: user.tokenVersion },
    rememberMe,
  );
  return {
    userId: user.id,
    answer: { token, message: AUTH_MESSAGES.loginSuccess, rememberMe, email: user.email },
  };
}

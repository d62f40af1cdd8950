import { ACCOUNT_MESSAGES, APP_ROUTES, routePath } from '@padel/contracts';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { consumeRateLimits } from '../rate-limits/rate-limit.service';
import { recordAudit } from '../audit/audit.repo';
import type { Notifier } from '../notifications/notifier.service';
import { findUserByEmail, setPassword } from '../users/users.repo';
import { hashPassword } from '../../lib/passwords';
import { issueLinkToken, redeemLinkToken } from './link-tokens.service';
import { resetTokenStore } from './password-reset.repo';

export const RESET_TOKEN_LIFETIME_MINUTES = 60;

/**
 * POST /api/forgot-password (see docs/accounts.md#password-reset): answers the same whether or not
 * the e-mail exists. The link's token is random and only its hash is stored. Every request counts
 * against the per-e-mail and per-IP limits, so the form cannot be used to flood a mailbox.
 */
export async function requestPasswordReset(
  db: Database,
  input: { email: string; ip: string; now: Date },
  settings: { publicAppUrl: string; notifier: Notifier },
): Promise<{ message: string }> {
  const email = input.email.toLowerCase();
  await consumeRateLimits(
    db,
    abuseRules.forgotPassword(email, input.ip),
    LIMIT_MESSAGES.forgotPassword,
  );
  const user = await findUserByEmail(db, email);
  if (user) {
    await db.transaction(async (tx) => {
      const token = await issueLinkToken(tx, resetTokenStore, {
        userId: user.id,
        now: input.now,
        lifetimeMinutes: RESET_TOKEN_LIFETIME_MINUTES,
        extra: {},
      });
      const link = `${settings.publicAppUrl}${routePath(APP_ROUTES.resetPassword)}/?token=${encodeURIComponent(token)}`;
      await recordAudit(tx, {
        actor: { type: 'system' },
        action: 'request-password-reset',
        entity: 'user',
        entityId: user.id,
      });
      await settings.notifier.passwordReset(tx, user.email, link, RESET_TOKEN_LIFETIME_MINUTES);
    });
  }
  return { message: ACCOUNT_MESSAGES.resetLinkSent };
}

/** POST /api/reset-password?token= : one link, one reset, within its hour. */
export async function resetPassword(
  db: Database,
  input: { token: string | undefined; newPassword: string; now: Date },
): Promise<{ message: string }> {
  const invalid = () =>
    new BadRequestError(ACCOUNT_MESSAGES.resetTokenInvalid, 'RESET_TOKEN_INVALID');
  const token = input.token?.trim();
  if (!token) throw invalid();
  // Hashing the password before the transaction keeps the row lock short.
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const row = await redeemLinkToken(tx, resetTokenStore, token, input.now);
    if (!row) throw invalid();
    const user = await setPassword(tx, row.userId, passwordHash);
    if (!user) throw invalid();
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'reset-password',
      entity: 'user',
      entityId: user.id,
    });
  });
  return { message: ACCOUNT_MESSAGES.resetDone };
}

import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@padel/contracts';
import type { Database } from '../../db/client';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { abuseRules, LIMIT_MESSAGES } from '../../lib/abuse-limits';
import { consumeRateLimits, refundRateLimits } from '../rate-limits/rate-limit.service';
import { recordAudit } from '../audit/audit.repo';
import { findUserById, setPassword } from '../users/users.repo';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LoginTokens } from './tokens.service';

export interface ChangePasswordInput {
  callerId: number;
  /** Whether the caller's current token is a Remember-me one: the new token lasts as long. */
  rememberMe: boolean;
  id: number;
  password: string;
  newPassword: string;
}

/**
 * PUT /api/update-password: only one's own password, and only with the current one. The change
 * bumps the token version (older tokens stop working), so the caller gets a fresh token.
 */
export async function changePassword(
  db: Database,
  tokens: LoginTokens,
  input: ChangePasswordInput,
): Promise<{ message: string; token: string }> {
  if (input.id !== input.callerId) throw new ForbiddenError(ACCOUNT_MESSAGES.ownPasswordOnly);
  // Counted before the check, taken back when the password was right (see auth.service.ts).
  const rules = abuseRules.changePassword(input.callerId);
  await consumeRateLimits(db, rules, LIMIT_MESSAGES.changePassword);
  const user = await findUserById(db, input.callerId);
  if (!user) throw new UnauthorizedError(AUTH_MESSAGES.sessionExpired);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
  }
  await refundRateLimits(db, rules);
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db.transaction(async (tx) => {
    const row = await setPassword(tx, user.id, passwordHash);
    await recordAudit(tx, {
      actor: { type: 'admin', id: user.id },
      action: 'change-password',
      entity: 'user',
      entityId: user.id,
    });
    return row!;
  });
  const token = await tokens.sign(
    { id: updated.id, role: updated.role, tokenVersion: updated.tokenVersion },
    input.rememberMe,
  );
  return { message: ACCOUNT_MESSAGES.passwordChanged, token };
}

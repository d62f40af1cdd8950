import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import type { LinkTokenStore } from './link-tokens.service';

export async function insertResetToken(
  db: Database,
  row: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** A newer link replaces older ones: only the latest e-mail's link works. */
export async function retireResetTokens(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The token row, locked until the transaction ends, so one link resets one password once. */
export function lockResetToken(db: Database, tokenHash: string) {
  return db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for('update')
    .then((rows) => rows[0]);
}

export async function markResetTokenUsed(db: Database, id: number, at: Date): Promise<void> {
  await db.update(passwordResetTokens).set({ usedAt: at }).where(eq(passwordResetTokens.id, id));
}

type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** The password-reset links' table, for link-tokens.service.ts. */
export const resetTokenStore: LinkTokenStore<ResetTokenRow, Record<never, never>> = {
  retire: retireResetTokens,
  insert: insertResetToken,
  lock: lockResetToken,
  markUsed: markResetTokenUsed,
};

import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInLinks } from '../../db/schema';
import type { LinkTokenStore } from './link-tokens.service';

export async function insertSignInLink(
  db: Database,
  row: { userId: number; tokenHash: string; rememberMe: boolean; expiresAt: Date },
): Promise<void> {
  await db.insert(signInLinks).values(row);
}

/** A newer link replaces older ones: only the latest e-mail's link works. */
export async function retireSignInLinks(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(signInLinks)
    .set({ usedAt: at })
    .where(and(eq(signInLinks.userId, userId), isNull(signInLinks.usedAt)));
}

/** The link's row, locked until the transaction ends, so one link signs in once. */
export function lockSignInLink(db: Database, tokenHash: string) {
  return db
    .select()
    .from(signInLinks)
    .where(eq(signInLinks.tokenHash, tokenHash))
    .for('update')
    .then((rows) => rows[0]);
}

export async function markSignInLinkUsed(db: Database, id: number, at: Date): Promise<void> {
  await db.update(signInLinks).set({ usedAt: at }).where(eq(signInLinks.id, id));
}

type SignInLinkRow = typeof signInLinks.$inferSelect;

/** The sign-in links' table, for link-tokens.service.ts. */
export const signInLinkStore: LinkTokenStore<SignInLinkRow, { rememberMe: boolean }> = {
  retire: retireSignInLinks,
  insert: insertSignInLink,
  lock: lockSignInLink,
  markUsed: markSignInLinkUsed,
};

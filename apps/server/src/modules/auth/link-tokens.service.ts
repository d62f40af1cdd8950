import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';

/**
 * Single-use links e-mailed to an account (password reset, sign-in link; docs/accounts.md): 32
 * random bytes whose hash alone is stored, working once before they expire, a newer link retiring
 * the account's older ones. Each kind keeps its own table; this is the one way they are used.
 */
export interface LinkTokenRow {
  id: number;
  userId: number;
  usedAt: Date | null;
  expiresAt: Date;
}

/** One kind's table, through its repository; `Extra` is what that kind stores beside the hash. */
export interface LinkTokenStore<Row extends LinkTokenRow, Extra> {
  retire(db: Database, userId: number, at: Date): Promise<void>;
  insert(
    db: Database,
    row: { userId: number; tokenHash: string; expiresAt: Date } & Extra,
  ): Promise<void>;
  lock(db: Database, tokenHash: string): Promise<Row | undefined>;
  markUsed(db: Database, id: number, at: Date): Promise<void>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token for the account, stored as its hash; older links of the kind stop working. */
export async function issueLinkToken<Row extends LinkTokenRow, Extra>(
  tx: Database,
  store: LinkTokenStore<Row, Extra>,
  input: { userId: number; now: Date; lifetimeMinutes: number; extra: Extra },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.retire(tx, input.userId, input.now);
  await store.insert(tx, {
    userId: input.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + input.lifetimeMinutes * 60_000),
    ...input.extra,
  });
  return token;
}

/**
 * The link's row, once: locked until the transaction ends (so two uses cannot both pass), unused
 * and unexpired, then marked used. Undefined for a token that is unknown, used or expired.
 */
export async function redeemLinkToken<Row extends LinkTokenRow>(
  tx: Database,
  store: LinkTokenStore<Row, unknown>,
  token: string,
  now: Date,
): Promise<Row | undefined> {
  const row = await store.lock(tx, hashToken(token));
  if (!row || row.usedAt !== null || row.expiresAt <= now) return undefined;
  await store.markUsed(tx, row.id, now);
  return row;
}

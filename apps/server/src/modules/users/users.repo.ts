import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { currentTime } from '../../lib/clock';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .then((rows) => rows[0]);
}

export function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin')));
  return row?.count ?? 0;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Sets a new password and bumps the token version, so every older login token stops working. */
export async function setPassword(db: Database, id: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: currentTime() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Bumps the token version, so every login token of the user stops working: a token carries the
 * role, and after a role change the browser must not keep showing the old role's screens.
 */
export async function endSessions(db: Database, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export function listUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(users.id);
}

/**
 * Locks every owner's row (stored role `admin`) until the transaction ends and answers their ids:
 * two owners demoting or deleting each other at once cannot both pass the "one owner remains"
 * check.
 */
export async function lockAdmins(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateUserRow(
  db: Database,
  id: number,
  fields: Pick<NewUser, 'firstName' | 'lastName' | 'email' | 'role'>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: currentTime() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUserRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

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

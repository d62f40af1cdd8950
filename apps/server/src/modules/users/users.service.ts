import {
  USER_MESSAGES,
  type AddUserRequest,
  type UpdateUserRequest,
  type User,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { ConflictError, isUniqueViolation, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { hashPassword } from '../../lib/passwords';
import {
  deleteUserRow,
  endSessions,
  findUserById,
  insertUser,
  listUsers,
  lockAdmins,
  updateUserRow,
  type UserRow,
} from './users.repo';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A duplicate e-mail meets the unique index (whatever the case) and answers 409. */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(USER_MESSAGES.duplicateEmail);
    throw error;
  }
}

export async function addUser(db: Database, adminId: number, input: AddUserRequest) {
  const passwordHash = await hashPassword(input.password);
  const row = await uniqueEmail(() =>
    db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        role: input.role ?? 'admin',
        passwordHash,
      });
      await recordAudit(tx, {
        actor: { type: 'admin', id: adminId },
        action: 'add-user',
        entity: 'user',
        entityId: created.id,
        after: { email: created.email, role: created.role },
      });
      return created;
    }),
  );
  return { message: USER_MESSAGES.created, user: toUser(row) };
}

export async function getUsers(db: Database): Promise<User[]> {
  return (await listUsers(db)).map(toUser);
}

export async function getUser(db: Database, id: number): Promise<User> {
  const row = await findUserById(db, id);
  if (!row) throw new NotFoundError(USER_MESSAGES.notFound);
  return toUser(row);
}

/**
 * Names, e-mail and role (see docs/accounts.md#roles): at least one owner (stored role `admin`)
 * always remains, and nobody demotes themselves. A role change is audited as such and ends the
 * account's sessions, since a token carries the role the browser shows screens for.
 */
export async function updateUser(
  db: Database,
  adminId: number,
  id: number,
  input: UpdateUserRequest,
) {
  const row = await uniqueEmail(() =>
    db.transaction(async (tx) => {
      const admins = await lockAdmins(tx);
      const before = await findUserById(tx, id);
      if (!before) throw new NotFoundError(USER_MESSAGES.notFound);
      if (before.role === 'admin' && input.role !== 'admin') {
        if (id === adminId) throw new ConflictError(USER_MESSAGES.cannotDemoteSelf);
        if (admins.length <= 1) throw new ConflictError(USER_MESSAGES.lastAdminRequired);
      }
      const after = await updateUserRow(tx, id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        role: input.role,
      });
      const roleChanged = before.role !== after!.role;
      if (roleChanged) await endSessions(tx, id);
      await recordAudit(tx, {
        actor: { type: 'admin', id: adminId },
        action: roleChanged ? 'change-role' : 'update-user',
        entity: 'user',
        entityId: id,
        before: { email: before.email, role: before.role },
        after: { email: after!.email, role: after!.role },
      });
      return after!;
    }),
  );
  return { message: USER_MESSAGES.updated, user: toUser(row) };
}

export async function deleteUser(db: Database, adminId: number, id: number) {
  if (id === adminId) throw new ConflictError(USER_MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const before = await findUserById(tx, id);
    if (!before) throw new NotFoundError(USER_MESSAGES.notFound);
    if (before.role === 'admin' && admins.length <= 1) {
      throw new ConflictError(USER_MESSAGES.cannotDeleteLastAdmin);
    }
    await deleteUserRow(tx, id);
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'delete-user',
      entity: 'user',
      entityId: id,
      before: { email: before.email, role: before.role },
    });
  });
  return { message: USER_MESSAGES.deleted };
}

import type { UserRole } from '@padel/contracts';
import type { Database } from '../../src/db/client';
import { hashPassword } from '../../src/lib/passwords';
import { insertUser } from '../../src/modules/users/users.repo';

/** An account as a test wants it; every field has a default (see `givenAdmin`). */
export interface GivenAdmin {
  /** 'admin' (an owner) unless told; 'staff' runs the desk (docs/accounts.md#roles). */
  role?: UserRole;
  /** A new address each call unless told. */
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

let made = 0;

/**
 * An account written straight to the database with its password hashed as the server hashes it,
 * so it signs in: answers its id and its credentials, for `signIn(t.api, account)` (test/api.ts).
 */
export async function givenAdmin(db: Database, wanted: GivenAdmin = {}) {
  const role = wanted.role ?? 'admin';
  const email = wanted.email ?? `${role}-${++made}@team.test`;
  const password = wanted.password ?? 'given-password-1';
  const row = await insertUser(db, {
    firstName: wanted.firstName ?? 'Sami',
    lastName: wanted.lastName ?? 'Staff',
    email,
    passwordHash: await hashPassword(password),
    role,
  });
  return { id: row.id, role, email, password };
}

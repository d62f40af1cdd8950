import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit.repo';
import { countAdmins, insertUser } from './users.repo';

export const DEFAULT_ADMIN_EMAIL = 'admin@padel.local';

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated now: it is shown once and never stored. */
  generatedPassword?: string;
}

/**
 * Makes sure an admin exists (see docs/accounts.md#first-admin): from ADMIN_EMAIL / ADMIN_PASSWORD
 * when no admin does, otherwise with a generated password. Answers undefined when an admin already
 * existed.
 */
export async function ensureFirstAdmin(
  db: Database,
  configured: { email?: string; password?: string },
): Promise<FirstAdmin | undefined> {
  if ((await countAdmins(db)) > 0) return undefined;
  const email = configured.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = configured.password ? undefined : randomBytes(12).toString('base64url');
  const password = configured.password ?? generatedPassword!;
  try {
    const user = await insertUser(db, {
      firstName: 'Venue',
      lastName: 'Admin',
      email,
      passwordHash: await hashPassword(password),
      role: 'admin',
    });
    await recordAudit(db, {
      actor: { type: 'system' },
      action: 'create-first-admin',
      entity: 'user',
      entityId: user.id,
      after: { email, role: 'admin' },
    });
  } catch (error) {
    // Another process created the first admin at the same moment.
    if ((await countAdmins(db)) > 0) return undefined;
    throw error;
  }
  return generatedPassword ? { email, generatedPassword } : { email };
}

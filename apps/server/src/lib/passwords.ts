import { hash, verify, type Options } from '@node-rs/argon2';

// Argon2id (see docs/accounts.md#passwords); the library's own enum is a const enum that isolated
// modules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, OPTIONS);
  } catch {
    return false;
  }
}

/**
 * Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-users');
  return decoyHash;
}

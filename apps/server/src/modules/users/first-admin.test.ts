import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { verifyPassword } from '../../lib/passwords';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from './first-admin.service';
import { findUserByEmail } from './users.repo';
import { expectStatus } from '../../../test/expect-status';

describe('the first admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminEmail: undefined, adminPassword: undefined });
  });
  afterAll(() => t.close());

  it('is created with a generated password when none is configured, and that password signs in', async () => {
    expect(t.app.firstAdmin?.email).toBe(DEFAULT_ADMIN_EMAIL);
    const password = t.app.firstAdmin?.generatedPassword;
    expect(password).toMatch(/^[\w-]{16}$/);
    const response = await t.api.post('/api/auth/login', { email: DEFAULT_ADMIN_EMAIL, password });
    expectStatus(response, 200);
  });

  it('is stored as an argon2id hash, never in clear', async () => {
    const user = await findUserByEmail(t.app.db, DEFAULT_ADMIN_EMAIL);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash, t.app.firstAdmin!.generatedPassword!)).toBe(
      true,
    );
  });

  it('is not created again once an admin exists', async () => {
    expect(
      await ensureFirstAdmin(t.app.db, { email: 'other@test.local', password: 'another-pass' }),
    ).toBeUndefined();
    expect(await findUserByEmail(t.app.db, 'other@test.local')).toBeUndefined();
  });
});

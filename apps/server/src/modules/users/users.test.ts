import {
  ACCOUNT_MESSAGES,
  USER_MESSAGES,
  userListSchema,
  userSavedSchema,
  userSchema,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app';
import { REMEMBER_ME_LIFETIME_SECONDS } from '../auth/tokens.service';

let t: TestApp;
let auth: string;
let admin: Api;
beforeAll(async () => {
  t = await createTestApp();
  auth = await t.adminAuth();
  admin = t.api.as(auth);
});
afterAll(() => t.close());

async function addUser(email: string, role = 'admin', password = 'new-admin-password') {
  const response = await admin.post('/api/addUser', {
    firstName: 'Sara',
    lastName: 'Malik',
    email,
    password,
    role,
  });
  expectStatus(response, 201);
  return userSavedSchema.parse(response.json()).user;
}

/**
 * An account made before the test, for tests not about adding one: written straight to the
 * database (test/given.ts), as POST /api/addUser leaves it.
 */
const givenAccount = (email: string, password = 'new-admin-password') =>
  given.admin(t.app.db, { email, password, firstName: 'Sara', lastName: 'Malik' });

const signInAs = (email: string, password: string, rememberMe = false) =>
  signIn(t.api, { email, password, rememberMe });

const claims = (bearer: string) =>
  JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString('utf8'));

describe('POST /api/addUser and GET /api/getUser', () => {
  it('creates an admin who can sign in, listed without any password', async () => {
    const created = await addUser('Sara@Team.test');
    expect(created).toMatchObject({ email: 'sara@team.test', role: 'admin', firstName: 'Sara' });
    await signInAs('sara@team.test', 'new-admin-password');
    const list = await admin.get('/api/getUser');
    expectStatus(list, 200);
    const users = userListSchema.parse(list.json());
    expect(users.map((u) => u.email)).toEqual(
      expect.arrayContaining([TEST_ADMIN.email, 'sara@team.test']),
    );
    expect(list.body).not.toContain('password');
    const one = await admin.get(`/api/getUser/${created.id}`);
    expect(userSchema.parse(one.json()).lastName).toBe('Malik');
    expect((await admin.get('/api/getUser/99999')).json().message).toBe(USER_MESSAGES.notFound);
  });

  it('makes a new account staff when no role is sent, never an owner', async () => {
    const response = await admin.post('/api/addUser', {
      firstName: 'Bilal',
      lastName: 'Desk',
      email: 'desk@team.test',
      password: 'front-desk-password',
    });
    expectStatus(response, 201);
    expect(userSavedSchema.parse(response.json()).user.role).toBe('staff');
  });

  it('answers 409 for an e-mail already used, whatever its case', async () => {
    await addUser('twice@team.test');
    const again = await admin.post('/api/addUser', {
      firstName: 'A',
      lastName: 'B',
      email: 'TWICE@team.test',
      password: 'another-password',
    });
    expectStatus(again, 409);
    expect(again.json().message).toBe(USER_MESSAGES.duplicateEmail);
  });

  it('asks for every field and a password of at least 8 characters', async () => {
    const cases: [object, string][] = [
      [
        { lastName: 'B', email: 'a@b.test', password: 'password1' },
        USER_MESSAGES.firstNameRequired,
      ],
      [
        { firstName: 'A', email: 'a@b.test', password: 'password1' },
        USER_MESSAGES.lastNameRequired,
      ],
      [{ firstName: 'A', lastName: 'B', password: 'password1' }, 'Email is required'],
      [{ firstName: 'A', lastName: 'B', email: 'a@b.test' }, ACCOUNT_MESSAGES.newPasswordRequired],
      [
        { firstName: 'A', lastName: 'B', email: 'a@b.test', password: 'short' },
        ACCOUNT_MESSAGES.passwordTooShort,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await admin.post('/api/addUser', payload);
      expectStatus(response, 400, message);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('PUT /api/updateUser/{id}', () => {
  it('changes names, e-mail and role; a demoted admin loses the admin area at once', async () => {
    const user = await givenAccount('edit-me@team.test');
    const theirToken = await signInAs('edit-me@team.test', 'new-admin-password');
    const response = await admin.put(`/api/updateUser/${user.id}`, {
      firstName: 'Edited',
      lastName: 'Name',
      email: 'edited@team.test',
      role: 'moderator',
    });
    expectStatus(response, 200);
    expect(userSavedSchema.parse(response.json())).toMatchObject({
      message: USER_MESSAGES.updated,
      user: { firstName: 'Edited', email: 'edited@team.test', role: 'moderator' },
    });
    // A role change ends their sessions: the token that said admin stops working at once.
    expectStatus(await t.api.as(theirToken).get('/api/getUser'), 401);
    // And signing in again is refused: a moderator has no admin access (docs/accounts.md).
    const again = await t.api.post('/api/auth/login', {
      email: 'edited@team.test',
      password: 'new-admin-password',
    });
    expect(expectStatus(again, 403).json()).toMatchObject({ code: 'NO_ADMIN_ACCESS' });
  });

  it('refuses removing your own owner role, and a duplicate e-mail', async () => {
    const me = claims(auth).id as number;
    const self = await admin.put(`/api/updateUser/${me}`, {
      firstName: 'Me',
      lastName: 'Admin',
      email: TEST_ADMIN.email,
      role: 'user',
    });
    expectStatus(self, 409);
    expect(self.json().message).toBe(USER_MESSAGES.cannotDemoteSelf);
    const other = await givenAccount('other@team.test');
    const duplicate = await admin.put(`/api/updateUser/${other.id}`, {
      firstName: 'A',
      lastName: 'B',
      email: TEST_ADMIN.email.toUpperCase(),
      role: 'admin',
    });
    expectStatus(duplicate, 409);
    expect(duplicate.json().message).toBe(USER_MESSAGES.duplicateEmail);
  });
});

describe('DELETE /api/deleteUser/{id}', () => {
  it('deletes another user; their token stops working', async () => {
    const user = await givenAccount('delete-me@team.test');
    const theirToken = await signInAs('delete-me@team.test', 'new-admin-password');
    const response = await admin.delete(`/api/deleteUser/${user.id}`);
    expectStatus(response, 200);
    expect(response.json().message).toBe(USER_MESSAGES.deleted);
    expectStatus(await t.api.as(theirToken).get('/api/getUser'), 401);
    expectStatus(await admin.delete(`/api/deleteUser/${user.id}`), 404);
  });

  it('refuses deleting yourself', async () => {
    const me = claims(auth).id as number;
    const response = await admin.delete(`/api/deleteUser/${me}`);
    expectStatus(response, 409);
    expect(response.json().message).toBe(USER_MESSAGES.cannotDeleteSelf);
  });

  it('refuses demoting the last owner', async () => {
    const others = userListSchema
      .parse((await admin.get('/api/getUser')).json())
      .filter((u) => u.role === 'admin' && u.email !== TEST_ADMIN.email);
    for (const other of others) await admin.delete(`/api/deleteUser/${other.id}`);
    const moderator = await addUser('moderator@team.test', 'moderator');
    expect(moderator.role).toBe('moderator');
    // The only owner may not demote themself, and no one else can remove the last owner.
    const me = claims(auth).id as number;
    const response = await admin.put(`/api/updateUser/${me}`, {
      firstName: 'Me',
      lastName: 'Admin',
      email: TEST_ADMIN.email,
      role: 'moderator',
    });
    expectStatus(response, 409);
  });
});

describe('PUT /api/update-password', () => {
  it('changes your own password with the current one; the answer carries a fresh token', async () => {
    await givenAccount('changer@team.test', 'changer-password-1');
    const before = await signInAs('changer@team.test', 'changer-password-1', true);
    const id = claims(before).id as number;
    const wrong = await t.api.as(before).put('/api/update-password', {
      id,
      password: 'not-my-password',
      newPassword: 'changer-password-2',
    });
    expectStatus(wrong, 400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);

    const response = await t.api.as(before).put('/api/update-password', {
      id,
      password: 'changer-password-1',
      newPassword: 'changer-password-2',
    });
    expectStatus(response, 200);
    const { message, token } = response.json<{ message: string; token: string }>();
    expect(message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    // The old token stops working; the new one works and keeps the Remember-me lifetime.
    expectStatus(await t.api.as(before).get('/api/getUser'), 401);
    expectStatus(await t.api.as(`Bearer ${token}`).get('/api/getUser'), 200);
    const fresh = claims(`Bearer ${token}`);
    expect(fresh.exp - fresh.iat).toBe(REMEMBER_ME_LIFETIME_SECONDS);
    await signInAs('changer@team.test', 'changer-password-2');
  });

  it("refuses changing someone else's password and a short new one", async () => {
    const other = await givenAccount('victim@team.test');
    const forbidden = await admin.put('/api/update-password', {
      id: other.id,
      password: TEST_ADMIN.password,
      newPassword: 'taken-over-password',
    });
    expectStatus(forbidden, 403);
    expect(forbidden.json().message).toBe(ACCOUNT_MESSAGES.ownPasswordOnly);
    const me = claims(auth).id as number;
    const short = await admin.put('/api/update-password', {
      id: me,
      password: TEST_ADMIN.password,
      newPassword: 'short',
    });
    expectStatus(short, 400);
    expect(short.json().message).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    await signInAs('victim@team.test', 'new-admin-password');
  });
});

describe('two admins deleting each other at once', () => {
  it('leaves exactly one admin: the other call is refused', async () => {
    const own = await createTestApp();
    try {
      const ownAuth = await own.adminAuth();
      const added = await own.api.as(ownAuth).post('/api/addUser', {
        firstName: 'P',
        lastName: 'Q',
        email: 'partner@team.test',
        password: 'partner-pass',
      });
      const partner = userSavedSchema.parse(added.json()).user;
      const partnerAuth = await signIn(own.api, {
        email: 'partner@team.test',
        password: 'partner-pass',
      });
      const me = claims(ownAuth).id as number;
      const remove = (id: number, authorization: string) =>
        own.api.as(authorization).delete(`/api/deleteUser/${id}`);
      const results = await Promise.all([remove(partner.id, ownAuth), remove(me, partnerAuth)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      // The loser is refused: as the last admin's deletion, or because its caller was just deleted
      // (401) or read mid-deletion by the role check (403; seen once in four runs on PostgreSQL).
      expect([401, 403, 409]).toContain(codes[1]);
      const survivors = await own.api
        .as(results[0]!.statusCode === 200 ? ownAuth : partnerAuth)
        .get('/api/getUser');
      expect(userListSchema.parse(survivors.json()).filter((u) => u.role === 'admin')).toHaveLength(
        1,
      );
    } finally {
      await own.close();
    }
  });
});

import { AUTH_MESSAGES, USER_MESSAGES } from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { given } from '../../../test/given';
import { createAdminTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app';
import { auditLog, bookings, users, venueSettings } from '../../db/schema';

/**
 * docs/accounts.md#roles: staff run the day and are refused the owner's calls; the owner (stored
 * role `admin`) keeps everything, and one owner always remains. The auth matrix walks every
 * route; this file follows what a staff member and an owner actually do.
 */

let t: TestApp;
let owner: Api;
let ownerId: number;

const claims = (bearer: string) =>
  JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString('utf8'));

const person = (email: string, role: string) => ({
  firstName: 'Sami',
  lastName: 'Staff',
  email,
  role,
});

beforeAll(async () => {
  ({ t, admin: owner } = await createAdminTestApp());
  ownerId = claims(await t.adminAuth()).id;
});
afterAll(() => t.close());

describe('a staff member', () => {
  let staff: Api;
  let staffAuth: string;
  beforeAll(async () => {
    staffAuth = await signIn(
      t.api,
      await given.admin(t.app.db, {
        role: 'staff',
        email: 'staff@team.test',
        password: 'staff-password-1',
      }),
    );
    staff = t.api.as(staffAuth);
  });

  it('signs in with a token that says staff', () => {
    expect(claims(staffAuth).role).toBe('staff');
  });

  it('takes a walk-in, confirms it and sees it on the list and the board', async () => {
    const date = daysFromToday(3);
    const made = await staff.post('/api/create-booking', padelRequest(date, 10));
    expectStatus(made, 201);
    const [row] = await t.app.db
      .select({ id: bookings.id, source: bookings.bookingSource })
      .from(bookings)
      .where(eq(bookings.accessToken, made.json().accessToken));
    expect(row!.source).toBe('in-person');

    const confirmed = await staff.patch('/api/update-Status', {
      id: row!.id,
      status: 'Booking Confirmed',
    });
    expectStatus(confirmed, 200);
    const list = await staff.get(`/api/get-booking-list/${date}`);
    expectStatus(list, 200);
    expect(list.json<{ id: number; status: string }[]>()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: row!.id })]),
    );
    expectStatus(await staff.get(`/api/bookings/${row!.id}`), 200);
    expectStatus(await staff.get(`/api/schedule/${date}`), 200);

    // Add New Booking's ticket works for staff too: the booking is a walk-in.
    const issued = await staff.post('/api/walk-in-ticket');
    expectStatus(issued, 200);
    const byTicket = await t.api.post(
      '/api/create-booking',
      padelRequest(date, 11, { walkInTicket: issued.json<{ ticket: string }>().ticket }),
    );
    expectStatus(byTicket, 201);
    const [ticketed] = await t.app.db
      .select({ source: bookings.bookingSource })
      .from(bookings)
      .where(eq(bookings.accessToken, byTicket.json().accessToken));
    expect(ticketed!.source).toBe('in-person');
  });

  it('reads the queue, the orders, the notification log and the attention counts', async () => {
    for (const url of [
      '/api/queueBooking',
      '/api/get-order',
      '/api/notifications',
      '/api/attention',
    ]) {
      expectStatus(await staff.get(url), 200, url);
    }
  });

  it("is refused the owner's calls with the owner's message, and they change nothing", async () => {
    const settingsBefore = await t.app.db.select().from(venueSettings);
    const usersBefore = await t.app.db.select({ id: users.id }).from(users);
    const refused: [string, () => ReturnType<Api['get']>][] = [
      ['bookings export', () => staff.get('/api/get-booking/bookings.xlsx')],
      ['every booking', () => staff.get('/api/get-booking')],
      ['queue export', () => staff.get('/api/queueBooking/booking-queue.xlsx')],
      ['settings', () => staff.put('/api/settings', {})],
      ['closures', () => staff.get('/api/closures')],
      ['tables', () => staff.post('/api/tables', { totalTables: 9 })],
      ['menu', () => staff.get('/api/admin-products')],
      ['users', () => staff.get('/api/getUser')],
      ['add user', () => staff.post('/api/addUser', person('new@team.test', 'admin'))],
      [
        'own promotion',
        () =>
          staff.put(`/api/updateUser/${claims(staffAuth).id}`, person('staff@team.test', 'admin')),
      ],
      ['audit log', () => staff.get('/api/audit-log')],
      ['sources', () => staff.get('/api/utm-sources/summary')],
    ];
    for (const [label, call] of refused) {
      const response = await call();
      expectStatus(response, 403, label);
      expect(response.json()).toMatchObject({
        code: 'OWNER_ONLY',
        message: AUTH_MESSAGES.ownerOnly,
      });
    }
    expect(await t.app.db.select().from(venueSettings)).toEqual(settingsBefore);
    expect(await t.app.db.select({ id: users.id }).from(users)).toEqual(usersBefore);
    expect(claims(staffAuth).role).toBe('staff');
  });

  it('changes their own password', async () => {
    const response = await staff.put('/api/update-password', {
      id: claims(staffAuth).id,
      password: 'staff-password-1',
      newPassword: 'staff-password-2',
    });
    expectStatus(response, 200);
    staffAuth = `Bearer ${response.json<{ token: string }>().token}`;
    staff = t.api.as(staffAuth);
    expectStatus(await staff.get('/api/attention'), 200);
  });
});

describe('owners', () => {
  it('are a role change away: promoting staff is audited and ends their sessions', async () => {
    const user = await given.admin(t.app.db, { role: 'staff', email: 'promoted@team.test' });
    const auth = await signIn(t.api, user);
    const response = await owner.put(`/api/updateUser/${user.id}`, person(user.email, 'admin'));
    expectStatus(response, 200);
    // The old token says staff: it stops working, and signing in again gives the owner's.
    expectStatus(await t.api.as(auth).get('/api/attention'), 401);
    const fresh = await signIn(t.api, user);
    expect(claims(fresh).role).toBe('admin');
    expectStatus(await t.api.as(fresh).get('/api/getUser'), 200);

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'change-role'));
    expect(entry).toMatchObject({
      actorId: ownerId,
      entity: 'user',
      entityId: String(user.id),
      before: { role: 'staff' },
      after: { role: 'admin' },
    });
  });

  it('cannot demote themselves, nor leave the venue without an owner', async () => {
    // The seeded owner hands over to a second owner, who then stands alone.
    const second = await given.admin(t.app.db, { email: 'second-owner@team.test' });
    const auth = await signIn(t.api, second);
    const secondOwner = t.api.as(auth);
    const others = (await owner.get('/api/getUser'))
      .json<{ id: number; role: string }[]>()
      .filter((u) => u.role === 'admin' && u.id !== ownerId && u.id !== second.id);
    for (const other of others) await owner.delete(`/api/deleteUser/${other.id}`);

    const self = await owner.put(`/api/updateUser/${ownerId}`, person(TEST_ADMIN.email, 'staff'));
    expectStatus(self, 409);
    expect(self.json().message).toBe(USER_MESSAGES.cannotDemoteSelf);

    const demoted = await secondOwner.put(
      `/api/updateUser/${ownerId}`,
      person(TEST_ADMIN.email, 'staff'),
    );
    expectStatus(demoted, 200);
    // The seeded account is staff now: its owner's token ended with the change.
    expectStatus(await owner.get('/api/attention'), 401);
    const asStaff = t.api.as(await signIn(t.api, TEST_ADMIN));
    expectStatus(await asStaff.get('/api/getUser'), 403);

    // The last owner keeps the role and the account.
    const lastSelf = await secondOwner.put(
      `/api/updateUser/${second.id}`,
      person(second.email, 'staff'),
    );
    expectStatus(lastSelf, 409);
    expect(lastSelf.json().message).toBe(USER_MESSAGES.cannotDemoteSelf);
    const deleteSelf = await secondOwner.delete(`/api/deleteUser/${second.id}`);
    expectStatus(deleteSelf, 409);
    // Staff cannot remove the last owner either: the call is the owner's.
    expectStatus(await asStaff.delete(`/api/deleteUser/${second.id}`), 403);
    expectStatus(
      await asStaff.put(`/api/updateUser/${second.id}`, person(second.email, 'staff')),
      403,
    );
    expect(
      (await t.app.db.select({ role: users.role }).from(users).where(eq(users.id, second.id)))[0],
    ).toEqual({ role: 'admin' });
  });
});

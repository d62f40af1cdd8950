import { availabilitySchema, slotLabel } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../test/api';
import { daysFromToday } from '../test/clock';
import { expectStatus } from '../test/expect-status';
import { padelRequest, tableRequest } from '../test/factories';
import { given } from '../test/given';
import { createAdminTestApp, type TestApp } from '../test/test-app';

// The test kit's own logic (test/given.ts, ADR 033): the rows it writes keep the database's
// invariants (docs/bookings.md#holds) and read as the flows' rows do.
let t: TestApp;
let admin: Api;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

const availability = async (date: string) =>
  availabilitySchema.parse(expectStatus(await t.api.get(`/api/availability/${date}`), 200).json());

describe('given.booking', () => {
  it("holds its slots: the API's create of one of them answers 409, priced as the API prices", async () => {
    const date = daysFromToday(3);
    const booking = await given.booking(t.app.db, { date, hours: [18, 19], court: 'Court 2' });
    const taken = await t.api.post(
      '/api/create-booking',
      padelRequest(date, 19, { selectedCourt: 'Court 2' }),
    );
    expect(expectStatus(taken, 409).json().code).toBe('SLOT_TAKEN');
    const day = await availability(date);
    expect(day.padel['Court 2']).toEqual([slotLabel(18), slotLabel(19)]);
    expect(booking.amount).toBe(day.padelPrices[18]! + day.padelPrices[19]!);
    const detail = expectStatus(await admin.get(`/api/bookings/${booking.id}`), 200).json()[0];
    expect(detail).toMatchObject({ amount: booking.amount, status: 'Pending' });
    expectStatus(await t.api.get(`/api/my-booking/${booking.accessToken}`), 200);
  });

  it('takes the first free slot from tomorrow when told none, and a cancelled one holds none', async () => {
    const first = await given.booking(t.app.db);
    const second = await given.booking(t.app.db, { date: first.selectedDate });
    expect(second.slotHours).not.toEqual(first.slotHours);
    expect(first.selectedDate).toBe(daysFromToday(1));

    const date = daysFromToday(4);
    const cancelled = await given.booking(t.app.db, {
      date,
      hours: [18],
      status: 'Booking Cancelled',
    });
    expect(cancelled).toMatchObject({ disabled: true, cancelReason: expect.any(String) });
    expectStatus(await t.api.post('/api/create-booking', padelRequest(date, 18)), 201);
  });

  it("holds a café table: with one table, the API's table booking that hour answers 409", async () => {
    expectStatus(await admin.post('/api/tables', { totalTables: 1 }), 200);
    const date = daysFromToday(5);
    const table = await given.booking(t.app.db, { type: 'Table', date, hours: [12] });
    expect(table).toMatchObject({ selectedCourt: null, amount: 0 });
    const full = await t.api.post('/api/create-booking', tableRequest(date, 12));
    expect(expectStatus(full, 409).json().code).toBe('TABLES_FULL');
  });
});

describe('given.admin', () => {
  it('makes an account that signs in with its role', async () => {
    const staff = await given.admin(t.app.db, { role: 'staff' });
    const bearer = await signIn(t.api, staff);
    const claims = JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ id: staff.id, role: 'staff' });
  });
});

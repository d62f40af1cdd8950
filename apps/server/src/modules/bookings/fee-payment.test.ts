import {
  addDays,
  BOOKING_ACTION_MESSAGES,
  bookingAnswerSchema,
  bookingMoney,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Api } from '../../../test/api';
import { testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { moneyMovements } from '../../db/schema';

/**
 * A fee a no-show owes, taken at the desk (docs/bookings.md#fees): the ledger records it by its
 * method, the booking owes nothing more, a second payment is refused, and undoing the no-show
 * reverses it (docs/till.md#ledger).
 */
let t: TestApp;
let staff: Api;

beforeAll(async () => {
  ({ t } = await createAdminTestApp({}, { messageWorker: false }));
  staff = t.api.as(await signIn(t.api, await given.admin(t.app.db, { role: 'staff' })));
});
afterAll(() => t?.close());

/** A confirmed booking of yesterday evening that staff record as a no-show with a fee. */
async function noShowWithFee(fee: number, hour: number) {
  const booking = await given.booking(t.app.db, {
    date: addDays(testToday(), -1),
    hours: [hour],
    status: 'Booking Confirmed',
  });
  expectStatus(await staff.post(`/api/booking/${booking.id}/no-show`, { fee }), 200);
  return booking.id;
}

const ledgerOf = (id: number) =>
  t.app.db.select().from(moneyMovements).where(eq(moneyMovements.bookingId, id));

describe('a fee paid at the desk', () => {
  it('is one ledger row by its method, and the booking owes no fee after it', async () => {
    const id = await noShowWithFee(1500, 18);
    const paid = bookingAnswerSchema.parse(
      expectStatus(
        await staff.post(`/api/booking/${id}/fee-payment`, { method: 'PayViaCard' }),
        200,
      ).json(),
    );
    expect(paid.message).toBe(BOOKING_ACTION_MESSAGES.feePaid);
    expect(paid.booking).toMatchObject({ status: 'No-show', feeOwed: 1500, feePaid: 1500 });
    expect(bookingMoney(paid.booking).owed).toBe(0);
    expect(await ledgerOf(id)).toMatchObject([
      { kind: 'fee', method: 'card-desk', amount: 1500, actorType: 'admin' },
    ]);

    const again = expectStatus(
      await staff.post(`/api/booking/${id}/fee-payment`, { method: 'PayViaCash' }),
      409,
    );
    expect(again.json()).toMatchObject({ code: 'NO_FEE_OWED' });
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('is given back in the ledger when the no-show is undone', async () => {
    const id = await noShowWithFee(800, 19);
    expectStatus(await staff.post(`/api/booking/${id}/fee-payment`, { method: 'PayViaCash' }), 200);
    const undone = expectStatus(await staff.post(`/api/booking/${id}/undo-no-show`), 200).json();
    expect(undone.booking).toMatchObject({ status: 'arrived', feeOwed: 0, feePaid: 0 });
    const rows = await ledgerOf(id);
    expect(rows.map((row) => row.amount)).toEqual([800, -800]);
    expect(rows[1]!.reversesId).toBe(rows[0]!.id);
  });

  it('refuses a booking without a fee, and a way of paying it does not know', async () => {
    const booking = await given.booking(t.app.db, { status: 'Booking Confirmed' });
    const none = expectStatus(
      await staff.post(`/api/booking/${booking.id}/fee-payment`, { method: 'PayViaCash' }),
      409,
    );
    expect(none.json().message).toEqual(expect.any(String));
    const id = await noShowWithFee(500, 20);
    expectStatus(await staff.post(`/api/booking/${id}/fee-payment`, { method: 'Cheque' }), 400);
    expectStatus(await t.api.post(`/api/booking/${id}/fee-payment`, { method: 'PayViaCash' }), 401);
    expect(await ledgerOf(id)).toHaveLength(0);
  });
});

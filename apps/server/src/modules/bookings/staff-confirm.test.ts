import { STAFF_ACTION_DONE } from '@padel/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, bookings, notifications } from '../../db/schema';

/**
 * Staff confirm a booking by two calls, the list's status action and the detail screen's Confirm
 * (docs/bookings.md#statuses, docs/payments.md#recording-the-remainder): both are the one confirm
 * command, so both leave the same booking, send the same message and write the same audit rows.
 */

let t: TestApp;
let admin: Api;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

/** The two calls, each confirming booking `id`. */
const CONFIRM_CALLS = {
  'PATCH /api/booking/update/{id}/': (id: number) =>
    admin.patch(`/api/booking/update/${id}/`, { action: 'confirm' }),
  'PATCH /api/update-Status': (id: number) =>
    admin.patch('/api/update-Status', { id, status: 'Booking Confirmed' }),
};
const CALLS = Object.entries(CONFIRM_CALLS);

let made = 0;
/**
 * A pending online padel booking of its own customer and day, written straight to the database
 * (test/given.ts); answers its id and the customer's e-mail.
 */
async function pendingBooking(): Promise<{ id: number; email: string }> {
  made += 1;
  const email = `confirm-${made}@example.com`;
  const { id } = await given.booking(t.app.db, {
    date: daysFromToday(made),
    hours: [18],
    email,
    phoneNumber: `0300${String(made).padStart(7, '0')}`,
  });
  return { id, email };
}

/** What a confirm leaves behind: the booking, the customer's new messages, the audit rows. */
async function effectOf(id: number, email: string, sentBefore: number[]) {
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
  const sent = await t.app.db
    .select({ id: notifications.id, channel: notifications.channel, kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.recipient, email))
    // In the order they were written: PostgreSQL keeps no order without one.
    .orderBy(asc(notifications.id));
  const trail = await t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'booking'),
        eq(auditLog.entityId, String(id)),
        ne(auditLog.action, 'create'),
      ),
    )
    .orderBy(asc(auditLog.id));
  return {
    status: row!.status,
    paymentStatus: row!.paymentStatus,
    confirmBy: row!.confirmBy,
    messages: sent
      .filter((message) => !sentBefore.includes(message.id))
      .map(({ channel, kind }) => ({ channel, kind })),
    audit: trail.map(({ actorType, actorId, action, before, after }) => ({
      actorType,
      actorId,
      action,
      before,
      after,
    })),
  };
}

const messageIds = async (email: string) =>
  (
    await t.app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipient, email))
  ).map((row) => row.id);

describe('both confirm calls are the one confirm command', () => {
  it('gives the same answer, booking, message and audit rows by either call', async () => {
    const effects = [];
    for (const [, confirm] of CALLS) {
      const { id, email } = await pendingBooking();
      const before = await messageIds(email);
      const response = await confirm(id);
      expectStatus(response, 200);
      expect(response.json()).toMatchObject({
        message: STAFF_ACTION_DONE.confirm,
        booking: { id, status: 'Booking Confirmed', PaymentStatus: 'UnPaid' },
      });
      effects.push(await effectOf(id, email, before));
    }
    const [byAction, byDetail] = effects;
    expect(byAction).toEqual({
      status: 'Booking Confirmed',
      paymentStatus: 'UnPaid',
      confirmBy: null,
      messages: [{ channel: 'email', kind: 'booking-confirmed' }],
      audit: [
        {
          actorType: 'admin',
          actorId: expect.any(Number),
          action: 'confirm',
          before: { status: 'Pending' },
          after: { status: 'Booking Confirmed' },
        },
      ],
    });
    expect(byDetail).toEqual(byAction);
  });

  it.each(CALLS)(
    '%s refuses a booking that is no longer pending, changing nothing',
    async (_call, confirm) => {
      const { id, email } = await pendingBooking();
      expectStatus(await admin.patch(`/api/booking/update/${id}/`, { action: 'confirm' }), 200);
      const before = await effectOf(id, email, []);
      const again = await confirm(id);
      expectStatus(again, 409);
      expect(again.json()).toMatchObject({
        code: 'INVALID_TRANSITION',
        message: 'A booking that is "Booking Confirmed" cannot be confirmed.',
      });
      expect(await effectOf(id, email, [])).toEqual(before);
    },
  );

  it('records what was paid with the confirmation, after it, in the same change', async () => {
    const { id, email } = await pendingBooking();
    const before = await messageIds(email);
    const response = await admin.patch('/api/update-Status', {
      id,
      status: 'Booking Confirmed',
      PaymentStatus: '50%Paid',
      remaining_paymentType: null,
    });
    expectStatus(response, 200);
    const effect = await effectOf(id, email, before);
    expect(effect).toMatchObject({
      status: 'Booking Confirmed',
      paymentStatus: '50%Paid',
      messages: [{ channel: 'email', kind: 'booking-confirmed' }],
    });
    expect(effect.audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'confirm', before: { status: 'Pending' }, after: { status: 'Booking Confirmed' } },
      {
        action: 'payment',
        before: { PaymentStatus: 'UnPaid', remaining_paymentType: null },
        after: { PaymentStatus: '50%Paid', remaining_paymentType: null },
      },
    ]);
  });
});

import {
  addDays,
  adminBookingSchema,
  bookingMoney,
  productListSchema,
  slotLabel,
  type AdminBooking,
  type Product,
} from '@padel/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { bookPaidByCard, bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { orderLine, orderRequest, padelRequest } from '../../../test/factories';
import { deliverStripeEvent, startStripeStandIn } from '../../../test/stripe-checkout';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { moneyMovements, orders } from '../../db/schema';
import { seedDemoMenu } from '../menu/demo-menu.seed';
import { refundJob } from '../payments/refunds.service';

/**
 * One ledger (docs/till.md#ledger, docs/quality.md#r16-money-reconciles): random sequences of card advances, desk payments,
 * undos, confirmations with a payment, cancellations with refunds, moves, walk-ins, series paid up
 * front, card orders, and orders paid at the desk (counter orders paid now, open tabs paid later,
 * cash orders paid on pickup, and their cancellations), each through the API, leave every booking's and order's payment fields
 * agreeing with its rows in the ledger: what it counts as paid, less what went back.
 */
const KEYS = { secretKey: 'sk_test_ledger123', webhookSecret: 'whsec_ledger123' };
/** A fixed seed: the same sequences on every run (docs/quality.md#tests-choose-their-data). */
const SEED = 3402;

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let owner: Api;
let latte: Product;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  ({ t, admin: owner } = await createAdminTestApp(
    { stripe: { ...KEYS, apiUrl: stripe.apiUrl } },
    { messageWorker: false },
  ));
  await seedDemoMenu(t.app.db);
  latte = productListSchema.parse((await t.api.get('/api/get-products')).json())[0]!;
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

let slots = 0;
/** A slot nobody else in this file uses: its own date, court and hour. */
function freshSlot() {
  const n = slots++;
  return {
    date: daysFromToday(1 + (n % 50)),
    court: n % 100 < 50 ? ('Court 1' as const) : ('Court 2' as const),
    hour: 6 + Math.floor(n / 100),
  };
}

let customers = 0;
function customerRequest(paymentType?: 'PayViaCard') {
  const { date, court, hour } = freshSlot();
  const n = customers++;
  return padelRequest(date, hour, {
    selectedCourt: court,
    customerName: `Ledger ${n}`,
    email: `ledger${n}@example.test`,
    phoneNumber: `0312${String(1_000_000 + n).slice(-7)}`,
    ...(paymentType ? { paymentType } : {}),
  });
}

const settleRefunds = () => refundJob({ db: t.app.db, ...t.app.checkout! }, t.app.payables).run();

type Step =
  | { kind: 'book-later' }
  | { kind: 'book-card' }
  | { kind: 'walk-in'; paid: boolean }
  | { kind: 'series' }
  | { kind: 'order-card' }
  | { kind: 'order-cash' }
  | { kind: 'counter'; payment: 'cash' | 'card-desk' | 'tab'; cancelNow: boolean }
  | { kind: 'pay-order'; pick: number; method: 'cash' | 'card-desk' }
  | { kind: 'confirm'; pick: number; payment: 'none' | '50%Paid' | '100%Paid' }
  | { kind: 'record-remainder'; pick: number }
  | { kind: 'undo'; pick: number }
  | { kind: 'cancel'; pick: number; refund: boolean }
  | { kind: 'move'; pick: number; keepPrice: boolean }
  | { kind: 'cancel-order'; pick: number };

const pick = fc.nat({ max: 1000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'book-later' as const }),
  fc.constant({ kind: 'book-card' as const }),
  fc.record({ kind: fc.constant('walk-in' as const), paid: fc.boolean() }),
  fc.constant({ kind: 'series' as const }),
  fc.constant({ kind: 'order-card' as const }),
  fc.constant({ kind: 'order-cash' as const }),
  fc.record({
    kind: fc.constant('counter' as const),
    payment: fc.constantFrom('cash' as const, 'card-desk' as const, 'tab' as const),
    cancelNow: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('pay-order' as const),
    pick,
    method: fc.constantFrom('cash' as const, 'card-desk' as const),
  }),
  fc.record({
    kind: fc.constant('confirm' as const),
    pick,
    payment: fc.constantFrom('none' as const, '50%Paid' as const, '100%Paid' as const),
  }),
  fc.record({ kind: fc.constant('record-remainder' as const), pick }),
  fc.record({ kind: fc.constant('undo' as const), pick }),
  fc.record({ kind: fc.constant('cancel' as const), pick, refund: fc.boolean() }),
  fc.record({ kind: fc.constant('move' as const), pick, keepPrice: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel-order' as const), pick }),
);

/** What a step's call may answer: done, or refused for the booking's state; never a 5xx. */
function expectAnswered(response: { statusCode: number }) {
  expect([200, 201, 400, 403, 409]).toContain(response.statusCode);
}

async function run(steps: Step[]) {
  const bookingIds: number[] = [];
  const orderIds: number[] = [];
  const chosen = (list: number[], n: number) => list[n % list.length];
  for (const s of steps) {
    switch (s.kind) {
      case 'book-later': {
        bookingIds.push((await bookThroughApi(t, customerRequest(), { regular: true })).id);
        break;
      }
      case 'book-card': {
        bookingIds.push((await bookPaidByCard(t, stripe, customerRequest('PayViaCard'))).id);
        break;
      }
      case 'walk-in': {
        const { date, court, hour } = freshSlot();
        const response = await owner.post('/api/walk-ins', {
          bookingType: 'Padel',
          selectedDate: date,
          selectedSlots: [slotLabel(hour)],
          selectedCourt: court,
          customerName: 'At the counter',
          phoneNumber: '03111234567',
          numberOfGuests: 4,
          payment: s.paid ? 'PayViaCash' : 'PayLater',
        });
        bookingIds.push(
          (expectStatus(response, 201).json() as { booking: { id: number } }).booking.id,
        );
        break;
      }
      case 'series': {
        const { date, court, hour } = freshSlot();
        // Three weeks on: its own weekday and hour far from the others' (a fresh slot's hour).
        const response = await owner.post('/api/booking-series', {
          selectedCourt: court,
          selectedSlots: [slotLabel(hour)],
          startDate: addDays(date, 60),
          count: 3,
          customerName: 'A regular',
          phoneNumber: '03221234567',
          payment: 'up-front',
          upFrontPayment: 'PayViaCash',
        });
        if (response.statusCode === 201) {
          const answer = response.json() as { occurrences: { bookingId: number | null }[] };
          for (const o of answer.occurrences) if (o.bookingId) bookingIds.push(o.bookingId);
        } else expectAnswered(response);
        break;
      }
      case 'order-card': {
        // A customer of its own, from an address of its own: the order quotas are not the point.
        const n = customers++;
        const response = await t.api.post(
          '/api/add-order',
          orderRequest([orderLine(latte, 2)], {
            paymentMethod: 'card',
            customer_Number: `0313${String(1_000_000 + n).slice(-7)}`,
          }),
          { remoteAddress: `10.77.${Math.floor(n / 250)}.${n % 250}` },
        );
        const [row] = await t.app.db
          .select()
          .from(orders)
          .where(
            eq(
              orders.id,
              (expectStatus(response, 201).json() as { order: { id: number } }).order.id,
            ),
          );
        stripe.pay(row!.checkoutSessionId!);
        const event = stripe.signedEvent('checkout.session.completed', row!.checkoutSessionId!);
        expectStatus(await deliverStripeEvent(t.api, event), 200);
        orderIds.push(row!.id);
        break;
      }
      case 'order-cash': {
        // An online cash order, paid at the desk on pickup when a pay-order step picks it.
        const n = customers++;
        const response = await t.api.post(
          '/api/add-order',
          orderRequest([orderLine(latte, 1)], {
            customer_Number: `0314${String(1_000_000 + n).slice(-7)}`,
          }),
          { remoteAddress: `10.78.${Math.floor(n / 250)}.${n % 250}` },
        );
        orderIds.push((expectStatus(response, 201).json() as { order: { id: number } }).order.id);
        break;
      }
      case 'counter': {
        // Staff at the counter (docs/till.md#counter-orders): paid now, or an open tab.
        const response = await owner.post('/api/counter-orders', {
          items: [{ productId: latte.id, quantity: 3 }],
          tableNumber: 1 + (orderIds.length % 20),
          payment: s.payment,
        });
        const { id } = (expectStatus(response, 201).json() as { order: { id: number } }).order;
        orderIds.push(id);
        // Taken at the wrong table: cancelled at once, its money handed back at the desk.
        if (s.cancelNow) {
          expectStatus(
            await owner.patch(`/api/orders/${id}/cancel`, { cancelReason: 'Wrong table' }),
            200,
          );
        }
        break;
      }
      case 'pay-order': {
        const id = chosen(orderIds, s.pick);
        if (id === undefined) break;
        expectAnswered(await owner.post(`/api/orders/${id}/payment`, { method: s.method }));
        break;
      }
      case 'confirm': {
        const id = chosen(bookingIds, s.pick);
        if (id === undefined) break;
        const response = await owner.patch('/api/update-Status', {
          id,
          status: 'Booking Confirmed',
          ...(s.payment === 'none'
            ? {}
            : { PaymentStatus: s.payment, remaining_paymentType: 'PayViaCash' }),
        });
        expectAnswered(response);
        break;
      }
      case 'record-remainder': {
        const id = chosen(bookingIds, s.pick);
        if (id === undefined) break;
        expectAnswered(
          await owner.patch('/api/update-PaymentStatus', {
            id,
            PaymentStatus: '100%Paid',
            remaining_paymentType: 'PayViaCard',
          }),
        );
        break;
      }
      case 'undo': {
        const id = chosen(bookingIds, s.pick);
        if (id === undefined) break;
        expectAnswered(await owner.post(`/api/bookings/${id}/undo-payment`, {}));
        break;
      }
      case 'cancel': {
        const id = chosen(bookingIds, s.pick);
        if (id === undefined) break;
        expectAnswered(
          await owner.patch(`/api/booking/update/${id}/`, {
            action: 'cancel',
            cancelReason: 'Changed plans',
            refundAdvance: s.refund,
          }),
        );
        break;
      }
      case 'move': {
        const id = chosen(bookingIds, s.pick);
        if (id === undefined) break;
        // Another hour of the same day: on a weekday morning another price (docs/prices.md).
        const { hour } = freshSlot();
        expectAnswered(
          await owner.patch(`/api/bookings/${id}`, {
            selectedSlots: [slotLabel(Math.min(hour + 12, 23))],
            ...(s.keepPrice ? { keepPrice: true } : {}),
          }),
        );
        break;
      }
      case 'cancel-order': {
        const id = chosen(orderIds, s.pick);
        if (id === undefined) break;
        expectAnswered(await owner.patch(`/api/orders/${id}/cancel`, { cancelReason: 'Sold out' }));
        break;
      }
    }
  }
  await settleRefunds();
  return { bookingIds, orderIds };
}

/** The ledger's net for each booking or order of `ids`. */
async function ledgerNet(column: 'bookingId' | 'orderId', ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const owner = moneyMovements[column];
  const rows = await t.app.db
    .select({ id: owner, net: sql<number>`sum(${moneyMovements.amount})::int` })
    .from(moneyMovements)
    .where(inArray(owner, ids))
    .groupBy(owner);
  return new Map(rows.map((row) => [row.id!, Number(row.net)]));
}

/** What a booking's fields say stayed with the venue: paid and fees taken, less a refund made. */
const keptPerFields = (booking: AdminBooking) =>
  bookingMoney(booking).paid +
  booking.feePaid -
  (booking.refund?.status === 'refunded' ? booking.refund.amount : 0);

describe('the ledger agrees with every payment field', () => {
  it('after random sequences of payments, undos, refunds, cancellations, moves, series and orders', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
        const { bookingIds, orderIds } = await run(steps);
        const bookingsNet = await ledgerNet('bookingId', bookingIds);
        for (const id of bookingIds) {
          // The spec's answer is a list of the one booking.
          const [booking] = z
            .array(adminBookingSchema)
            .parse(expectStatus(await owner.get(`/api/bookings/${id}`), 200).json());
          expect(bookingsNet.get(id) ?? 0, `booking ${id}`).toBe(keptPerFields(booking!));
        }
        const ordersNet = await ledgerNet('orderId', orderIds);
        for (const id of orderIds) {
          const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
          const kept =
            (row!.paymentStatus === 'paid' ? (row!.paidAmount ?? 0) : 0) -
            (row!.refundStatus === 'refunded' ? (row!.refundAmount ?? 0) : 0);
          expect(ordersNet.get(id) ?? 0, `order ${id}`).toBe(kept);
        }
      }),
      { seed: SEED, numRuns: 25 },
    );
    // The sequences did move money every way they could.
    const kinds = await t.app.db
      .selectDistinct({
        kind: moneyMovements.kind,
        reversal: sql<boolean>`${moneyMovements.reversesId} IS NOT NULL`,
      })
      .from(moneyMovements);
    const seen = kinds.map((row) => `${row.kind}${row.reversal ? ' undone' : ''}`).sort();
    expect(seen).toEqual(
      expect.arrayContaining(['advance', 'balance', 'balance undone', 'order', 'refund']),
    );
    // Orders were paid at the desk both ways, and one paid there was handed back there.
    const desk = await t.app.db
      .selectDistinct({ kind: moneyMovements.kind, method: moneyMovements.method })
      .from(moneyMovements)
      .where(sql`${moneyMovements.orderId} IS NOT NULL`);
    expect(desk.map((row) => `${row.kind} ${row.method}`)).toEqual(
      expect.arrayContaining(['order cash', 'order card-desk', 'refund cash', 'refund card-desk']),
    );
  });
});

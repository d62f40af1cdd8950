import {
  customerBookingAnswerSchema,
  MESSAGE_LIMIT_MESSAGES,
  NETWORK_MESSAGE_SHARES,
  networkShareOf,
  notificationListSchema,
  productListSchema,
  slotLabel,
  type CreateBookingRequest,
  type WalkInRequest,
} from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../test/api';
import { daysFromToday } from '../test/clock';
import { expectStatus } from '../test/expect-status';
import { orderRequest, padelRequest } from '../test/factories';
import { listenOnLoopback, postFrom } from '../test/post-from';
import { productDefaults } from '../test/product-defaults';
import { startSmtpServer } from '../test/smtp';
import { createAdminTestApp, type TestApp } from '../test/test-app';
import { seedDemoMenu } from './modules/menu/demo-menu.seed';

/**
 * Issue 43, point 3, replayed for real (docs/notifications.md#message-limits, ADR 070): a venue
 * that sends codes by e-mail, with the product's message limits (100 messages an hour to
 * recipients who never confirmed, a quarter of it to one /24, a half to one /16), its server on
 * the loopback and strangers connecting from distinct source addresses of 127.0.0.0/8. Before,
 * one /24 used up the hour's budget in seconds and every new customer was refused a code.
 */
const BUDGET = productDefaults.messageLimits.unverifiedPerHour;
const NARROW = networkShareOf(BUDGET, NETWORK_MESSAGE_SHARES.narrow);
const WIDE = networkShareOf(BUDGET, NETWORK_MESSAGE_SHARES.wide);
const STAFF = 'desk@venue.test';
const CODE_NOT_SENT = /^We cannot send you a confirmation code right now/;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let admin: Api;
let port: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ t, admin } = await createAdminTestApp(
    { smtpUrl: smtp.url, venueNotifyEmail: STAFF, messageLimits: productDefaults.messageLimits },
    { messageWorker: { jobEveryMs: 60_000 } },
  ));
  await seedDemoMenu(t.app.db);
  port = await listenOnLoopback(t.app);
}, 240_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
/** A new customer (their own catch-all e-mail and phone) on an hour of their own. */
function stranger(): CreateBookingRequest & { email: string; phoneNumber: string } {
  const k = ++n;
  return {
    ...padelRequest(daysFromToday(2 + Math.floor(k / 40)), k % 20, {
      selectedCourt: k % 40 < 20 ? 'Court 1' : 'Court 2',
    }),
    selectedSlots: [slotLabel(k % 20)],
    customerName: `Stranger ${k}`,
    email: `stranger${k}@catch-all.test`,
    phoneNumber: `0345${String(1_000_000 + k).slice(-7)}`,
  };
}

const bookFrom = (from: string, request: CreateBookingRequest) =>
  postFrom(port, from, '/api/create-booking', request);

/** Books a new customer from each of `addresses`: the answers' statuses and bodies. */
async function strangersFrom(addresses: string[]) {
  const answers = [];
  for (const address of addresses) answers.push(await bookFrom(address, stranger()));
  return answers;
}
const hosts = (network: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${network}.${2 + i}`);
const made = (answers: { status: number }[]) => answers.filter((a) => a.status === 201).length;

describe("one network against the hour's budget of messages", () => {
  it("sends one /24 a quarter of the hour's codes and one /16 a half; others still get theirs", async () => {
    // One /24, address after address: a quarter of the budget, then a refusal with the phone.
    const narrow = await strangersFrom(hosts('127.61.1', NARROW + 5));
    expect(made(narrow)).toBe(NARROW);
    for (const refused of narrow.slice(NARROW)) {
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body).message).toMatch(CODE_NOT_SENT);
    }
    // Another /24 of the same /16 gets the rest of the /16's half, and a third none.
    const sibling = await strangersFrom(hosts('127.61.2', WIDE - NARROW + 3));
    expect(made(sibling)).toBe(WIDE - NARROW);
    expect(made(await strangersFrom(hosts('127.61.3', 3)))).toBe(0);
    // A customer from another network books and gets the code.
    const elsewhere = stranger();
    expect((await bookFrom('127.62.7.9', elsewhere)).status).toBe(201);
    expect((await smtp.waitForMail(elsewhere.email)).subject).toMatch(/^Confirm your booking/);
  });

  it('never counts a returning customer, staff or their alerts against the busy network', async () => {
    // A customer who confirmed a booking before (from elsewhere) books again from the busy /24.
    const regular = stranger();
    const first = expectStatus(
      await t.api.post('/api/create-booking', regular, { remoteAddress: '127.63.1.1' }),
      201,
    ).json<{ accessToken: string }>();
    const code = /Your code: (\d{6})/.exec((await smtp.waitForMail(regular.email)).text)![1]!;
    expectStatus(await t.api.post(`/api/my-booking/${first.accessToken}/confirm`, { code }), 200);
    await smtp.waitForMail(STAFF);
    const staffAlerts = smtp.mailsTo(STAFF).length;
    expect(made(await strangersFrom(hosts('127.61.1', 1)))).toBe(0);
    const again = await bookFrom('127.61.1.150', { ...stranger(), ...contactOf(regular) });
    expect(again.status).toBe(201);
    expect(customerBookingAnswerSchema.parse(JSON.parse(again.body)).booking.confirmBy).toBeNull();
    await expect.poll(() => smtp.mailsTo(regular.email).length, { timeout: 30_000 }).toBe(2);
    await expect.poll(() => smtp.mailsTo(STAFF).length, { timeout: 30_000 }).toBe(staffAlerts + 1);

    // Staff at the desk, on the busy network, book a new customer's walk-in: it is told.
    const walkIn: WalkInRequest = {
      bookingType: 'Padel',
      selectedDate: daysFromToday(30),
      selectedSlots: [slotLabel(18)],
      selectedCourt: 'Court 2',
      customerName: 'At the counter',
      email: 'counter@catch-all.test',
      phoneNumber: '03459876543',
      numberOfGuests: 4,
      payment: 'PayViaCash',
    };
    expectStatus(await admin.post('/api/walk-ins', walkIn, { remoteAddress: '127.61.1.200' }), 201);
    await smtp.waitForMail(walkIn.email!);
  });

  it('places a café order from the busy network and holds back its message, with the reason', async () => {
    const [item] = productListSchema.parse((await t.api.get('/api/get-products')).json());
    const order = orderRequest([{ Product_ID: item!.id, Product_Quantity: 1 }], {
      customer_Number: '03451112223',
      customer_Email: 'cafe@catch-all.test',
    });
    expect((await postFrom(port, '127.61.1.160', '/api/add-order', order)).status).toBe(201);
    const log = notificationListSchema.parse(
      expectStatus(await admin.get('/api/notifications?status=failed&pageSize=200'), 200).json(),
    );
    expect(log.find((m) => m.recipient === 'cafe@catch-all.test')).toMatchObject({
      kind: 'order-received',
      lastError: MESSAGE_LIMIT_MESSAGES.overNetworkShare(NARROW),
    });
  });
});

const contactOf = (request: { email: string; phoneNumber: string }) => ({
  email: request.email,
  phoneNumber: request.phoneNumber,
});

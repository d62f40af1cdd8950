import {
  MESSAGE_LIMIT_MESSAGES,
  notificationListSchema,
  productListSchema,
  slotLabel,
  type CreateBookingRequest,
  type WalkInRequest,
} from '@padel/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../test/api';
import { daysFromToday, testClock } from '../test/clock';
import { expectStatus } from '../test/expect-status';
import { orderRequest, padelRequest } from '../test/factories';
import { startSmtpServer } from '../test/smtp';
import { createAdminTestApp, testDatabaseKind, type TestApp } from '../test/test-app';
import { startWhatsappStandIn } from '../test/whatsapp';
import { productDefaults } from '../test/product-defaults';
import { ORDERS_PER_NETWORK_PER_HOUR, ORDERS_PER_WIDE_NETWORK_PER_HOUR } from './lib/abuse-limits';
import { bookings, notifications } from './db/schema';
import { unconfirmedExpiryJob } from './modules/bookings/unconfirmed-expiry.job';
import { seedDemoMenu } from './modules/menu/demo-menu.seed';

/**
 * docs/notifications.md#message-limits, with the limits a fresh install has:
 * messages to recipients who never confirmed anything stay within the venue's hourly budget
 * whatever the number of networks they come from, a recipient gets at most the daily cap across
 * every kind, and a hold never confirmed is cancelled without a message. Over a real SMTP server
 * and the WhatsApp stand-in; clients reach the app through a trusted proxy.
 */
const defaults = productDefaults;
const BUDGET = defaults.messageLimits.unverifiedPerHour;
const PER_DAY = defaults.messageLimits.perRecipientPerDay;
const TOKEN = 'whatsapp-test-token';
const MINUTE = 60_000;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let whatsapp: Awaited<ReturnType<typeof startWhatsappStandIn>>;
let t: TestApp;
let admin: Api;
const logLines: string[] = [];
/** The app's clock runs on from the test clock, `ahead` later: holds lapse when it moves. */
let ahead = 0;
const clock = () => new Date(testClock().getTime() + ahead);

beforeAll(async () => {
  smtp = await startSmtpServer();
  whatsapp = await startWhatsappStandIn({ token: TOKEN });
  ({ t, admin } = await createAdminTestApp(
    {
      smtpUrl: smtp.url,
      trustProxy: true,
      logLevel: 'info',
      whatsapp: {
        token: TOKEN,
        phoneNumberId: '106540352242922',
        apiUrl: whatsapp.apiUrl,
        language: 'en',
        templates: {},
      },
      bookingQuotas: defaults.bookingQuotas,
      messageLimits: defaults.messageLimits,
    },
    {
      now: clock,
      messageWorker: { jobEveryMs: 60 * MINUTE },
      logStream: { write: (line) => void logLines.push(line) },
    },
  ));
  await seedDemoMenu(t.app.db);
}, 240_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await whatsapp?.close();
});

/** A client behind the venue's proxy, at `ip`. */
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip }, remoteAddress: '127.0.0.1' });

let cursor = 0;
/** A new customer each time (their own phone and e-mail), on a slot of their own. */
function stranger(): CreateBookingRequest & { email: string; phoneNumber: string } {
  const n = ++cursor;
  return {
    ...padelRequest(daysFromToday(2 + Math.floor(n / 40)), n % 20, {
      selectedCourt: n % 40 < 20 ? 'Court 1' : 'Court 2',
    }),
    selectedSlots: [slotLabel(n % 20)],
    email: `stranger${n}@catch-all.test`,
    phoneNumber: `0345${String(1_000_000 + n).slice(-7)}`,
  };
}
const waNumber = (phone: string) => `92${phone.slice(1)}`;

const book = (request: CreateBookingRequest, ip: string) =>
  t.api.post('/api/create-booking', request, from(ip));

/** Every message the stand-ins received: e-mails by address, WhatsApp by number. */
const delivered = () => smtp.received.length + whatsapp.received.length;

/** Waits until the outbox has nothing left to send (the worker delivers in the background). */
async function drained() {
  await expect
    .poll(
      async () =>
        (
          await t.app.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(eq(notifications.status, 'pending'))
        ).length,
      { timeout: 60_000, interval: 100 },
    )
    .toBe(0);
}

async function product() {
  const [first] = productListSchema.parse((await t.api.get('/api/get-products')).json());
  return first!;
}

describe('a hold never confirmed', () => {
  it('is cancelled without a message: on expiry, by staff, and in a bulk cancel', async () => {
    const lapsing = stranger();
    const byStaff = stranger();
    const inBulk = stranger();
    const made = [];
    for (const request of [lapsing, byStaff, inBulk]) {
      made.push(
        expectStatus(await book(request, '10.90.0.1'), 201).json<{ accessToken: string }>(),
      );
    }
    for (const request of [lapsing, byStaff, inBulk]) await smtp.waitForMail(request.email);
    const ids = (
      await t.app.db
        .select({ id: bookings.id, email: bookings.email })
        .from(bookings)
        .where(
          inArray(
            bookings.accessToken,
            made.map((m) => m.accessToken),
          ),
        )
    ).sort((a, b) => a.id - b.id);

    expectStatus(
      await admin.patch(`/api/booking/update/${ids[1]!.id}/`, {
        action: 'cancel',
        cancelReason: 'Looks fake',
      }),
      200,
    );
    expectStatus(
      await admin.post('/api/bookings/bulk-cancel', {
        contact: inBulk.email,
        reason: 'Fake bookings',
        notifyCustomers: true,
      }),
      200,
    );
    ahead += 21 * MINUTE;
    await unconfirmedExpiryJob(t.app.db, clock).run();
    await drained();

    const cancellations = await t.app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.kind, 'booking-cancelled'));
    expect(cancellations).toEqual([]);
    // Each heard once: the code, by e-mail and on WhatsApp.
    for (const request of [lapsing, byStaff, inBulk]) {
      expect(smtp.mailsTo(request.email).map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Confirm your booking: \d{6}$/),
      ]);
      expect(
        whatsapp.received.filter((m) => m.body.to === waNumber(request.phoneNumber)),
      ).toHaveLength(1);
    }
  });

  it('logs a code e-mail by its kind, never its subject or code (docs/security.md#logging)', () => {
    const mail = smtp.mailsTo('stranger1@catch-all.test')[0]!;
    const code = /Your code: (\d{6})/.exec(mail.text)![1]!;
    const sent = logLines.filter((line) => line.includes('e-mail sent'));
    expect(sent.some((line) => line.includes('"kind":"booking-code"'))).toBe(true);
    // A line's time stamps are numbers of their own, which may hold any six digits.
    const text = logLines
      .map((line) => {
        const {
          time: _time,
          responseTime: _took,
          ...rest
        } = JSON.parse(line) as object & {
          time?: unknown;
          responseTime?: unknown;
        };
        return JSON.stringify(rest);
      })
      .join('\n');
    expect(text).not.toContain(code);
    expect(text).not.toContain(mail.subject);
    expect(text).not.toContain('Confirm your booking');
  });
});

describe(`the daily cap per recipient (${PER_DAY}), across every kind`, () => {
  it('holds back what is over it and says why in the log; the booking or order is still made', async () => {
    const regular = { email: 'regular@example.test', phoneNumber: '03009998877' };
    // 1: the code of an online booking; 2: staff confirm it.
    const online = { ...stranger(), ...regular };
    const first = expectStatus(await book(online, '10.91.0.1'), 201).json<{
      accessToken: string;
    }>();
    const [row] = await t.app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.accessToken, first.accessToken));
    expectStatus(await admin.patch(`/api/booking/update/${row!.id}/`, { action: 'confirm' }), 200);
    // 3-12: ten café orders (the most one phone may place in an hour).
    const item = await product();
    for (let i = 0; i < 10; i++) {
      const order = orderRequest([{ Product_ID: item.id, Product_Quantity: 1 }], {
        customer_Number: regular.phoneNumber,
        customer_Email: regular.email,
      });
      expectStatus(await t.api.post('/api/add-order', order, from(`10.92.${i}.1`)), 201);
    }
    // 13-20 and one over: walk-ins at the counter, each "received".
    const walkIn = (n: number): WalkInRequest => ({
      bookingType: 'Padel',
      selectedDate: daysFromToday(20 + n),
      selectedSlots: [slotLabel(18)],
      selectedCourt: 'Court 2',
      customerName: 'A regular',
      email: regular.email,
      phoneNumber: regular.phoneNumber,
      numberOfGuests: 4,
      payment: 'PayViaCash',
    });
    for (let n = 0; n < PER_DAY - 12 + 1; n++) {
      expectStatus(await admin.post('/api/walk-ins', walkIn(n)), 201);
    }
    await drained();

    expect(smtp.mailsTo(regular.email)).toHaveLength(PER_DAY);
    expect(
      whatsapp.received.filter((m) => m.body.to === waNumber(regular.phoneNumber)),
    ).toHaveLength(PER_DAY);
    const kinds = new Set(
      (
        await t.app.db
          .select({ kind: notifications.kind })
          .from(notifications)
          .where(eq(notifications.recipient, regular.email))
      ).map((r) => r.kind),
    );
    expect([...kinds].sort()).toEqual([
      'booking-code',
      'booking-confirmed',
      'booking-received',
      'order-received',
    ]);
    const log = notificationListSchema.parse(
      expectStatus(await admin.get('/api/notifications?status=failed'), 200).json(),
    );
    const heldBack = log.filter((m) =>
      [regular.email, waNumber(regular.phoneNumber)].includes(m.recipient),
    );
    expect(heldBack.map((m) => [m.channel, m.kind, m.lastError]).sort()).toEqual([
      ['email', 'booking-received', MESSAGE_LIMIT_MESSAGES.overRecipientCap(PER_DAY)],
      ['whatsapp', 'booking-received', MESSAGE_LIMIT_MESSAGES.overRecipientCap(PER_DAY)],
    ]);
  });
});

describe(`the venue's hourly budget (${BUDGET} messages to unverified recipients)`, () => {
  it('holds whatever the number of networks: codes are refused up front, orders placed unmessaged', async () => {
    const before = delivered();
    const spent = (
      await t.app.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.unverified, true), eq(notifications.heldBack, false)))
    ).length;
    // Strangers from 40 networks, three each: each booking's code is an e-mail and a WhatsApp.
    const NETWORKS = 40;
    const perNetwork = new Map<number, { made: number; refused: number }>();
    let refusal: { message: string } | undefined;
    for (let round = 0; round < 3; round++) {
      for (let net = 0; net < NETWORKS; net++) {
        const answer = await book(stranger(), `10.${100 + net}.0.${round + 7}`);
        const tally = perNetwork.get(net) ?? { made: 0, refused: 0 };
        if (answer.statusCode === 201) tally.made += 1;
        else {
          expectStatus(answer, 429);
          refusal = answer.json();
          tally.refused += 1;
        }
        perNetwork.set(net, tally);
      }
    }
    const made = [...perNetwork.values()].reduce((sum, tally) => sum + tally.made, 0);
    // The last code may find room for its e-mail alone: that booking is made, its code by e-mail.
    expect(made).toBe(Math.ceil((BUDGET - spent) / 2));
    expect(refusal?.message).toBe(
      MESSAGE_LIMIT_MESSAGES.codeNotSent({ phone: '', whatsapp: '923001234567' }),
    );
    // A refused booking holds nothing.
    const holds = await t.app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.clientNetwork, '10.139.0.0/24'));
    expect(holds).toEqual([]);

    // Café orders from three more networks: placed, their messages held back with the reason.
    const item = await product();
    for (let i = 0; i < 9; i++) {
      const order = orderRequest([{ Product_ID: item.id, Product_Quantity: 1 }], {
        customer_Number: `0333${String(1_000_000 + i).slice(-7)}`,
        customer_Email: `eater${i}@catch-all.test`,
      });
      expectStatus(await t.api.post('/api/add-order', order, from(`10.200.${i % 3}.9`)), 201);
    }
    await drained();
    const failed = notificationListSchema.parse(
      expectStatus(await admin.get('/api/notifications?status=failed&pageSize=200'), 200).json(),
    );
    expect(failed.filter((m) => m.kind === 'order-received').map((m) => m.lastError)).toEqual(
      Array.from({ length: 18 }, () => MESSAGE_LIMIT_MESSAGES.overBudget(BUDGET)),
    );

    // Everything the stand-ins received this hour went to unverified recipients: the budget.
    const afterCount = delivered();
    expect(spent + (afterCount - before)).toBe(BUDGET);
    console.info(
      `R14 (${testDatabaseKind}): ${NETWORKS} networks x 3 strangers: ${made} bookings made, ` +
        `${afterCount - before} messages sent in the hour (${spent} before), ` +
        `${((afterCount - before) / NETWORKS).toFixed(1)} per network; ` +
        `the venue's budget ${BUDGET} an hour in all.`,
    );
  });
});

describe('café orders per network', () => {
  it('take at most 60 an hour from one network, whatever its addresses', async () => {
    const item = await product();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const order = orderRequest([{ Product_ID: item.id, Product_Quantity: 1 }], {
        customer_Number: `0334${String(1_000_000 + i).slice(-7)}`,
      });
      statuses.push(
        (await t.api.post('/api/add-order', order, from(`10.210.0.${i + 1}`))).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(ORDERS_PER_NETWORK_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
  });

  it('take at most 180 an hour from one /16, however many /24s of it', async () => {
    const item = await product();
    const statuses: number[] = [];
    // Four /24s of one /16, as the red team's 240 an hour came; each /24 under its own 60.
    for (let i = 0; i < 4 * 46; i++) {
      const order = orderRequest([{ Product_ID: item.id, Product_Quantity: 1 }], {
        customer_Number: `0335${String(1_000_000 + i).slice(-7)}`,
      });
      const address = `10.211.${i % 4}.${Math.floor(i / 4) + 1}`;
      statuses.push((await t.api.post('/api/add-order', order, from(address))).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      ORDERS_PER_WIDE_NETWORK_PER_HOUR,
    );
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
  });
});

import {
  addDays,
  bulkCancelAnswerSchema,
  CONTACT_CHECK_MESSAGES,
  type CreateBookingRequest,
  HOLD_BUDGET_MESSAGES,
  NETWORK_BUSY,
  slotLabel,
  venueWallTime,
} from '@padel/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../test/api';
import { daysFromToday, TEST_TIMEZONE } from '../test/clock';
import { expectStatus } from '../test/expect-status';
import { padelRequest } from '../test/factories';
import { createAdminTestApp, createTestApp, testConfig, type TestApp } from '../test/test-app';
import { productDefaults } from '../test/product-defaults';
import { courtSlotHolds } from './db/schema';
import { LIMIT_MESSAGES } from './lib/abuse-limits';

/**
 * Issue 32, point 1 (docs/security.md#calendar-fill, ADR 043), replayed with the defaults of a
 * fresh install: the quotas nest (an IPv4 /24 in its /16; an IPv6 /64 in its /56 and /48), for
 * the bookings an hour and for the slot-hours held awaiting a code, and the hourly limits slide
 * instead of resetting on the hour. IPv6 clients come through the trusted proxy's header.
 */
// The share of the day's budget one network holds is network-share.test.ts's: out of the way of
// the hourly quotas' 180 bookings of one day here.
const quotas = {
  ...productDefaults.bookingQuotas,
  holdShares: testConfig().bookingQuotas.holdShares,
};
const MINUTE = 60_000;
/** The day after the test clock's: its 01:59 is a minute before an hour boundary. */
const DAY = daysFromToday(1);
const at = (time: string) => venueWallTime(`${DAY}T${time}`, TEST_TIMEZONE)!.getTime();

/** A client behind the trusted proxy (TRUST_PROXY=true): the proxy names it in the header. */
const behindProxy = (ip: string) => ({
  remoteAddress: '127.0.0.1',
  headers: { 'x-forwarded-for': ip },
});

const statusesOf = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

/**
 * Every request gets slots of its own from `firstDay` (days after DAY) on, and made-up contacts of
 * its own: only the quotas refuse it.
 */
function slots(hoursEach: number, firstDay: number) {
  let n = 0;
  const perDay = 2 * Math.floor(24 / hoursEach);
  return (): CreateBookingRequest => {
    const i = n++;
    const start = (Math.floor(i / 2) % (perDay / 2)) * hoursEach;
    return padelRequest(addDays(DAY, firstDay + Math.floor(i / perDay)), start, {
      selectedSlots: Array.from({ length: hoursEach }, (_, h) => slotLabel(start + h)),
      selectedCourt: i % 2 === 0 ? 'Court 1' : 'Court 2',
      customerName: `Stranger ${hoursEach}-${i}`,
      email: `stranger${hoursEach}-${firstDay}-${i}@catch-all.test`,
      phoneNumber: `03${String(10 + hoursEach)}${String(1_000_000 + firstDay * 10_000 + i).slice(-7)}`,
    });
  };
}

/** Sends one request per client, `inParallel` at a time; answers every response. */
async function burst(
  api: Api,
  clients: string[],
  request: () => CreateBookingRequest,
  inParallel = 50,
) {
  const responses = [];
  for (let start = 0; start < clients.length; start += inParallel) {
    const chunk = clients.slice(start, start + inParallel).map((ip) => ({ ip, body: request() }));
    responses.push(
      ...(await Promise.all(
        chunk.map(({ ip, body }) => api.post('/api/create-booking', body, behindProxy(ip))),
      )),
    );
  }
  return responses;
}

/** `count` /64s of one /48, spread over 16 of its /56s. */
const slash64sOf48 = (prefix: string, count = 400) =>
  Array.from({ length: count }, (_, i) => {
    const group = (((i % 16) << 8) | Math.floor(i / 16)).toString(16);
    return `${prefix}:${group}::${(i % 7) + 1}`;
  });

/** `perNetwork` addresses in each of `networks` /24s of one /16. */
const addressesOf16 = (prefix: string, networks: number, perNetwork: number) =>
  Array.from({ length: networks * perNetwork }, (_, i) => {
    return `${prefix}.${Math.floor(i / perNetwork)}.${(i % perNetwork) + 1}`;
  });

describe('a fresh install (no message channel): the hourly booking quotas', () => {
  let t: TestApp;
  let now = at('01:59');
  beforeAll(async () => {
    t = await createTestApp(
      { bookingQuotas: quotas, trustProxy: true },
      { now: () => new Date(now) },
    );
  });
  afterAll(() => t?.close());
  // Each scenario on days of its own: 180 four-hour bookings take 15 days; the hourly quotas count
  // bookings, so the networks' bursts book an hour each (a booking may take 4: 4 x 180 slot-hours).
  const slide = slots(4, 1);
  const ipv4 = slots(1, 17);
  const ipv6 = slots(1, 24);

  it('slides: a /24 that booked its 60 just before 02:00 gets none just after, and 60 again an hour later', async () => {
    const network = Array.from({ length: 60 }, (_, i) => `10.70.0.${i + 1}`);
    now = at('01:59');
    const before = await burst(t.api, network, slide);
    expect(statusesOf(before)).toEqual({ 201: 60 });

    now = at('02:00') + 30_000;
    const after = await burst(t.api, network, slide);
    expect(statusesOf(after)).toEqual({ 429: 60 });
    expect(after[0]!.json()).toMatchObject({ message: LIMIT_MESSAGES.booking });
    // Not "in a moment": the 60 made at 01:59 leave the window an hour later.
    const retryAfter = Number(after[0]!.headers['retry-after']);
    expect(retryAfter * 1000).toBeGreaterThan(55 * MINUTE);
    expect(retryAfter * 1000).toBeLessThanOrEqual(61 * MINUTE);
    const held = 4 * (statusesOf(before)[201]! + (statusesOf(after)[201] ?? 0));
    console.log(`across 02:00, one /24 booked ${held} slot-hours (a fixed window let 480 through)`);

    now += retryAfter * 1000;
    expect(statusesOf(await burst(t.api, network, slide))).toEqual({ 201: 60 });
  });

  it('nest IPv4: 13 /24s of one /16 book 180 an hour between them, not 13 x 60', async () => {
    now = at('04:00');
    const responses = await burst(t.api, addressesOf16('10.71', 13, 20), ipv4);
    expect(statusesOf(responses)).toEqual({ 201: 180, 429: 80 });
    console.log(`13 /24s of one /16, fresh install: ${180 * 4} slot-hours an hour`);
    // Another /16 is not held back.
    expectStatus(await t.api.post('/api/create-booking', ipv4(), behindProxy('10.72.0.1')), 201);
  });

  it('nest IPv6: 300 /64s of one /48 book 180 an hour between them, not 300 x 30', async () => {
    now = at('05:00');
    const responses = await burst(t.api, slash64sOf48('2001:db8:a', 300), ipv6);
    expect(statusesOf(responses)).toEqual({ 201: 180, 429: 120 });
    console.log(`300 /64s of one /48, fresh install: ${180 * 4} slot-hours an hour`);
    // Neighbours in another /48 still book.
    expectStatus(
      await t.api.post('/api/create-booking', ipv6(), behindProxy('2001:db8:b::1')),
      201,
    );
  });
});

describe('with a message channel: the slot-hours held awaiting a code', () => {
  let t: TestApp;
  let admin: Api;
  const now = at('09:00');
  beforeAll(async () => {
    ({ t, admin } = await createAdminTestApp(
      {
        bookingQuotas: quotas,
        trustProxy: true,
        // A channel that reaches customers turns codes on; no worker sends in this test.
        smtpUrl: 'smtp://127.0.0.1:9',
      },
      { now: () => new Date(now), messageWorker: false },
    ));
  });
  afterAll(() => t?.close());
  const slash48 = slots(4, 1);
  const slash16 = slots(4, 35);
  const slash56 = slots(1, 47);
  const neighbour = slots(1, 52);
  const heldHours = async () =>
    (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(courtSlotHolds))[0]!.n;
  const bulk = (body: object) => admin.post('/api/bookings/bulk-cancel', body);
  const matching = async (address: string) =>
    bulkCancelAnswerSchema.parse(expectStatus(await bulk({ address, dryRun: true }), 200).json())
      .count;

  it('400 /64s of one /48, 50 at a time, hold 24 slot-hours between them, exactly', async () => {
    const before = await heldHours();
    const responses = await burst(t.api, slash64sOf48('2001:db8:4800'), slash48);
    expect(statusesOf(responses)).toEqual({ 201: 6, 429: 394 });
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      code: NETWORK_BUSY,
      message: HOLD_BUDGET_MESSAGES.networkBusy(false),
    });
    expect((await heldHours()) - before).toBe(quotas.widerNetworks[48].unconfirmedHours);
    console.log(
      `400 /64s of one /48 with codes on: ${(await heldHours()) - before} slot-hours held`,
    );
  });

  it('13 /24s of one /16, all at once, hold 24 slot-hours between them, exactly', async () => {
    const before = await heldHours();
    const responses = await burst(t.api, addressesOf16('10.73', 13, 10), slash16, 130);
    expect(statusesOf(responses)).toEqual({ 201: 6, 429: 124 });
    expect((await heldHours()) - before).toBe(quotas.widerNetworks[16].unconfirmedHours);
    console.log(
      `13 /24s of one /16 with codes on: ${(await heldHours()) - before} slot-hours held`,
    );
  });

  it('100 /64s of one /56, all at once, hold 16 one-hour slots between them, exactly', async () => {
    const before = await heldHours();
    const clients = Array.from(
      { length: 100 },
      (_, i) => `2001:db8:5600:70${i.toString(16).padStart(2, '0')}::9`,
    );
    const responses = await burst(t.api, clients, slash56, 100);
    expect(statusesOf(responses)).toEqual({ 201: 16, 429: 84 });
    expect((await heldHours()) - before).toBe(quotas.widerNetworks[56].unconfirmedHours);
  });

  it('a customer of another network still books', async () => {
    expectStatus(
      await t.api.post('/api/create-booking', neighbour(), behindProxy('2001:db8:9999::1')),
      201,
    );
    expectStatus(
      await t.api.post('/api/create-booking', neighbour(), behindProxy('10.74.0.1')),
      201,
    );
  });

  it('staff cancel by /16, /56 and /48; any other prefix is a 400 that changes nothing', async () => {
    expect(await matching('10.73.0.0/16')).toBe(6);
    expect(await matching('10.73.5.77/16')).toBe(6); // any address of the network names it
    expect(await matching('2001:db8:5600:7000::/56')).toBe(16);
    expect(await matching('2001:db8:5600::/48')).toBe(16);
    expect(await matching('2001:db8:4800::/48')).toBe(6);

    const held = await heldHours();
    for (const address of [
      '10.73.0.0/8',
      '10.73.0.0/20',
      '10.73.0.0/32',
      '10.73.0.0/56',
      '2001:db8:4800::/32',
      '2001:db8:4800::/60',
      '2001:db8:4800::/24',
      '2001:db8:4800::/16',
      '2001:db8:4800::/',
      '2001:db8:4800::/48/1',
    ]) {
      const refused = expectStatus(await bulk({ address, reason: 'Spam' }), 400);
      expect(refused.json(), address).toMatchObject({
        message: CONTACT_CHECK_MESSAGES.addressInvalid,
      });
    }
    expect(await heldHours()).toBe(held);

    for (const [address, count] of [
      ['2001:db8:4800::/48', 6],
      ['2001:db8:5600:7000::/56', 16],
      ['10.73.0.0/16', 6],
    ] as const) {
      const done = bulkCancelAnswerSchema.parse(
        expectStatus(await bulk({ address, reason: 'Calendar fill' }), 200).json(),
      );
      expect(done.count, address).toBe(count);
    }
    expect(await heldHours()).toBe(held - 24 - 16 - 24);
  });
});

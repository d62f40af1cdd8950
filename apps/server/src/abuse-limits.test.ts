import {
  addDays,
  AUTH_MESSAGES,
  DEFAULT_VENUE_SETTINGS,
  VENUE_RULE_MESSAGES,
  productListSchema,
  slotLabel,
  type CreateBookingRequest,
} from '@padel/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../test/api';
import { testToday } from '../test/clock';
import { cookieAttributes, cookieFrom } from '../test/cookies';
import { orderRequest, padelRequest } from '../test/factories';
import { given } from '../test/given';
import {
  createAdminTestApp,
  createTestApp,
  TEST_ADMIN,
  testConfig,
  type TestApp,
} from '../test/test-app';
import { LIMIT_MESSAGES } from './lib/abuse-limits';
import { bookings } from './db/schema';
import { seedDemoMenu } from './modules/menu/demo-menu.seed';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './modules/auth/device-cookie.service';
import { expectStatus } from '../test/expect-status';
import { productDefaults } from '../test/product-defaults';

/**
 * docs/security.md#abuse-limits and docs/quality.md#r11-abuse-limits: the abuse limits, with the
 * defaults a fresh install has, hold one at a time and under 100 parallel requests.
 */
// The one test clock (docs/quality.md#one-clock): every request here is made within minutes of it.
const TODAY = testToday();
const defaults = productDefaults.bookingQuotas;

let t: TestApp;
let admin: Api;
// The hourly quotas at their defaults; the share of the day's budget of unverified holds is
// network-share.test.ts's, so not in the way of 60 bookings of one day here.
beforeAll(
  async () =>
    ({ t, admin } = await createAdminTestApp({
      bookingQuotas: { ...defaults, holdShares: testConfig().bookingQuotas.holdShares },
    })),
);
afterAll(() => t.close());

/** Every request gets a slot of its own: court, day and hour from one counter. */
let slotCursor = 0;
function booking(overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest {
  const n = slotCursor++;
  return padelRequest(addDays(TODAY, 1 + Math.floor(n / 48)), Math.floor(n / 2) % 24, {
    selectedCourt: n % 2 === 0 ? 'Court 1' : 'Court 2',
    customerName: 'Quota Tester',
    email: `guest${n}@example.com`,
    phoneNumber: `0300${String(1_000_000 + n).slice(-7)}`,
    ...overrides,
  });
}

let ipCursor = 0;
const freshIp = () => `10.60.${Math.floor(++ipCursor / 250)}.${ipCursor % 250}`;

const create = (body: CreateBookingRequest, ip = freshIp(), as = t.api) =>
  as.post('/api/create-booking', body, { remoteAddress: ip });

const countWhere = async (column: typeof bookings.phoneNumber, value: string) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(column, value))
  )[0]!.n;

const statusesOf = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe('online booking quotas', () => {
  it('has the documented defaults: 5 a day per phone or e-mail, 30 an hour per client, 60 per network, 8 unconfirmed hours per network, a few times more per wider network, a quarter and a half of the day budget', () => {
    expect(defaults).toEqual({
      perContactPerDay: 5,
      perIpPerHour: 30,
      perNetworkPerHour: 60,
      unconfirmedHoursPerNetwork: 8,
      holdShares: { narrow: 25, wide: 50 },
      widerNetworks: {
        16: { perHour: 180, unconfirmedHours: 24 },
        56: { perHour: 120, unconfirmedHours: 16 },
        48: { perHour: 180, unconfirmedHours: 24 },
      },
    });
  });

  it('answers the 6th booking of one phone number in a day with 429 and Retry-After, storing nothing', async () => {
    const phoneNumber = '03111111111';
    for (let i = 0; i < 5; i++) expectStatus(await create(booking({ phoneNumber })), 201);
    const sixth = await create(booking({ phoneNumber }));
    expectStatus(sixth, 429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countWhere(bookings.phoneNumber, phoneNumber)).toBe(5);
  });

  it('counts one e-mail the same way, whatever its case', async () => {
    const statuses: number[] = [];
    for (const email of [
      'Same@Example.com',
      'same@example.com',
      'SAME@example.com',
      'same@example.com',
      'same@EXAMPLE.com',
      'same@example.com',
    ]) {
      statuses.push((await create(booking({ email }))).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('holds under 100 parallel requests for one phone number: exactly 5 are made', async () => {
    const phoneNumber = '03222222222';
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => create(booking({ phoneNumber }))),
    );
    expect(statusesOf(responses)).toEqual({ 201: 5, 429: 95 });
    expect(await countWhere(bookings.phoneNumber, phoneNumber)).toBe(5);
  });

  it('lets one client address make 30 bookings an hour, even in parallel', async () => {
    const ip = '10.61.0.1';
    const responses = await Promise.all(Array.from({ length: 45 }, () => create(booking(), ip)));
    expect(statusesOf(responses)).toEqual({ 201: 30, 429: 15 });
  });

  it('lets one network (/24) make 60 bookings an hour, however many addresses it uses', async () => {
    // Two bookings from each of 40 addresses of 10.63.0.0/24: well under each address's 30.
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, i) => create(booking(), `10.63.0.${1 + (i % 40)}`)),
    );
    expect(statusesOf(responses)).toEqual({ 201: 60, 429: 20 });
    // Another network is not held back.
    expectStatus(await create(booking(), '10.63.1.1'), 201);
  });

  it('does not count a booking refused because its slot is taken', async () => {
    const taken = booking();
    expectStatus(await create(taken), 201);
    const phoneNumber = '03333333333';
    for (let i = 0; i < 8; i++) {
      expectStatus(await create({ ...taken, phoneNumber, email: 'late@example.com' }), 409);
    }
    for (let i = 0; i < 5; i++) {
      expectStatus(await create(booking({ phoneNumber })), 201);
    }
  });

  it('exempts walk-ins entered by staff', async () => {
    const phoneNumber = '03444444444';
    for (let i = 0; i < 7; i++) {
      expectStatus(await create(booking({ phoneNumber }), '10.62.0.1', admin), 201);
    }
  });
});

describe('booking window and hour cap', () => {
  const lastDay = addDays(TODAY, DEFAULT_VENUE_SETTINGS.bookingWindowDays);

  it(`refuses ${DEFAULT_VENUE_SETTINGS.maxHoursPerBooking + 1} hours in one online booking with a message`, async () => {
    const response = await create(booking({ selectedSlots: [15, 16, 17, 18, 19].map(slotLabel) }));
    expectStatus(response, 400);
    expect(response.json()).toMatchObject({
      code: 'TOO_MANY_HOURS',
      message: VENUE_RULE_MESSAGES.tooManyHours(4),
    });
  });

  it('refuses a date beyond the window and takes its last day', async () => {
    const beyond = await create(booking({ selectedDate: addDays(lastDay, 1) }));
    expectStatus(beyond, 400);
    expect(beyond.json()).toMatchObject({
      code: 'TOO_FAR_AHEAD',
      message: VENUE_RULE_MESSAGES.tooFarAhead(60),
    });
    const farFuture = await create(booking({ selectedDate: '9999-12-31' }));
    expectStatus(farFuture, 400);
    expectStatus(await create(booking({ selectedDate: lastDay })), 201);
  });

  it('books a walk-in of 6 hours for staff', async () => {
    const walkIn = booking({
      selectedDate: addDays(TODAY, 45), // a day no other request here uses
      selectedSlots: [9, 10, 11, 12, 13, 14].map(slotLabel),
    });
    const response = await create(walkIn, '10.62.0.2', admin);
    expectStatus(response, 201);
    expect(response.json().booking.selectedSlots).toHaveLength(6);
  });
});

describe('sign-in limits', () => {
  const login = (app: TestApp, email: string, password: string, headers = {}, ip = '10.63.0.1') =>
    app.api.post('/api/auth/login', { email, password }, { remoteAddress: ip, headers });

  it('100 parallel wrong passwords for one e-mail from one client: 10 are checked, 90 refused', async () => {
    await given.admin(t.app.db, { email: 'parallel@limits.test', password: 'the-right-password' });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t, 'parallel@limits.test', `guess-${i}`)),
    );
    expect(statusesOf(responses)).toEqual({ 401: 10, 429: 90 });
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: the header cannot pick the client', async () => {
    await given.admin(t.app.db, { email: 'no-proxy@limits.test', password: 'the-right-password' });
    for (let i = 0; i < 15; i++) {
      await login(
        t,
        'no-proxy@limits.test',
        'wrong',
        { 'x-forwarded-for': `10.0.0.${i}` },
        '10.64.0.1',
      );
    }
    const owner = await login(
      t,
      'no-proxy@limits.test',
      'the-right-password',
      { 'x-forwarded-for': '10.0.0.200' },
      '10.64.0.1',
    );
    expectStatus(owner, 429);
  });

  it("with TRUST_PROXY=true, a stranger's 15 failures do not stop the owner's right password", async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      await given.admin(proxied.app.db, {
        email: 'owner@limits.test',
        password: 'the-right-password',
      });
      const behindProxy = (client: string) => ({ 'x-forwarded-for': client });
      for (let i = 0; i < 15; i++) {
        const response = await login(
          proxied,
          'owner@limits.test',
          'wrong',
          behindProxy('10.0.0.1'),
          '127.0.0.1',
        );
        expectStatus(response, i < 10 ? 401 : 429);
      }
      const owner = await login(
        proxied,
        'owner@limits.test',
        'the-right-password',
        behindProxy('10.0.0.2'),
        '127.0.0.1',
      );
      expectStatus(owner, 200);
    } finally {
      await proxied.close();
    }
  });
});

/**
 * Issue 24: 10 failed sign-ins from each of 12 addresses locked the owner out for most of an hour.
 * OWASP's device cookies (docs/accounts.md#sign-in-limits): a browser that signed in before
 * carries a signed cookie bound to the account, which strangers' failures never lock out.
 */
describe('device cookies', () => {
  const OWNER = { email: 'device-owner@limits.test', password: 'the-owner-password' };
  /** One browser: the address it calls from and the cookie it sends, if any. */
  const signIn = (password: string, ip: string, cookie?: string, email = OWNER.email) =>
    t.api.post(
      '/api/auth/login',
      { email, password },
      { remoteAddress: ip, headers: cookie === undefined ? {} : { cookie } },
    );
  /**
   * Whether the answer signed the browser in (a token). A stranger's browser with the right
   * password past the account-wide limit is sent a link (202), or refused (429) once the account
   * has been sent its links for the hour: signed in either way it is not.
   */
  const signedIn = (response: Awaited<ReturnType<typeof signIn>>) =>
    response.statusCode === 200 && typeof response.json().token === 'string';
  /** The owner's two browsers and another account's, each signed in once before the attack. */
  const browsers = { laptop: '', phone: '', colleague: '' };
  let firstSignIn: Awaited<ReturnType<typeof signIn>>;
  let attack: Record<number, number>;

  beforeAll(async () => {
    for (const [email, password] of [
      [OWNER.email, OWNER.password],
      ['device-colleague@limits.test', 'the-colleague-password'],
    ]) {
      await given.admin(t.app.db, { email, password });
    }
    firstSignIn = expectStatus(await signIn(OWNER.password, '127.0.10.1'), 200);
    browsers.laptop = cookieFrom(firstSignIn, DEVICE_COOKIE);
    browsers.phone = cookieFrom(await signIn(OWNER.password, '127.0.10.2'), DEVICE_COOKIE);
    browsers.colleague = cookieFrom(
      await signIn(
        'the-colleague-password',
        '127.0.10.3',
        undefined,
        'device-colleague@limits.test',
      ),
      DEVICE_COOKIE,
    );
    // The attack of issue 24: 10 wrong passwords from each of 12 loopback addresses.
    const responses = await Promise.all(
      Array.from({ length: 12 }, async (_, address) => {
        const answers = [];
        for (let i = 0; i < 10; i++) {
          answers.push(await signIn(`guess-${address}-${i}`, `127.0.20.${address + 1}`));
        }
        return answers;
      }),
    );
    attack = statusesOf(responses.flat());
  });

  it("replays issue 24: the owner's browser signs in at once, a new browser gets only a link", async () => {
    expect(attack).toEqual({ 401: 100, 429: 20 });
    // A new browser with the right password gets no token: a sign-in link goes by e-mail
    // (docs/accounts.md#sign-in-links, modules/auth/sign-in-link.test.ts).
    const stranger = expectStatus(await signIn(OWNER.password, '127.0.30.1'), 202);
    expect(stranger.json().message).toBe(AUTH_MESSAGES.signInLinkSent);
    const guess = expectStatus(await signIn('another-guess', '127.0.30.4'), 429);
    expect(guess.json().message).toBe(LIMIT_MESSAGES.login);

    const owner = expectStatus(await signIn(OWNER.password, '127.0.30.2', browsers.laptop), 200);
    expect(owner.json().token).toEqual(expect.any(String));
    // Even from an address the attacker used, and with the renewed cookie the answer set.
    const renewed = cookieFrom(owner, DEVICE_COOKIE);
    expect(renewed).not.toBe(browsers.laptop);
    expectStatus(await signIn(OWNER.password, '127.0.20.1', renewed), 200);
    expect(signedIn(await signIn(OWNER.password, '127.0.30.3'))).toBe(false);
  });

  it("ignores a tampered, made-up or another account's device cookie: that browser is a stranger", async () => {
    // The cookie as signed: `userId:deviceId:issuedAt.signature` (modules/auth/device-cookie.service.ts).
    const signed = decodeURIComponent(browsers.laptop.slice(`${DEVICE_COOKIE}=`.length));
    const value = signed.slice(0, signed.lastIndexOf('.'));
    const signature = signed.slice(signed.lastIndexOf('.') + 1);
    const [, deviceId, issuedAt] = value.split(':');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const cookie = (raw: string) => `${DEVICE_COOKIE}=${encodeURIComponent(raw)}`;
    const cookies = {
      'bad signature': cookie(`${value}.${flipped}`),
      'other account id': cookie(`999:${deviceId}:${issuedAt}.${signature}`),
      unsigned: cookie(value),
      "a colleague's genuine cookie": browsers.colleague,
      garbage: `${DEVICE_COOKIE}=%E0%A4%A`,
      empty: `${DEVICE_COOKIE}=`,
    };
    const answers: Record<string, boolean> = {};
    for (const [label, cookie] of Object.entries(cookies)) {
      answers[label] = signedIn(await signIn(OWNER.password, '127.0.31.1', cookie));
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(cookies).map((label) => [label, false])),
    );
  });

  it("limits a device cookie's own failures: after 10, it is a stranger's browser", async () => {
    // Someone who stole the phone's cookie guesses from many addresses.
    for (let i = 0; i < 10; i++) {
      expectStatus(await signIn(`stolen-${i}`, `127.0.32.${i + 1}`, browsers.phone), 401);
    }
    expect(signedIn(await signIn(OWNER.password, '127.0.32.20', browsers.phone))).toBe(false);
    expectStatus(await signIn('stolen-10', '127.0.32.22', browsers.phone), 429);
    // Per device: the owner's laptop is not touched.
    expectStatus(await signIn(OWNER.password, '127.0.32.21', browsers.laptop), 200);
  });

  it('is HttpOnly, SameSite=Strict and sent to the sign-in call only; Secure on an https site', async () => {
    expect(cookieAttributes(firstSignIn, DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/login',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
    expect(cookieAttributes(firstSignIn, DEVICE_COOKIE).secure).toBeFalsy();
    const https = await createTestApp({ publicAppUrl: 'https://app.example.test' });
    try {
      const answer = expectStatus(await https.api.post('/api/auth/login', TEST_ADMIN), 200);
      expect(cookieAttributes(answer, DEVICE_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await https.close();
    }
  });
});

describe('other public writes hold their limits under 100 parallel requests', () => {
  it('queue: 20 entries an hour from one client', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.api.post(
          '/api/queue-booking',
          {
            selectedDate: addDays(TODAY, 1 + i),
            customerName: 'Q',
            email: `q${i}@example.com`,
          },
          { remoteAddress: '10.65.0.1' },
        ),
      ),
    );
    expect(statusesOf(responses)).toEqual({ 201: 20, 429: 80 });
  });

  it('queue: 5 dates a day for one e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.api.post(
        '/api/queue-booking',
        {
          selectedDate: addDays(TODAY, 1 + i),
          customerName: 'Q',
          email: 'one@example.com',
        },
        { remoteAddress: freshIp() },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('find my booking: 3 an hour for one e-mail, 20 an hour from one client', async () => {
    const find = (email: string, ip: string) =>
      t.api.post('/api/find-my-booking', { email }, { remoteAddress: ip });
    const perEmail = await Promise.all(
      Array.from({ length: 100 }, () => find('lookup@example.com', freshIp())),
    );
    expect(statusesOf(perEmail)).toEqual({ 200: 3, 429: 97 });
    const perClient = await Promise.all(
      Array.from({ length: 100 }, (_, i) => find(`lookup${i}@example.com`, '10.69.0.1')),
    );
    expect(statusesOf(perClient)).toEqual({ 200: 20, 429: 80 });
  });

  it('visit sources: 120 new sessions an hour from one client', async () => {
    const responses = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        t.api.post(
          '/api/visit-source',
          { sessionId: `limits-session-${i}`, utm_source: 'spam' },
          { remoteAddress: '10.66.0.1' },
        ),
      ),
    );
    expect(statusesOf(responses)).toEqual({ 200: 120, 429: 10 });
  });

  it('feedback: 30 an hour from one client', async () => {
    const made = await create(booking());
    const token = made.json<{ accessToken: string }>().accessToken;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.api.patch(
          '/api/feedback',
          { token, feedback: `Great game ${i}` },
          { remoteAddress: '10.67.0.1' },
        ),
      ),
    );
    expect(statusesOf(responses)).toEqual({ 200: 30, 429: 70 });
  });

  it('orders: 30 per client in 15 minutes, 10 an hour per phone number', async () => {
    await seedDemoMenu(t.app.db);
    const [product] = productListSchema.parse((await t.api.get('/api/get-products')).json());
    const order = (phone: string) =>
      orderRequest([{ Product_ID: product!.id, Product_Quantity: 1 }], {
        customer_Name: 'Order Tester',
        customer_Number: phone,
      });
    const place = (phone: string, ip: string) =>
      t.api.post('/api/add-order', order(phone), { remoteAddress: ip });
    const perClient = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        place(`0301${String(1_000_000 + i).slice(-7)}`, '10.68.0.1'),
      ),
    );
    expect(statusesOf(perClient)).toEqual({ 201: 30, 429: 70 });
    const perPhone = await Promise.all(
      Array.from({ length: 100 }, () => place('03019999999', freshIp())),
    );
    expect(statusesOf(perPhone)).toEqual({ 201: 10, 429: 90 });
  });

  it('forgot-password: 20 requests per client in 15 minutes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.api.post(
          '/api/forgot-password',
          { email: i === 0 ? TEST_ADMIN.email : `nobody${i}@example.com` },
          { remoteAddress: '10.69.0.1' },
        ),
      ),
    );
    expect(statusesOf(responses)).toEqual({ 200: 20, 429: 80 });
  });
});

import {
  APP_ROUTES,
  BOOKING_ROUTES,
  matchesRoute,
  NOTIFICATION_KINDS,
  productListSchema,
  slotLabel,
  venueNow,
  type NotificationKind,
} from '@padel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import type { Api } from '../../../test/api';
import { bookThroughApi } from '../../../test/book-through-api';
import { daysFromToday, TEST_TIMEZONE, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import {
  orderLine,
  orderRequest,
  padelRequest,
  productRequest,
  tableRequest,
} from '../../../test/factories';
import { deliverSafepayEvent, startSafepayStandIn } from '../../../test/safepay-checkout';
import { requireBuilt } from '../../../test/server-process';
import {
  createAdminTestApp,
  TEST_ADMIN,
  TEST_VENUE_SETTINGS,
  type TestApp,
} from '../../../test/test-app';
import { TRANSFER_ACCOUNTS } from '../../../test/transfer-accounts';
import { paths } from '../../paths';
import type { EmailBody } from './channels/email-channel';
import { reminderJob } from '../bookings/booking-reminders.job';
import { bookingContext } from '../bookings/booking-context.service';
import { seriesRenewalJob } from '../bookings/series/series-renewal.job';

// Every link in every kind of message leads to a screen that exists (docs/notifications.md#links):
// each kind is made by the real flow, its stored e-mail read before any worker sends it, and each
// link is asked of the server on its own host.
const STAFF = 'desk@venue.test';
const CUSTOMER = 'links@example.test';

// Safepay leaves refunds to staff (docs/payments.md#refunds-by-hand): the refunded messages come
// from a card payment given back by hand.
const SAFEPAY_KEYS = {
  apiKey: 'sec_3f1c9a2e-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
  secretKey: 'a'.repeat(32) + 'b'.repeat(32),
  webhookSecret: 'c'.repeat(32) + 'd'.repeat(32),
};

let t: TestApp;
let admin: Api;
let safepay: Awaited<ReturnType<typeof startSafepayStandIn>>;

beforeAll(async () => {
  requireBuilt(`${paths.webDist}/index.html`);
  safepay = await startSafepayStandIn(SAFEPAY_KEYS);
  ({ t, admin } = await createAdminTestApp(
    {
      safepay: { ...SAFEPAY_KEYS, environment: 'sandbox' as const, apiUrl: safepay.apiUrl },
      venueNotifyEmail: STAFF,
      publicAppUrl: 'http://localhost',
      publicBookingUrl: 'http://booking.localhost',
      // A channel that can reach customers turns booking codes on (docs/security.md#calendar-fill);
      // no worker sends.
      smtpUrl: 'smtp://127.0.0.1:9',
    },
    { messageWorker: false },
  ));
  expectStatus(await admin.post('/api/tables', { totalTables: 1 }), 200);
});

afterAll(async () => {
  await t?.close();
  await safepay?.close();
});

/** A card payment through the Safepay stand-in, applied by its signed event. */
async function payBySafepay(tracker: string): Promise<void> {
  safepay.pay(tracker);
  expectStatus(
    await deliverSafepayEvent(t.api, safepay.signedEvent('payment:created', tracker)),
    200,
  );
}

const change = async (id: number, body: object) =>
  expectStatus(await admin.patch(`/api/booking/update/${id}/`, body), 200);

/**
 * A first booking's code (booking-code), which the customer enters
 * (docs/security.md#calendar-fill): their later
 * bookings need none, and staff hear of this one (staff-new-booking).
 */
async function confirmFirstBooking(): Promise<void> {
  const first = await bookThroughApi(t, padelRequest(daysFromToday(2), 9, { email: CUSTOMER }));
  const [sent] = await t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.kind, 'booking-code'));
  const code = /Your code: (\d{6})/.exec((sent!.body as EmailBody).text)![1]!;
  expectStatus(await t.api.post(`/api/my-booking/${first.accessToken}/confirm`, { code }), 200);
}

/** Makes one message of every kind through the flows that send them. */
async function sendEveryKind(): Promise<void> {
  await confirmFirstBooking();
  // Starts within the reminder's hours: the start of the hour two hours from now.
  const soon = venueNow(TEST_TIMEZONE, new Date(testClock().getTime() + 2 * 3_600_000));
  const reminded = await bookThroughApi(t, padelRequest(soon.date, soon.hour, { email: CUSTOMER }));
  await change(reminded.id, { action: 'confirm' });
  await reminderJob({
    db: t.app.db,
    notifier: t.app.notifier,
    timeZone: TEST_TIMEZONE,
    reminderHours: 3,
    now: testClock,
  }).run();

  // Staff move a booking to another hour (docs/bookings.md#moving-a-booking): booking-changed.
  const moved = await bookThroughApi(t, padelRequest(daysFromToday(3), 9, { email: CUSTOMER }));
  expectStatus(
    await admin.patch(`/api/bookings/${moved.id}`, { selectedSlots: [slotLabel(10)] }),
    200,
  );

  const cancelled = await bookThroughApi(t, padelRequest(daysFromToday(4), 9, { email: CUSTOMER }));
  await change(cancelled.id, { action: 'cancel', cancelReason: 'Court repairs' });

  const selfCancelled = await bookThroughApi(
    t,
    padelRequest(daysFromToday(5), 9, { email: CUSTOMER }),
  );
  expectStatus(await t.api.post(`/api/my-booking/${selfCancelled.accessToken}/cancel`, {}), 200);

  const tableDay = daysFromToday(6);
  const table = await bookThroughApi(t, tableRequest(tableDay, 12, { email: CUSTOMER }));
  expectStatus(
    await t.api.post('/api/queue-booking', {
      selectedDate: tableDay,
      customerName: 'Queued',
      email: 'queued@example.test',
    }),
    201,
  );
  await change(table.id, { action: 'cancel', cancelReason: 'Closed early' });

  expectStatus(await admin.post('/api/create-product', await productRequest()), 201);
  const [product] = productListSchema.parse((await t.api.get('/api/get-products')).json());
  const placed = expectStatus(
    await t.api.post(
      '/api/add-order',
      orderRequest([orderLine(product!)], { customer_Email: CUSTOMER }),
    ),
    201,
  );
  const orderId = (placed.json() as { order: { id: number } }).order.id;
  expectStatus(
    await admin.patch(`/api/orders/${orderId}/cancel`, { cancelReason: 'Out of milk' }),
    200,
  );

  // A card order and a card advance given back by hand (docs/payments.md#refunds-to-follow):
  // order-refunded and booking-refunded.
  const cardOrder = expectStatus(
    await t.api.post(
      '/api/add-order',
      orderRequest([orderLine(product!)], { customer_Email: CUSTOMER, paymentMethod: 'card' }),
    ),
    201,
  ).json<{ order: { id: number }; checkoutUrl: string }>();
  await payBySafepay(new URL(cardOrder.checkoutUrl).searchParams.get('beacon')!);
  expectStatus(
    await admin.patch(`/api/orders/${cardOrder.order.id}/cancel`, { cancelReason: 'Closed' }),
    200,
  );
  expectStatus(
    await admin.post(`/api/refunds/order/${cardOrder.order.id}/record`, {
      method: 'cash',
      reference: 'Handed over',
    }),
    200,
  );
  // A café order by transfer (docs/payments.md#transfers): order-awaiting-transfer, with its page.
  const offer = (transferMethods: string[]) =>
    admin.put('/api/settings', {
      ...TEST_VENUE_SETTINGS,
      transferAccounts: TRANSFER_ACCOUNTS,
      transferMethods,
    });
  expectStatus(await offer(['bank-transfer']), 200);
  expectStatus(
    await t.api.post(
      '/api/add-order',
      orderRequest([orderLine(product!)], {
        customer_Email: CUSTOMER,
        paymentMethod: 'transfer',
        transferMethod: 'bank-transfer',
      }),
    ),
    201,
  );
  expectStatus(await offer([]), 200);
  const cardBooking = await bookThroughApi(t, {
    ...padelRequest(daysFromToday(6), 11, { email: CUSTOMER }),
    paymentType: 'PayViaCard',
  });
  await payBySafepay(cardBooking.row.checkoutSessionId!);
  await change(cardBooking.id, { action: 'cancel', cancelReason: 'Rain', refundAdvance: true });
  expectStatus(
    await admin.post(`/api/refunds/booking/${cardBooking.id}/record`, {
      method: 'raast',
      reference: 'RAAST-1',
    }),
    200,
  );

  // A regular's weekly game (docs/bookings.md#series): series-booked, series-changed, and the
  // renewal message as its end comes near.
  const series = expectStatus(
    await admin.post('/api/booking-series', {
      selectedCourt: 'Court 2',
      selectedSlots: [slotLabel(20)],
      startDate: daysFromToday(2),
      count: 2,
      customerName: 'Regular',
      phoneNumber: '03001239876',
      email: CUSTOMER,
    }),
    201,
  ).json<{ id: number; occurrences: { bookingId: number }[] }>();
  expectStatus(
    await admin.post(`/api/booking-series/${series.id}/cancel`, {
      bookingId: series.occurrences[1]!.bookingId,
      scope: 'one',
    }),
    200,
  );
  await seriesRenewalJob(bookingContext(t.app, { config: t.config, now: testClock })).run();

  expectStatus(await t.api.post('/api/forgot-password', { email: TEST_ADMIN.email }), 200);
  // A new browser past the account's sign-in limit is mailed a link (docs/accounts.md#sign-in-links):
  // 100 strangers' failures, 10 from each of 10 addresses, then the right password.
  for (let address = 1; address <= 10; address++) {
    for (let i = 0; i < 10; i++) {
      const wrong = { email: TEST_ADMIN.email, password: `guess-${address}-${i}` };
      await t.api.post('/api/auth/login', wrong, { remoteAddress: `127.40.0.${address}` });
    }
  }
  expectStatus(
    await t.api.post('/api/auth/login', TEST_ADMIN, { remoteAddress: '127.41.0.1' }),
    202,
  );
  expectStatus(await t.api.post('/api/find-my-booking', { email: CUSTOMER }), 200);
  // A closed day's report to the owner (docs/till.md#day-close): a past day of nothing, exact.
  expectStatus(
    await admin.post(`/api/day-close/${daysFromToday(-30)}`, {
      counts: {},
      acknowledgeBlocks: true,
    }),
    201,
  );
}

/** Every address in an e-mail: its text part's URLs and its HTML part's links. */
function linksOf(body: EmailBody): string[] {
  const inText = body.text.match(/https?:\/\/[^\s)>"]+/g) ?? [];
  const inHtml = [...body.html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  return [...new Set([...inText, ...inHtml])];
}

const HOSTS = [
  { origin: 'http://localhost', host: 'localhost', routes: ['', ...Object.values(APP_ROUTES)] },
  {
    origin: 'http://booking.localhost',
    host: 'booking.localhost',
    routes: Object.values(BOOKING_ROUTES),
  },
];

describe('links in messages', () => {
  it('every kind of message links only to screens that exist, on their own host', async () => {
    await sendEveryKind();
    const rows = await t.app.db.select().from(notifications);
    const byKind = new Map<NotificationKind, string[]>();
    for (const row of rows) {
      if (row.channel !== 'email') continue;
      byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), ...linksOf(row.body as EmailBody)]);
    }
    expect([...byKind.keys()].sort()).toEqual([...NOTIFICATION_KINDS].sort());

    const ours = [...byKind.values()].flat().filter((link) => !link.startsWith('https://wa.me'));
    expect(ours.length).toBeGreaterThan(NOTIFICATION_KINDS.length);
    for (const link of ours) {
      const url = new URL(link);
      const site = HOSTS.find((candidate) => candidate.origin === url.origin);
      expect(site, link).toBeDefined();
      expect(
        site!.routes.some((pattern) => matchesRoute(pattern, url.pathname)),
        link,
      ).toBe(true);
      const page = await t.app.inject({
        url: `${url.pathname}${url.search}`,
        headers: { host: site!.host, accept: 'text/html' },
      });
      expect(page.statusCode, link).toBe(200);
    }
  });

  it("staff alerts open the booking's detail screen and the order list", async () => {
    const rows = await t.app.db.select().from(notifications);
    const alert = (kind: NotificationKind) =>
      rows
        .filter((row) => row.kind === kind)
        .flatMap((row) => linksOf(row.body as EmailBody))
        .map((link) => new URL(link).pathname);
    expect(alert('staff-new-booking').every((path) => /^\/booking-detail\/\d+$/.test(path))).toBe(
      true,
    );
    expect(alert('staff-booking-cancelled')).toEqual([
      expect.stringMatching(/^\/booking-detail\/\d+$/),
    ]);
    // Two orders (one cash, one by card), each alert to the order list.
    expect([...new Set(alert('staff-new-order'))]).toEqual(['/order-list']);
    // An address no screen has is the host's 404 page, on both hosts.
    for (const host of ['localhost', 'booking.localhost']) {
      const missing = await t.app.inject({
        url: '/booking-details/1',
        headers: { host, accept: 'text/html' },
      });
      expect(missing.statusCode).toBe(404);
    }
  });
});

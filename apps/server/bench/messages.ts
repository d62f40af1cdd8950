/**
 * docs/quality.md#b8-messages against the built server run as its own process, on the database
 * the run names (PGlite by default, PostgreSQL with TEST_DB_KIND=postgres). Prints a table; a
 * measurement, never a test.
 * - 1,000 bookings are made in a burst (50 at a time); each writes its "booking received" e-mail
 *   into the outbox, which the server's worker delivers to a local SMTP sink in this process.
 * - Drain: from the burst's last answer until the last of the 1,000 e-mails has arrived (the
 *   backlog the burst left); the whole span from the first booking is shown beside it.
 * - Baseline: 1,000 of the same e-mails (the booking-received message, HTML, text and calendar
 *   file, rendered beforehand) handed straight to nodemailer with the same pooled transport, all
 *   at once, to the same sink.
 * Every e-mail must arrive, none twice (told apart by the outbox's Message-ID).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { BookingRow } from '../src/modules/bookings/bookings.repo';
import { bookingEmail } from '../src/modules/notifications/messages/booking-messages';
import { startServer } from '../test/server-process';
import { createTestDatabase, testDatabaseKind } from '../test/test-app';
import { BENCH_SERVER_ENV, bookingRequest, burst, startSink } from './mail-sink';

const BOOKINGS = 1000;
const AT_ONCE = 50;

const VENUE = {
  name: 'Padel & Café',
  address: undefined,
  timeZone: 'Asia/Karachi',
  bookingUrl: 'http://booking.localhost:3000',
  appUrl: 'http://localhost:3000',
};

/** The row a booking of `bookingRequest(i)` stores, enough to render its e-mail. */
function sampleBooking(i: number): BookingRow {
  const asked = bookingRequest(i);
  const now = new Date();
  return {
    id: i + 1,
    customerName: asked.customerName,
    email: asked.email,
    phoneNumber: asked.phoneNumber,
    bookingType: 'Padel',
    selectedDate: asked.selectedDate,
    slotHours: [i % 24],
    selectedCourt: asked.selectedCourt,
    numberOfGuests: 2,
    status: 'Pending',
    cancelReason: null,
    feeOwed: 0,
    feePaid: 0,
    lateCancellation: false,
    disabled: false,
    customerInstruction: null,
    unitAmount: 5000,
    amount: 5000,
    priceLines: [],
    paymentType: 'PayLater',
    paymentStatus: 'UnPaid',
    remainingPaymentType: null,
    bookingSource: 'online',
    feedback: null,
    staffNotes: null,
    accessToken: `token-${i}-0123456789abcdef0123456789`,
    invoiceNumber: null,
    sessionId: null,
    redirectionSourceId: null,
    reminderSent: false,
    checkoutSessionId: null,
    checkoutUrl: null,
    checkoutAmount: null,
    cardPaymentAmount: null,
    cardPaidAt: null,
    cardPaymentReference: null,
    refund: null,
    ledgerPaid: null,
    paidBy: null,
    confirmBy: null,
    confirmCodeHash: null,
    confirmPhoneCodeHash: null,
    phoneProven: false,
    knownCustomer: false,
    secureBy: null,
    transferMethod: null,
    transferBy: null,
    transferReceiptAt: null,
    confirmTries: 0,
    clientAddress: null,
    clientNetwork: null,
    clientNetworks: null,
    seriesId: null,
    createdAt: now,
    updatedAt: now,
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

const sink = await startSink();
const dataDir = mkdtempSync(join(tmpdir(), 'padel-messages-'));
const database = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: database?.target.kind === 'postgres' ? database.target.url : '',
  SMTP_URL: sink.url,
  ...BENCH_SERVER_ENV,
});
try {
  const started = performance.now();
  await burst(server.url, BOOKINGS, AT_ONCE);
  const burstDone = performance.now();
  const deliveredDuringBurst = sink.messages.length;
  await sink.until(BOOKINGS);
  const drained = performance.now();
  // A moment more: anything sent twice would arrive now.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const sent = [...sink.messages];
  const distinct = new Set(sent.map((message) => message.id)).size;
  const recipients = new Set(sent.map((message) => message.to)).size;

  // The baseline: the same e-mails straight through nodemailer, to the same sink.
  sink.messages.length = 0;
  const bodies = sent.map((message, i) => ({
    to: message.to,
    ...bookingEmail('booking-received', sampleBooking(i), VENUE),
  }));
  const transport = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: 4 });
  const baselineStart = performance.now();
  await Promise.all(
    bodies.map((body) => transport.sendMail({ from: 'no-reply@localhost', ...body })),
  );
  const baseline = performance.now() - baselineStart;
  transport.close();

  const drain = drained - burstDone;
  console.log(`\nB8 (${testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`);
  console.table([
    {
      what: `${BOOKINGS} bookings: e-mails arrived / distinct / recipients`,
      measured: `${sent.length} / ${distinct} / ${recipients}`,
      target: `${BOOKINGS} / ${BOOKINGS} / ${BOOKINGS}`,
    },
    { what: 'burst of bookings, s', measured: seconds(burstDone - started), target: '' },
    { what: 'e-mails delivered during the burst', measured: deliveredDuringBurst, target: '' },
    { what: 'drain: burst over to last e-mail, s', measured: seconds(drain), target: '' },
    { what: 'first booking to last e-mail, s', measured: seconds(drained - started), target: '' },
    {
      what: `${BOOKINGS} e-mails straight through nodemailer, s`,
      measured: seconds(baseline),
      target: '',
    },
    { what: 'drain / nodemailer', measured: (drain / baseline).toFixed(2), target: '<= 2' },
  ]);
} finally {
  await server.stop();
  await sink.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

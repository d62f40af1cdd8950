import {
  createBookingResponseSchema,
  TRANSFER_MESSAGES,
  type CreateBookingRequest,
} from '@padel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { daysFromToday, testClock } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { padelRequest } from '../../../test/factories';
import { imageDataUrl } from '../../../test/images';
import { createAdminTestApp, TEST_VENUE_SETTINGS, type TestApp } from '../../../test/test-app';
import { TRANSFER_ACCOUNTS } from '../../../test/transfer-accounts';
import { receiptCleanupJob, STALE_RECEIPT_DAYS } from './receipt-cleanup.job';

/**
 * A receipt cannot burn the CPU or fill the disk (issue 43, point 4; docs/payments.md#transfers):
 * the link is checked before the picture is read, so an upload to a made-up token or to a
 * booking that waits for no transfer decodes nothing; a picture past 12 megapixels is refused
 * from its header; what is kept is at most 1600 px on its long side. The decodes are counted
 * in /api/metrics (`padel_receipts_decoded_total`).
 */
const TOKEN = 'receipts-metrics-token-0123456789';
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp(
    { metricsToken: TOKEN },
    { now: testClock, messageWorker: false },
  ));
  expectStatus(
    await admin.put('/api/settings', {
      ...TEST_VENUE_SETTINGS,
      transferAccounts: TRANSFER_ACCOUNTS,
      transferMethods: ['bank-transfer'],
    }),
    200,
  );
});
afterAll(async () => {
  await t?.close();
});

/** How many receipts this server has decoded, as Prometheus reads it. */
async function decoded(): Promise<number> {
  const response = await t.api.get('/api/metrics', {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = expectStatus(response, 200)
    .body.split('\n')
    .find((row) => row.startsWith('padel_receipts_decoded_total '));
  return Number(line!.split(' ')[1]);
}

let n = 0;
async function transferBooking(hour: number) {
  n += 1;
  const request: CreateBookingRequest = padelRequest(daysFromToday(12), hour, {
    customerName: `Receipt ${n}`,
    phoneNumber: `0348${String(1_000_000 + n).slice(-7)}`,
    paymentType: 'PayViaOnline',
    transferMethod: 'bank-transfer',
  });
  return createBookingResponseSchema.parse(
    expectStatus(await t.api.post('/api/create-booking', request), 201).json(),
  );
}

const upload = (token: string, image: string) =>
  t.api.post(`/api/my-booking/${token}/transfer-receipt`, { image });

describe('receipt uploads', () => {
  it('decode nothing for a made-up link or a booking that waits for no transfer', async () => {
    const before = await decoded();
    const picture = await imageDataUrl({ width: 1200, height: 900 });
    expectStatus(await upload('made-up-token-of-a-stranger', picture), 404);
    const order = await t.api.post('/api/my-order/made-up-token/transfer-receipt', {
      image: picture,
    });
    expectStatus(order, 404);
    // A booking paid at the venue waits for no transfer.
    const atVenue = createBookingResponseSchema.parse(
      expectStatus(
        await t.api.post('/api/create-booking', padelRequest(daysFromToday(12), 8)),
        201,
      ).json(),
    );
    expectStatus(await upload(atVenue.accessToken, picture), 409);
    expect(await decoded()).toBe(before);
  });

  it('refuses a picture past 12 megapixels from its header, and decodes none of it', async () => {
    const made = await transferBooking(10);
    // 40 megapixels of one colour: a PNG well under 5 MB.
    const huge = await sharp({
      create: { width: 8000, height: 5000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const before = await decoded();
    const refused = await upload(
      made.accessToken,
      `data:image/png;base64,${huge.toString('base64')}`,
    );
    expect(expectStatus(refused, 400).json()).toMatchObject({
      code: 'NOT_A_RECEIPT',
      message: TRANSFER_MESSAGES.receiptTooManyPixels,
    });
    expect(await decoded()).toBe(before);
    expectStatus(await t.api.get(`/api/my-booking/${made.accessToken}/transfer-receipt`), 404);
  });

  it('keeps a phone-sized receipt at most 1600 px on its long side, decoded once', async () => {
    const made = await transferBooking(11);
    const before = await decoded();
    expectStatus(
      await upload(made.accessToken, await imageDataUrl({ width: 3000, height: 4000 })),
      200,
    );
    expect(await decoded()).toBe(before + 1);
    const kept = await t.api.get(`/api/my-booking/${made.accessToken}/transfer-receipt`);
    const { width, height, format } = await sharp(expectStatus(kept, 200).rawPayload).metadata();
    expect(format).toBe('webp');
    expect(Math.max(width!, height!)).toBe(1600);
  });

  it('deletes the receipts of transfers rejected more than 30 days ago, and keeps accepted ones', async () => {
    const rejected = await transferBooking(14);
    const accepted = await transferBooking(15);
    for (const made of [rejected, accepted]) {
      expectStatus(await upload(made.accessToken, await imageDataUrl()), 200);
    }
    const list = expectStatus(await admin.get('/api/transfers'), 200).json() as {
      id: number;
      reference: string;
    }[];
    const idOf = (made: typeof rejected) =>
      list.find((row) => row.reference === made.booking.transfer!.reference)!.id;
    expectStatus(
      await admin.post(`/api/transfers/${idOf(rejected)}/reject`, { reason: 'No such transfer' }),
      200,
    );
    expectStatus(
      await admin.post(`/api/transfers/${idOf(accepted)}/accept`, { reference: 'FT-KEEP-1' }),
      200,
    );
    const kept = (made: typeof rejected) =>
      t.api.get(`/api/my-booking/${made.accessToken}/transfer-receipt`);
    const DAY = 24 * 60 * 60_000;
    // A day short of it: both kept.
    await receiptCleanupJob(
      t.app.db,
      () => new Date(testClock().getTime() + (STALE_RECEIPT_DAYS - 1) * DAY),
    ).run();
    expectStatus(await kept(rejected), 200);
    // Past it: the rejected one's picture is gone, the accepted one's stays with its payment.
    await receiptCleanupJob(
      t.app.db,
      () => new Date(testClock().getTime() + (STALE_RECEIPT_DAYS + 1) * DAY),
    ).run();
    expectStatus(await kept(rejected), 404);
    expectStatus(await kept(accepted), 200);
  });
});

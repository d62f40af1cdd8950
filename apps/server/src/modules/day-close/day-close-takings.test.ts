import { dayCloseAnswerSchema, formatPrice, type ClosedDay } from '@padel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../test/api';
import { testToday } from '../../../test/clock';
import { expectStatus } from '../../../test/expect-status';
import { given } from '../../../test/given';
import { startSmtpServer } from '../../../test/smtp';
import { createAdminTestApp, type TestApp } from '../../../test/test-app';
import { startWhatsappStandIn } from '../../../test/whatsapp';

/**
 * The owner's day-closed e-mail and WhatsApp give what the day took (docs/till.md#day-close): its
 * money net of refunds, without the drawer's opening float, pay-ins and pay-outs, which are cash
 * moved, not takings. Through a real SMTP server and the WhatsApp stand-in.
 */

const WHATSAPP_TOKEN = 'day-close-token';
const VENUE_WHATSAPP = '923001234567';
let t: TestApp;
let owner: Api;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let whatsapp: Awaited<ReturnType<typeof startWhatsappStandIn>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  whatsapp = await startWhatsappStandIn({ token: WHATSAPP_TOKEN });
  ({ t, admin: owner } = await createAdminTestApp(
    {
      smtpUrl: smtp.url,
      venueWhatsapp: VENUE_WHATSAPP,
      whatsapp: {
        token: WHATSAPP_TOKEN,
        phoneNumberId: '106540352242922',
        apiUrl: whatsapp.apiUrl,
        language: 'en',
        templates: {},
      },
    },
    { messageWorker: { jobEveryMs: 100 } },
  ));
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await whatsapp?.close();
});

/** A confirmed booking of this morning, its whole price paid at the desk by `how`. */
async function paidAtTheDesk(hour: number, how: 'PayViaCash' | 'PayViaCard') {
  const booking = await given.booking(t.app.db, {
    date: testToday(),
    hours: [hour],
    status: 'Booking Confirmed',
  });
  expectStatus(
    await owner.patch('/api/update-PaymentStatus', {
      id: booking.id,
      PaymentStatus: '100%Paid',
      remaining_paymentType: how,
    }),
    200,
  );
  return booking.amount;
}

describe("the owner's day-closed messages", () => {
  it('say what the day took, the float, pay-in and pay-out left out', async () => {
    for (const [kind, amount, note] of [
      ['opening-float', 10_000, 'Float from the safe'],
      ['pay-in', 2_000, 'Change from the bank'],
      ['pay-out', 500, 'Milk for the café'],
    ] as const) {
      expectStatus(await owner.post('/api/till/movements', { kind, amount, note }), 201);
    }
    const cash = await paidAtTheDesk(7, 'PayViaCash');
    const card = await paidAtTheDesk(8, 'PayViaCard');
    const takings = cash + card;
    const drawer = 10_000 + 2_000 - 500 + cash;
    const made = expectStatus(
      await owner.post(`/api/day-close/${testToday()}`, { counts: { coins: drawer } }),
      201,
    );
    const closed = dayCloseAnswerSchema.parse(made.json()) as ClosedDay;
    // Every movement, the drawer's included, is on the report: the takings leave three out.
    expect(closed.report.total).toBe(takings + 10_000 + 2_000 - 500);

    const mail = await smtp.waitForMail('admin@test.local');
    expect(mail.subject).toContain(`${formatPrice(takings)} taken, drawer exact`);
    expect(mail.text).toMatch(new RegExp(`Takings:\\s+${formatPrice(takings)}`));
    expect(mail.htmlText).toContain(`Takings ${formatPrice(takings)}`);
    expect(mail.text).toContain(
      `${formatPrice(takings)} taken, the drawer's opening float, pay-ins and pay-outs left out`,
    );
    // The float and the pay-in are never counted as taken.
    for (const wrong of [takings + 10_000, takings + 12_000, takings + 11_500]) {
      expect(mail.subject).not.toContain(formatPrice(wrong));
    }

    const message = await whatsapp.waitFor(VENUE_WHATSAPP);
    expect(message.body.template.name).toBe('day_closed');
    const [body] = message.body.template.components;
    expect(body!.parameters.map((parameter) => parameter.text)).toEqual([
      expect.any(String),
      formatPrice(takings),
      formatPrice(drawer),
      formatPrice(drawer),
      'exact',
    ]);
  });
});

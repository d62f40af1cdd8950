import {
  adminBookingSchema,
  DEFAULT_VENUE_SETTINGS,
  quotePadel,
  slotLabel,
  type AdminBooking,
} from '@padel/contracts';
import { expect } from 'vitest';
import { expectStatus } from '../../apps/server/test/expect-status';
import { padelRequest } from '../../apps/server/test/factories';
import { api, findBookingId, freePadelDate, uniqueTag } from './admin-bookings';
import { createBookingViaApi, customer, eventually } from './booking';

/**
 * A padel booking on a free date whose 50% advance the customer paid through the Checkout API
 * stand-in (docs/payments.md#card-payments), read back as the admin sees it.
 */
export async function bookPaidByCardViaApi(token: string, tag: string, hours: number[]) {
  const date = await freePadelDate();
  const person = customer(`${tag}-${uniqueTag()}`);
  const quote = quotePadel(DEFAULT_VENUE_SETTINGS.prices, date, hours);
  const created = await createBookingViaApi({
    ...padelRequest(date, hours[0]!, {
      selectedSlots: hours.map(slotLabel),
      selectedCourt: 'Court 1',
      customerName: person.name,
      email: person.email,
      phoneNumber: person.phone,
      customer_instruction: '',
    }),
    amount: quote.total,
    unit_amount: quote.unitAmount,
    paymentType: 'PayViaCard',
  });
  expectStatus(created, 201);
  // The stand-in's Pay: completes the session and sends the app its signed event.
  const paid = await fetch(String(created.body.checkoutUrl), {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const id = await findBookingId(token, date, person.name);
  const detail = async () =>
    adminBookingSchema.parse((await api<AdminBooking[]>(token, `/bookings/${id}`)).body[0]);
  await eventually(async () => (await detail()).PaymentStatus).toBe('50%Paid');
  return { id, date, person, quote, detail };
}

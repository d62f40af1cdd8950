import { ADVANCE_PERCENT, advanceOf, PAYMENT_MESSAGES } from '@padel/contracts';
import type { Database } from '../../../db/client';
import { ServiceUnavailableError } from '../../../lib/errors';
import { bookingTitle } from '../../notifications/messages/booking-title';
import { longDate } from '../../notifications/messages/venue';
import {
  checkoutSuccessUrl,
  openCheckout,
  type CheckoutSettings,
} from '../../payments/checkout.service';
import { cancelUnpaid } from './booking-payable.service';
import { updateBooking, type BookingRow } from '../bookings.repo';

/**
 * Opens the provider's checkout for a card booking's advance, made and holding its slots (see
 * docs/payments.md#card-payments), keeps its id and page on the booking, and answers both. If the
 * provider cannot be reached the booking is cancelled at once, its slots freed, and the customer
 * told to try again: no slot stays held for a payment that cannot start.
 */
export async function startBookingCheckout(
  db: Database,
  settings: CheckoutSettings,
  booking: BookingRow,
): Promise<{ id: string; url: string }> {
  const amount = advanceOf(booking.amount);
  try {
    const checkout = await openCheckout(settings, {
      reference: `booking-${booking.id}`,
      amount,
      description: `${ADVANCE_PERCENT}% advance: ${bookingTitle(booking)}, ${longDate(booking.selectedDate)}`,
      customerEmail: booking.email,
      successUrl: checkoutSuccessUrl(settings.bookingUrl),
      cancelUrl: `${settings.bookingUrl}/my-booking/${booking.accessToken}`,
      idempotencyKey: `booking-${booking.id}-advance`,
    });
    await updateBooking(db, booking.id, {
      checkoutSessionId: checkout.id,
      checkoutUrl: checkout.url,
      checkoutAmount: amount,
    });
    return { id: checkout.id, url: checkout.url };
  } catch (error) {
    settings.log.error({ err: error, bookingId: booking.id }, 'a card checkout could not start');
    // The customer is told here, in the answer; no message is sent.
    await db.transaction((tx) => cancelUnpaid(tx, booking));
    throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerDown, 'PAYMENT_PROVIDER_DOWN');
  }
}

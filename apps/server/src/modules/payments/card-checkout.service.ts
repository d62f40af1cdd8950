import { ADVANCE_PERCENT, advanceOf, PAYMENT_MESSAGES } from '@padel/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { ServiceUnavailableError } from '../../lib/errors';
import { updateBooking, type BookingRow } from '../bookings/bookings.repo';
import { bookingTitle } from '../notifications/messages/booking-messages';
import { longDate } from '../notifications/messages/venue';
import { cancelUnpaid } from './payment-events.service';
import type { PaymentProvider } from './payment-provider';

/** What starting a checkout needs: the provider, the hold, and where customers come back to. */
export interface CheckoutSettings {
  provider: PaymentProvider;
  holdMinutes: number;
  bookingUrl: string;
  appUrl: string;
  log: FastifyBaseLogger;
}

const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

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
  try {
    const checkout = await settings.provider.createCheckout({
      reference: `booking-${booking.id}`,
      amount: advanceOf(booking.amount),
      description: `${ADVANCE_PERCENT}% advance: ${bookingTitle(booking)}, ${longDate(booking.selectedDate)}`,
      customerEmail: booking.email,
      successUrl: `${settings.bookingUrl}/success?session_id=${SESSION_PLACEHOLDER}`,
      cancelUrl: `${settings.bookingUrl}/my-booking/${booking.accessToken}`,
      expiresAt: new Date(Date.now() + settings.holdMinutes * 60_000),
      idempotencyKey: `booking-${booking.id}-advance`,
    });
    await updateBooking(db, booking.id, {
      checkoutSessionId: checkout.id,
      checkoutUrl: checkout.url,
    });
    return { id: checkout.id, url: checkout.url };
  } catch (error) {
    settings.log.error({ err: error, bookingId: booking.id }, 'a card checkout could not start');
    // The customer is told here, in the answer; no message is sent.
    await db.transaction((tx) => cancelUnpaid(tx, booking));
    throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerDown, 'PAYMENT_PROVIDER_DOWN');
  }
}

/** Opens the provider's checkout for a card order's total; its id is kept on the order. */
export async function startOrderCheckout(
  db: Database,
  settings: CheckoutSettings,
  order: { id: number; total: number; email: string | null },
): Promise<string> {
  try {
    const checkout = await settings.provider.createCheckout({
      reference: `order-${order.id}`,
      amount: order.total,
      description: `Café order #${order.id}`,
      customerEmail: order.email ?? undefined,
      successUrl: `${settings.appUrl}/success?session_id=${SESSION_PLACEHOLDER}`,
      cancelUrl: `${settings.appUrl}/cancel`,
      expiresAt: new Date(Date.now() + settings.holdMinutes * 60_000),
      idempotencyKey: `order-${order.id}-payment`,
    });
    await db.update(orders).set({ checkoutSessionId: checkout.id }).where(eq(orders.id, order.id));
    return checkout.url;
  } catch (error) {
    settings.log.error({ err: error, orderId: order.id }, 'a card checkout could not start');
    throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerDown, 'PAYMENT_PROVIDER_DOWN');
  }
}

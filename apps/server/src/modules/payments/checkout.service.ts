import type { Notifier } from '../notifications/notifier.service';
import type { Till } from '../ledger/till.service';
import type { FastifyBaseLogger } from 'fastify';
import {
  CHECKOUT_ID_PLACEHOLDER,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
} from './payment-provider.adapter';

/** What starting a checkout needs: the provider, the hold, and where customers come back to. */
export interface CheckoutSettings {
  provider: PaymentProvider;
  holdMinutes: number;
  bookingUrl: string;
  appUrl: string;
  log: FastifyBaseLogger;
  /** Where the refunds it makes are written (docs/till.md#ledger). */
  till: Till;
  /** Tells customers their refunds are done (docs/notifications.md#refunded). */
  notifier: Notifier;
}

/** The result page on `siteUrl` a paid checkout returns to (docs/payments.md#result-pages). */
export const checkoutSuccessUrl = (siteUrl: string) =>
  `${siteUrl}/success?session_id=${CHECKOUT_ID_PLACEHOLDER}`;

/**
 * Opens the provider's checkout, open for the card hold (CARD_HOLD_MINUTES): after that the
 * worker ends it (hold-expiry.job.ts). What it pays for is the caller's: the request names it.
 */
export function openCheckout(
  settings: CheckoutSettings,
  request: Omit<CheckoutRequest, 'expiresAt'>,
): Promise<Checkout> {
  return settings.provider.createCheckout({
    ...request,
    // The provider's clock, not the app's: Stripe refuses an expiry outside 30 minutes to 24
    // hours of its own now, and the app's clock runs elsewhere under test (docs/quality.md#one-clock).
    expiresAt: new Date(Date.now() + settings.holdMinutes * 60_000),
  });
}

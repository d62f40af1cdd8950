import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { CheckoutSettings } from '../modules/payments/checkout.service';
import type { Payable } from '../modules/payments/payables.types';
import type { PaymentProvider } from '../modules/payments/payment-provider.adapter';
import { safepayProvider } from '../modules/payments/safepay-provider.adapter';
import { stripeProvider } from '../modules/payments/stripe-provider.adapter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments, when a provider is configured; undefined keeps card options hidden. */
    checkout: CheckoutSettings | undefined;
    /**
     * What can be paid for by card: bookings and orders register themselves here when their
     * routes are registered (ADR 030), and payments ask them what a paid or expired checkout means.
     */
    payables: Payable[];
  }
}

/**
 * The card provider the configuration chose (docs/payments.md#choosing-the-provider), if any:
 * the one place that knows which provider runs.
 */
function configuredProvider(config: Config): PaymentProvider | undefined {
  if (config.stripe) return stripeProvider(config.stripe);
  if (config.safepay) return safepayProvider(config.safepay);
  return undefined;
}

/**
 * Card payments (see docs/payments.md#card-payments): Stripe Checkout or Safepay, as configured.
 * The rounds over refunds due and holds whose time is up are background jobs (jobs.ts).
 */
export const paymentsPlugin = fp(
  async (app, { config }: { config: Config }) => {
    const payables: Payable[] = [];
    app.decorate('payables', payables);
    const provider = configuredProvider(config);
    if (!provider) {
      app.decorate('checkout', undefined);
      return;
    }
    app.decorate('checkout', {
      provider,
      holdMinutes: config.cardHoldMinutes,
      bookingUrl: config.publicBookingUrl,
      appUrl: config.publicAppUrl,
      log: app.log,
      till: app.till,
      notifier: app.notifier,
    });
  },
  { name: 'payments', dependencies: ['db', 'notifications', 'till'] },
);

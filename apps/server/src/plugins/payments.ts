import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { CheckoutSettings } from '../modules/payments/checkout.service';
import type { Payable } from '../modules/payments/payables.types';
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
 * Card payments (see docs/payments.md#card-payments): Stripe Checkout when both keys are set. The
 * rounds over refunds due and holds whose time is up are background jobs (jobs.ts).
 */
export const paymentsPlugin = fp(
  async (app, { config }: { config: Config }) => {
    const payables: Payable[] = [];
    app.decorate('payables', payables);
    if (!config.stripe) {
      app.decorate('checkout', undefined);
      return;
    }
    const provider = stripeProvider(config.stripe);
    app.decorate('checkout', {
      provider,
      holdMinutes: config.cardHoldMinutes,
      bookingUrl: config.publicBookingUrl,
      appUrl: config.publicAppUrl,
      log: app.log,
      till: app.till,
    });
  },
  { name: 'payments', dependencies: ['db', 'notifications', 'till'] },
);

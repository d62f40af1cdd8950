import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { CheckoutSettings } from '../modules/payments/checkout.service';
import { holdExpiryJob } from '../modules/payments/hold-expiry.job';
import type { Payable } from '../modules/payments/payables.types';
import { refundJob } from '../modules/payments/refunds.service';
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
 * Card payments (see docs/payments.md#card-payments): Stripe Checkout when both keys are set,
 * and the worker's rounds over refunds due and holds whose time is up.
 */
export const paymentsPlugin = fp(
  async (app, { config, now }: { config: Config; now: Clock }) => {
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
    });
    app.addTimedJob(refundJob({ db: app.db, provider, log: app.log }, payables));
    app.addTimedJob(
      holdExpiryJob({ db: app.db, log: app.log, payables }, provider, config.cardHoldMinutes, now),
    );
  },
  { name: 'payments', dependencies: ['db', 'notifications'] },
);

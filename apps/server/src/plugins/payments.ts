import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { CheckoutSettings } from '../modules/payments/card-checkout.service';
import { holdExpiryJob } from '../modules/payments/hold-expiry';
import { refundJob } from '../modules/payments/refunds';
import { stripeProvider } from '../modules/payments/stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments, when a provider is configured; undefined keeps card options hidden. */
    checkout: CheckoutSettings | undefined;
  }
}

/**
 * Card payments (see docs/payments.md#card-payments): Stripe Checkout when both keys are set,
 * and the worker's check of holds whose time is up.
 */
export const paymentsPlugin = fp(
  async (app, { config, now }: { config: Config; now: Clock }) => {
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
    app.addTimedJob(refundJob({ db: app.db, provider, log: app.log }));
    app.addTimedJob(
      holdExpiryJob(
        { db: app.db, notifier: app.notifier, log: app.log },
        provider,
        config.cardHoldMinutes,
        now,
      ),
    );
  },
  { name: 'payments', dependencies: ['db', 'notifications'] },
);

import Stripe from 'stripe';
import {
  InvalidSignature,
  type CheckoutState,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.adapter';

/** Stripe's amounts are in the currency's smallest unit: paisa, 100 to the rupee. */
const PAISA_PER_RUPEE = 100;
const CURRENCY = 'pkr';

function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  const paid = session.payment_status === 'paid';
  const intent = session.payment_intent;
  return {
    id: session.id,
    reference: session.client_reference_id,
    status:
      session.status === 'complete'
        ? 'complete'
        : session.status === 'expired'
          ? 'expired'
          : 'open',
    paid,
    amountPaid: paid ? Math.round((session.amount_total ?? 0) / PAISA_PER_RUPEE) : 0,
    paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** Where the SDK sends its requests: Stripe itself, or another host (a local stand-in). */
function endpoint(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/** Stripe Checkout through the official SDK (see docs/payments.md#card-payments). */
export function stripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...endpoint(options.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    signatureHeader: 'stripe-signature',
    refunds: true,
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.reference,
          metadata: { reference: request.reference },
          customer_email: request.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: request.amount * PAISA_PER_RUPEE,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a checkout without a payment page');
      return { id: session.id, url: session.url };
    },
    async getCheckout(id) {
      return stateOf(await stripe.checkout.sessions.retrieve(id));
    },
    async expireCheckout(id) {
      try {
        return stateOf(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        // Already complete or expired: Stripe refuses to expire it; its state says which.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return stateOf(await stripe.checkout.sessions.retrieve(id));
        }
        throw error;
      }
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentReference, amount: request.amount * PAISA_PER_RUPEE },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id };
    },
    parseEvent(rawBody, signature): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new InvalidSignature((error as Error).message);
      }
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
      ) {
        return { id: event.id, type: 'checkout.completed', checkout: stateOf(event.data.object) };
      }
      if (event.type === 'checkout.session.expired') {
        return { id: event.id, type: 'checkout.expired', checkout: stateOf(event.data.object) };
      }
      return { id: event.id, type: 'other', providerType: event.type };
    },
  };
}

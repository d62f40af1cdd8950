/**
 * What the product needs of a card payment provider (see docs/payments.md#card-payments): a hosted
 * checkout for an amount, its state, ending it early, and verified events. Stripe Checkout
 * (stripe-provider.adapter.ts) and Safepay (safepay-provider.adapter.ts) implement it; which one
 * runs is configuration (plugins/payments.ts), and nothing else knows.
 */
/**
 * Where the success address names the checkout: the provider puts the checkout's id in its place
 * (docs/payments.md#result-pages).
 */
export const CHECKOUT_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface CheckoutRequest {
  /** Ours: `booking-12` or `order-7`, carried back on every event. */
  reference: string;
  /** Whole rupees; the provider's smallest unit is worked out by the implementation. */
  amount: number;
  /** One line the customer sees on the payment page. */
  description: string;
  customerEmail: string | undefined;
  /** Carries CHECKOUT_ID_PLACEHOLDER for the checkout's id. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same request sent twice (a retry) makes one checkout. */
  idempotencyKey: string;
}

export interface Checkout {
  id: string;
  /** The provider's payment page. */
  url: string;
}

/** A checkout's state as the provider tells it. */
export interface CheckoutState {
  id: string;
  reference: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  /** Whole rupees actually paid, once paid. */
  amountPaid: number;
  /** The provider's reference for the payment (Stripe's PaymentIntent id). */
  paymentReference: string | null;
}

/** Money given back on a payment (see docs/payments.md#refunds). */
export interface RefundRequest {
  /** The provider's reference for the payment (CheckoutState.paymentReference). */
  paymentReference: string;
  /** Whole rupees. */
  amount: number;
  /** The same refund asked twice (a retry, two processes) is made once. */
  idempotencyKey: string;
}

/** A verified event about a checkout; anything else the provider sends is `other`. */
export type PaymentEvent =
  | { id: string; type: 'checkout.completed' | 'checkout.expired'; checkout: CheckoutState }
  | { id: string; type: 'other'; providerType: string };

export class InvalidSignature extends Error {
  override name = 'InvalidSignature';
}

export interface PaymentProvider {
  /** The request header the provider signs its events in (`stripe-signature`). */
  signatureHeader: string;
  /**
   * Whether `refund` gives money back through the provider. When false a refund due stays due
   * until staff record how they paid it back (docs/payments.md#refunds-by-hand).
   */
  refunds: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  getCheckout(id: string): Promise<CheckoutState>;
  /**
   * Ends an open checkout so it can no longer be paid, where the provider can; answers its state
   * afterwards (a provider that cannot end one answers it as it is, and a late payment is
   * refunded like any other that finds its booking or order gone).
   */
  expireCheckout(id: string): Promise<CheckoutState>;
  /** Refunds (part of) a payment; answers the provider's id of the refund. Only when `refunds`. */
  refund(request: RefundRequest): Promise<{ id: string }>;
  /** Verifies the raw body's signature; throws InvalidSignature when it does not hold. */
  parseEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

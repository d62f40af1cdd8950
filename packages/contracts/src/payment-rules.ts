/**
 * Card payment choices and messages without zod (see docs/payments.md#card-payments), so the
 * booking form's details step and the payment result pages, which only need these, do not load the
 * schema library (docs/decisions/004-web-bundles.md). `payments.ts` re-exports them.
 */
export const ONLINE_PAYMENT_CHOICES = ['PayLater', 'PayViaCard'] as const;
export type OnlinePaymentChoice = (typeof ONLINE_PAYMENT_CHOICES)[number];

export const PAYMENT_MESSAGES = {
  cardUnavailable: 'Card payment is not available. Please choose to pay later.',
  providerDown:
    'Card payment is not available right now. Please try again in a moment, or choose to pay later.',
  /** The reason a booking whose card advance never arrived is cancelled with. */
  notCompleted: 'Payment not completed',
  badSignature: 'The payment event could not be verified.',
  eventApplied: 'Payment event received.',
  checkoutNotFound: 'We could not find this payment.',
} as const;

/**
 * Card payment choices and messages without zod (see docs/payments.md#card-payments), so the
 * booking form's details step and the payment result pages, which only need these, do not load the
 * schema library (docs/decisions/004-web-bundles.md). `payments.ts` re-exports them.
 */
export const ONLINE_PAYMENT_CHOICES = ['PayLater', 'PayViaCard', 'PayViaOnline'] as const;
export type OnlinePaymentChoice = (typeof ONLINE_PAYMENT_CHOICES)[number];

/**
 * A card advance given back when its booking is cancelled by a closure or by the customer (see
 * docs/payments.md#refunds): due until the provider has taken the refund, then refunded.
 */
export const REFUND_STATUSES = ['due', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  cardUnavailable: 'Card payment is not available. Please choose to pay later.',
  providerDown:
    'Card payment is not available right now. Please try again in a moment, or choose to pay later.',
  /** The reason a booking whose card advance never arrived is cancelled with. */
  notCompleted: 'Payment not completed',
  badSignature: 'The payment event could not be verified.',
  eventApplied: 'Payment event received.',
  checkoutNotFound: 'We could not find this payment.',
  refundRecorded: 'Refund recorded',
  noRefundDue: 'There is no refund due on this booking or order.',
  refundByProvider:
    'This refund goes back to the card through the payment provider; it cannot be recorded by hand.',
} as const;

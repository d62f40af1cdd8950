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
  /**
   * Staff's notice on a booking or an order whose card payment is not what its checkout asked
   * (docs/payments.md#amount-asked).
   */
  amountDiffers: (paid: number, asked: number) =>
    `The card payment was PKR ${paid.toLocaleString('en-US')}; the checkout asked PKR ${asked.toLocaleString('en-US')}. Check it with the payment provider.`,
  /** Why the excess of a payment above what was asked is owed back. */
  paidMoreThanAsked: 'Paid more than the checkout asked',
  /** Why a café order paid less than its total by card is cancelled, its money owed back. */
  paidLessThanAsked: 'The card payment was less than the order total',
} as const;

/**
 * Whether a provider's payment differs from what its checkout asked (docs/payments.md#amount-asked):
 * a row from before the amount was kept asks nothing and is taken as asked.
 */
export function paymentDiffers(paid: number | null, asked: number | null): boolean {
  return paid !== null && asked !== null && paid !== asked;
}

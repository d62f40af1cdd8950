import { z } from 'zod';

/**
 * Card payments (see docs/payments.md#card-payments): how a customer chooses, what the result
 * pages ask, and the messages. The advance is ADVANCE_RATE of the server's total.
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

/**
 * GET /api/payments/checkout/{sessionId}: what the result pages show. `paid` only once the
 * provider's verified event has arrived (the return to the success page proves nothing).
 */
export const CHECKOUT_STATUSES = ['pending', 'paid', 'expired'] as const;
export const checkoutStatusSchema = z.object({
  kind: z.enum(['booking', 'order']),
  status: z.enum(CHECKOUT_STATUSES),
  /** For a booking: its access token, for the link to the customer's own page. */
  accessToken: z.string().optional(),
  /** For an order: its number. */
  orderId: z.number().int().optional(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const checkoutParamsSchema = z.object({
  sessionId: z
    .string()
    .trim()
    .regex(/^cs_[A-Za-z0-9_]{8,200}$/, PAYMENT_MESSAGES.checkoutNotFound),
});

/** The card advance as the admin detail shows it. */
export const cardPaymentSchema = z.object({
  amount: z.number(),
  paidAt: z.string(),
  reference: z.string().nullable(),
});

import { z } from 'zod';
import { PAYMENT_MESSAGES, REFUND_STATUSES } from './payment-rules';

/**
 * Card payments (see docs/payments.md#card-payments): how a customer chooses (the zod-free
 * `payment-rules.ts`), what the result pages ask, and the messages. The advance is ADVANCE_RATE of
 * the server's total.
 */
export * from './payment-rules';

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
  /** Given back after a cancellation (see docs/payments.md#refunds), or null. */
  refund: z
    .object({
      status: z.enum(REFUND_STATUSES),
      amount: z.number(),
      reference: z.string().nullable(),
    })
    .nullable(),
});

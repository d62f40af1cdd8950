import { z } from 'zod';
import { idFieldSchema, idSchema } from './input';
import type { MovementMethod } from './ledger';
import { PAYMENT_MESSAGES } from './payment-rules';

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
    // A Stripe Checkout Session (`cs_…`) or a Safepay tracker (`track_…`).
    .regex(
      /^(cs_[A-Za-z0-9_]{8,200}|track_[A-Za-z0-9-]{8,200})$/,
      PAYMENT_MESSAGES.checkoutNotFound,
    ),
});

/**
 * How staff may pay a refund back by hand (docs/payments.md#refunds-by-hand): every method but a
 * card online, which only the provider refunds (or, where it cannot, staff by another way).
 */
export const REFUND_BY_HAND_METHODS = [
  'cash',
  'card-desk',
  'bank-transfer',
  'raast',
  'jazzcash',
  'easypaisa',
] as const satisfies readonly MovementMethod[];

/** POST /api/refunds/{kind}/{id}/record: the booking's or order's refund due. */
export const refundRecordParamsSchema = z.object({
  kind: z.enum(['booking', 'order'], { error: 'The kind must be booking or order' }),
  id: idSchema('The id'),
});

export const refundRecordRequestSchema = z.object({
  /** Which refund due, when the booking or order owes back by more than one method. */
  refundId: idFieldSchema('The refund').optional(),
  method: z.enum(REFUND_BY_HAND_METHODS, {
    error: `The method must be one of ${REFUND_BY_HAND_METHODS.join(', ')}`,
  }),
  /** The slip's, transfer's or wallet's reference; for cash, who handed it over. */
  reference: z
    .string({ error: 'A reference is required' })
    .trim()
    .min(1, 'A reference is required')
    .max(120, 'The reference must be at most 120 characters'),
});
export type RefundRecordRequest = z.infer<typeof refundRecordRequestSchema>;

/** The card advance as the admin detail shows it. */
export const cardPaymentSchema = z.object({
  amount: z.number(),
  paidAt: z.string(),
  reference: z.string().nullable(),
});

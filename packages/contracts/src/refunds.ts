import { z } from 'zod';
import { exportRangeShape, rangeInOrder } from './export-range';
import { wholeNumberSchema } from './input';
import { MOVEMENT_AMOUNT_MAX, MOVEMENT_METHODS } from './ledger';
import { REFUND_STATUSES } from './payment-rules';
import { REFUND_MESSAGES, REFUND_REASON_MAX } from './refund-rules';

const methodSchema = z.enum(MOVEMENT_METHODS, {
  error: `The method must be one of ${MOVEMENT_METHODS.join(', ')}`,
});

/** One method's part of a refund: how much goes back by it. */
export const refundPartSchema = z.object({
  method: methodSchema,
  amount: wholeNumberSchema('The refund', 0, MOVEMENT_AMOUNT_MAX),
});

/**
 * On a cancellation, the owner's other amount than the policy's, by method, and why
 * (docs/payments.md#refunds): left out, the policy's refund is owed back.
 */
export const refundOverrideShape = {
  refunds: z.array(refundPartSchema).max(MOVEMENT_METHODS.length).optional(),
  refundReason: z.string().max(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong).optional(),
};

/**
 * What a booking or an order owes back or gave back, summed over its refunds
 * (docs/payments.md#refunds): due until every one is made; the one method it goes or went back
 * by, null when more than one; since when it is due.
 */
export const refundSummarySchema = z.object({
  status: z.enum(REFUND_STATUSES),
  amount: z.number(),
  method: methodSchema.nullable(),
  dueSince: z.string(),
});

/**
 * One refund of a booking or an order (docs/payments.md#refunds), as the detail screens list
 * them: owed back by the way the money came, due since the cancellation, then made.
 */
export const refundLineSchema = z.object({
  id: z.number().int(),
  /** The way the money came, and so the way it is owed back. */
  method: methodSchema,
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  dueSince: z.string(),
  /** The owner's reason for giving back another amount than the policy's, or null. */
  reason: z.string().nullable(),
  /** Once made: when, by which method (the ledger's row) and its reference. */
  refundedAt: z.string().nullable(),
  paidBackBy: methodSchema.nullable(),
  reference: z.string().nullable(),
});
export type RefundLine = z.infer<typeof refundLineSchema>;

/**
 * GET /api/booking/{id}/cancel-quote and /api/orders/{id}/cancel-quote: what a cancellation would
 * give back, as the server reckons it: what was taken by each method and what the policy returns.
 */
export const refundQuoteSchema = z.object({
  taken: z.array(
    z.object({ method: methodSchema, taken: z.number().int(), refundable: z.number().int() }),
  ),
  policy: z.array(refundPartSchema),
  /** Whether the one asking may give back another amount (the owner). */
  mayOverride: z.boolean(),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

/**
 * The refunds to follow (docs/payments.md#refunds-to-follow): every refund due, of bookings and
 * café orders, until it is done, and the ones done on business days `from` to `to`, with how they
 * went back (the ledger's refund row, docs/till.md#ledger).
 */
export const REFUND_LIST_STATUSES = ['due', 'done'] as const;
export type RefundListStatus = (typeof REFUND_LIST_STATUSES)[number];

/** GET /api/refunds: the due ones (whatever their day), or the done ones of a range of days. */
export const refundListQuerySchema = rangeInOrder(
  z.object({
    status: z
      .enum(REFUND_LIST_STATUSES, { error: 'The status must be due or done' })
      .default('due'),
    ...exportRangeShape,
  }),
);
export type RefundListQuery = z.input<typeof refundListQuerySchema>;

/** Who gives the money back: the card provider by itself, or staff, who record how. */
export const REFUND_MAKERS = ['provider', 'staff'] as const;
export type RefundMaker = (typeof REFUND_MAKERS)[number];

export const refundItemSchema = z.object({
  /** The refund's own id: the one to name when recording it (POST /api/refunds/{kind}/{id}/record). */
  refundId: z.number().int(),
  kind: z.enum(['booking', 'order']),
  id: z.number().int(),
  customerName: z.string(),
  amount: z.number().int(),
  /** The way the money came, and so the way it is owed back. */
  dueMethod: z.enum(MOVEMENT_METHODS),
  /** When the cancellation that made it due was made. */
  dueSince: z.string(),
  /** The owner's reason for giving back another amount than the policy's, or null. */
  reason: z.string().nullable(),
  madeBy: z.enum(REFUND_MAKERS),
  status: z.enum(['due', 'refunded']),
  /** Once done: when, how (the ledger's method) and its reference; null while due. */
  refundedAt: z.string().nullable(),
  method: z.enum(MOVEMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  /** The business day its ledger row counts on. */
  businessDay: z.string().nullable(),
});
export type RefundItem = z.infer<typeof refundItemSchema>;

export const refundListSchema = z.object({
  refunds: z.array(refundItemSchema),
  /** The range the done ones were read for (business days). */
  from: z.string(),
  to: z.string(),
});
export type RefundList = z.infer<typeof refundListSchema>;

/** How many refunds one answer lists at most (oldest due first, newest done first). */
export const REFUND_LIST_LIMIT = 500;

export const REFUND_LIST_WORDS = {
  title: 'Refunds',
  due: 'Refunds due',
  done: 'Refunds done',
  noneDue: 'No refunds are due.',
  noneDone: 'No refunds were done on these days.',
  byProvider: 'The card provider refunds it',
  byStaff: 'Staff pay it back',
  record: 'Record how it was paid back',
} as const;

/** GET /api/{booking|orders}/{id}/cancel-quote: `late` asks for a late cancellation's policy. */
export const refundQuoteQuerySchema = z.object({
  late: z
    .enum(['true', 'false'], { error: 'late must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

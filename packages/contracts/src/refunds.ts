import { z } from 'zod';
import { exportRangeShape, rangeInOrder } from './export-range';
import { MOVEMENT_METHODS } from './ledger';

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
  kind: z.enum(['booking', 'order']),
  id: z.number().int(),
  customerName: z.string(),
  amount: z.number().int(),
  /** When the change that made it due was made (the booking's last change, the order's cancel). */
  dueSince: z.string(),
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

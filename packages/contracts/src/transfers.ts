import { z } from 'zod';
import { COURTS, DELIVERY_TYPES } from './constants';
import { wholeNumberSchema } from './input';
import { MOVEMENT_AMOUNT_MAX, MOVEMENT_METHOD_WORDS } from './ledger';
import { formatPrice } from './pricing';
import { isOneLine } from './text';
import {
  TRANSFER_MESSAGES,
  TRANSFER_METHODS,
  TRANSFER_RECEIPT_RULES,
  type TransferMethod,
} from './transfer-rules';

/**
 * The calls of an advance paid by transfer and checked by staff (docs/payments.md#transfers):
 * the customer's receipt upload, staff's list and their accept or reject.
 */

/** Base64 grows 4/3: the data URL of the largest receipt, with room for its prefix. */
export const TRANSFER_RECEIPT_DATA_URL_MAX =
  Math.ceil((TRANSFER_RECEIPT_RULES.maxBytes * 4) / 3) + 100;

/** POST /api/my-booking/{token}/transfer-receipt: the picture as a data URL. */
export const transferReceiptRequestSchema = z.object({
  image: z
    .string({ error: 'The receipt must be a picture.' })
    .min(1, 'The receipt must be a picture.')
    .max(TRANSFER_RECEIPT_DATA_URL_MAX, 'The receipt must be at most 5 MB.'),
});
export type TransferReceiptRequest = z.infer<typeof transferReceiptRequestSchema>;

/** What staff may say arrived: whole PKR, as one ledger movement may be (docs/payments.md#transfers). */
const amountReceivedSchema = wholeNumberSchema('The amount received', 1, MOVEMENT_AMOUNT_MAX, {
  notNumber: TRANSFER_MESSAGES.amountReceivedInvalid,
  whole: TRANSFER_MESSAGES.amountReceivedInvalid,
  tooSmall: TRANSFER_MESSAGES.amountReceivedInvalid,
  tooLarge: TRANSFER_MESSAGES.amountReceivedInvalid,
});

/**
 * POST /api/transfers/{id}/accept (and /api/transfers/orders/{id}/accept): the reference on the
 * venue's statement, and what actually arrived, the amount expected when left out. Less leaves the
 * rest owed; more owes the excess back by the same method.
 */
export const transferAcceptRequestSchema = z.object({
  reference: z
    .string({ error: 'Please give the transfer reference.' })
    .trim()
    .min(1, 'Please give the transfer reference.')
    .max(100, 'The reference must be at most 100 characters.')
    .refine(isOneLine, 'The reference must be one line.'),
  amountReceived: amountReceivedSchema.optional(),
});
export type TransferAcceptRequest = z.input<typeof transferAcceptRequestSchema>;

/**
 * What an amount received other than the one expected leaves, in staff's words beside the amount
 * (docs/payments.md#transfers); null when it is the amount expected.
 */
export function transferReceivedNote(
  expected: number,
  received: number,
  method: TransferMethod,
): string | null {
  if (received < expected) {
    return `${formatPrice(expected - received)} less than expected: the rest stays owed.`;
  }
  if (received > expected) {
    return `${formatPrice(received - expected)} more than expected: it becomes a refund due by ${MOVEMENT_METHOD_WORDS[method]}, under Refunds.`;
  }
  return null;
}

/** POST /api/transfers/{id}/reject: why, which the customer is told. */
export const transferRejectRequestSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .trim()
    .min(1, 'Please give a reason.')
    .max(200, 'The reason must be at most 200 characters.')
    .refine(isOneLine, 'The reason must be one line.'),
});
export type TransferRejectRequest = z.input<typeof transferRejectRequestSchema>;

/**
 * A transfer as its customer sees it: the method, the amount to send, the reference to write,
 * until when it is held (null once accepted or ended) and whether a receipt came. The account
 * details are the public settings'.
 */
export const customerTransferSchema = z.object({
  method: z.enum(TRANSFER_METHODS),
  amount: z.number().int(),
  reference: z.string(),
  transferBy: z.string().nullable(),
  receiptUploaded: z.boolean(),
});
export type CustomerTransfer = z.infer<typeof customerTransferSchema>;

/** What every transfer to check carries, a booking's advance or a café order's total. */
const transferToCheckShape = {
  id: z.number().int(),
  customerName: z.string(),
  phoneNumber: z.string(),
  method: z.enum(TRANSFER_METHODS),
  /** The amount expected, whole PKR: a booking's advance, an order's total. */
  amount: z.number().int(),
  total: z.number(),
  /** What the customer was asked to write as the reference. */
  reference: z.string(),
  /** Until when it holds its slots (an ISO instant). */
  transferBy: z.string(),
  /** When the receipt came (an ISO instant); null: none yet (it may come on WhatsApp). */
  receiptAt: z.string().nullable(),
};

/** A transfer to check, as staff's list shows it beside its receipt: a booking's or an order's. */
export const transferToCheckSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking'),
    ...transferToCheckShape,
    selectedDate: z.string(),
    selectedSlots: z.array(z.string()),
    selectedCourt: z.enum(COURTS).nullable(),
  }),
  z.object({
    kind: z.literal('order'),
    ...transferToCheckShape,
    deliveryType: z.enum(DELIVERY_TYPES),
    items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  }),
]);
export type TransferToCheck = z.infer<typeof transferToCheckSchema>;
export const transfersToCheckSchema = z.array(transferToCheckSchema);

import { z } from 'zod';
import {
  DELIVERY_TYPES,
  MAX_ORDER_LINES,
  MAX_ORDER_QUANTITY,
  ORDER_PAYMENT_METHODS,
  ORDER_PAYMENT_STATUSES,
  ORDER_SOURCES,
  ORDER_STATUSES,
} from './constants';
import { ORDER_PAID_METHODS } from './counter-orders';
import { digitsSchema, idFieldSchema, idSchema, wholeNumberSchema } from './input';
import { checkedOneOf } from './is-one-of';
import { ORDER_CANCEL_REASON_MAX, ORDER_MESSAGES, orderDetailsProblems } from './order-rules';
import { refundOverrideShape, refundSummarySchema } from './refunds';
import { customerTransferSchema } from './transfers';
import { TRANSFER_METHODS } from './transfer-rules';
import { normalizePhone } from './phone';

export * from './order-rules';

const optionalText = z.string().max(2000).optional().nullable();

/** One line of an order as placed (see docs/cafe.md#orders) plus the product id the cart keeps. */
export const orderItemInputSchema = z.object({
  Product_ID: idFieldSchema('The product id'),
  Product_Name: z.string().max(200).optional(),
  Product_Quantity: wholeNumberSchema('Each quantity', 1, MAX_ORDER_QUANTITY, {
    required: ORDER_MESSAGES.quantityInvalid,
    notNumber: ORDER_MESSAGES.quantityInvalid,
    whole: ORDER_MESSAGES.quantityInvalid,
    tooSmall: ORDER_MESSAGES.quantityInvalid,
    tooLarge: ORDER_MESSAGES.quantityInvalid,
  }),
  Product_Price: z.number().optional(),
  Product_Image: z.string().max(2000).optional().nullable(),
  Product_Category: z.string().max(200).optional(),
});

/**
 * POST /api/add-order: the order as placed (see docs/cafe.md#orders). Checked in the order of the
 * checkout form, so the first message is the one the form shows first. `total_Price` is what the
 * customer saw; the server recomputes it and refuses a different one (see
 * docs/cafe.md#order-totals).
 */
export const orderInputSchema = z
  .object({
    items: z
      .array(orderItemInputSchema, { error: ORDER_MESSAGES.cartEmpty })
      .min(1, ORDER_MESSAGES.cartEmpty)
      .max(MAX_ORDER_LINES),
    total_Price: z.number().optional().nullable(),
    deliveryType: optionalText,
    customer_Name: optionalText,
    customer_Address: optionalText,
    customer_Number: optionalText,
    customer_Email: optionalText,
    paymentMethod: optionalText,
    transferMethod: optionalText,
  })
  .superRefine((value, ctx) => {
    for (const { field, message } of orderDetailsProblems(value)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((value) => ({
    ...value,
    // The phone kept the one way however it was typed (phone.ts), as a booking keeps it.
    customer_Number: normalizePhone(value.customer_Number!),
    // orderDetailsProblems has refused anything else; these type them as the lists' values.
    deliveryType: checkedOneOf(DELIVERY_TYPES, value.deliveryType),
    paymentMethod: checkedOneOf(ORDER_PAYMENT_METHODS, value.paymentMethod),
    transferMethod:
      value.paymentMethod === 'transfer'
        ? checkedOneOf(TRANSFER_METHODS, value.transferMethod)
        : null,
  }));
export type OrderInput = z.input<typeof orderInputSchema>;
/** An order request once checked: its phone number written the national way. */
export type CheckedOrderInput = z.output<typeof orderInputSchema>;

/** One line of an order as read. */
export const orderItemSchema = z.object({
  Product_ID: z.number().int().nullable(),
  Product_Name: z.string(),
  Product_Quantity: z.number().int(),
  Product_Price: z.number(),
  Product_Image: z.string().nullable(),
  Product_Category: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as read (see docs/cafe.md#orders), with the totals the server computed. */
export const orderSchema = z.object({
  id: z.number().int(),
  customer_Name: z.string(),
  customer_Number: z.string(),
  customer_Email: z.string().nullable(),
  customer_Address: z.string().nullable(),
  deliveryType: z.enum(DELIVERY_TYPES),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  /**
   * `paid` once a card order's payment is confirmed by the provider, or once staff record it at the
   * desk (a cash order on pickup or delivery, an open tab).
   */
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  subtotal: z.number(),
  delivery_Fee: z.number(),
  total_Price: z.number(),
  status: z.enum(ORDER_STATUSES),
  orderSent: z.boolean(),
  /** Why staff cancelled it, when they did (see docs/cafe.md#cancelling-an-order). */
  cancelReason: z.string().nullable(),
  /** What its cancellation owes back or gave back (docs/payments.md#refunds), or null. */
  refund: refundSummarySchema.nullable(),
  /**
   * What is still to pay (PKR, `orderOwed`): the total while unpaid, the rest after a transfer
   * that brought less (docs/payments.md#transfers), 0 once paid, cancelled or expired.
   */
  owed: z.number().int(),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
  /** Where it was taken: the shop (`online`) or staff at the counter (docs/till.md#counter-orders). */
  source: z.enum(ORDER_SOURCES),
  /** A counter order's table; its name, when staff wrote one, is `customer_Name`. */
  tableNumber: z.number().int().nullable(),
  /** Staff's notes on a counter order. */
  notes: z.string().nullable(),
  /** How its money came in, once paid (docs/cafe.md#paid-and-collected). */
  paidMethod: z.enum(ORDER_PAID_METHODS).nullable(),
  paidAt: z.string().nullable(),
  /** Paid by transfer: the method the customer chose (docs/payments.md#transfers). */
  transferMethod: z.enum(TRANSFER_METHODS).nullable(),
  /** When it was handed over: collected at the counter or a table, or sent for delivery. */
  collectedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

export const orderPlacedSchema = z.object({
  message: z.string(),
  order: orderSchema,
  /** For a card order: the provider's payment page, where the browser goes next. */
  checkoutUrl: z.string().optional(),
  /**
   * For an order by transfer: the key to the customer's own order page, where they see what to
   * send and upload the receipt (docs/payments.md#transfers).
   */
  accessToken: z.string().optional(),
});
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

/** How many orders GET /api/get-order answers at once, unless asked for up to the most. */
export const ORDER_LIST_LIMIT = 50;
export const ORDER_LIST_LIMIT_MAX = 200;

/**
 * GET /api/get-order: newest first; `before` pages to older orders. Without `status` it is the
 * kitchen's list (KITCHEN_ORDER_STATUSES): orders awaiting their card payment, or expired unpaid,
 * show only when asked for by status. `tab=open` is the open tabs (docs/cafe.md#paid-and-collected).
 */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** `open`: the counter's open tabs only, served or not, until they are paid. */
  tab: z.enum(['open'], { error: 'The tab filter must be open.' }).optional(),
  before: idSchema('The order id').optional(),
  limit: digitsSchema('The limit', 1, ORDER_LIST_LIMIT_MAX).default(ORDER_LIST_LIMIT),
});

/** Order totals (see docs/cafe.md#order-totals): the delivery fee applies to delivery only. */
export function orderTotals(
  lines: readonly { price: number; quantity: number }[],
  deliveryType: string,
  deliveryFee: number,
): { subtotal: number; deliveryFee: number; total: number } {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const fee = deliveryType === 'deliver' ? deliveryFee : 0;
  return { subtotal, deliveryFee: fee, total: subtotal + fee };
}

/** PATCH /api/orders/{id}/cancel: staff cancel a pending order, saying why. */
export const orderCancelRequestSchema = z.object({
  cancelReason: z
    .string({ error: ORDER_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, ORDER_MESSAGES.cancelReasonRequired)
    .max(ORDER_CANCEL_REASON_MAX, ORDER_MESSAGES.cancelReasonTooLong),
  /** What was paid is owed back by the way it came; the owner may name other amounts, with a reason. */
  ...refundOverrideShape,
});
export type OrderCancelRequest = z.infer<typeof orderCancelRequestSchema>;

/**
 * GET /api/my-order/{token}: an order by transfer as its customer sees it (docs/payments.md#transfers):
 * what they ordered, where it stands and the transfer to send.
 */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  customer_Name: z.string(),
  deliveryType: z.enum(DELIVERY_TYPES),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  total_Price: z.number(),
  items: z.array(
    orderItemSchema.pick({ Product_Name: true, Product_Quantity: true, Product_Price: true }),
  ),
  cancelReason: z.string().nullable(),
  transfer: customerTransferSchema.nullable(),
  /** What is still to pay at pickup or on delivery (`orderOwed`), 0 once paid. */
  owed: z.number().int(),
  createdAt: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** What the customer's receipt upload answers for an order. */
export const customerOrderAnswerSchema = z.object({
  message: z.string(),
  order: customerOrderSchema,
});

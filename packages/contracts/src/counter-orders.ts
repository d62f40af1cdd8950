import { z } from 'zod';
import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY, MAX_ORDER_TOTAL, MAX_TABLES } from './constants';
import { idFieldSchema, wholeNumberSchema } from './input';
import { formatPrice } from './pricing';
import { isOneLine, oneLineMessage, PERSON_NAME_MAX } from './text';
import { TRANSFER_METHODS } from './transfer-rules';

/**
 * The café counter (docs/till.md#counter-orders, docs/cafe.md#counter-orders): staff take an order
 * for a table or a name, paid now at the desk or kept as an open tab paid later; every order is
 * paid and collected apart, and its money lands in the ledger by the till.
 */

/** How a counter order is paid as it is taken: cash or card at the desk now, or an open tab. */
export const COUNTER_PAYMENTS = ['cash', 'card-desk', 'tab'] as const;
export type CounterPayment = (typeof COUNTER_PAYMENTS)[number];

export const COUNTER_PAYMENT_LABELS: Record<CounterPayment, string> = {
  cash: 'Paid cash',
  'card-desk': 'Paid card',
  tab: 'Open tab',
};

/** How staff take an order's money at the desk (a movement method of ledger.ts). */
export const DESK_ORDER_METHODS = ['cash', 'card-desk'] as const;
export type DeskOrderMethod = (typeof DESK_ORDER_METHODS)[number];

export const DESK_ORDER_METHOD_LABELS: Record<DeskOrderMethod, string> = {
  cash: 'Cash',
  'card-desk': 'Card at the desk',
};

/**
 * How an order's money came in: at the desk, by card online through the provider, or by a
 * transfer staff checked (docs/payments.md#transfers).
 */
export const ORDER_PAID_METHODS = [
  'cash',
  'card-desk',
  'card-online',
  ...TRANSFER_METHODS,
] as const;
export type OrderPaidMethod = (typeof ORDER_PAID_METHODS)[number];

/** The longest note staff may write on a counter order ("no sugar", "after the match"). */
export const COUNTER_NOTES_MAX = 500;

export const COUNTER_ORDER_MESSAGES = {
  itemsRequired: 'Please add at least one item.',
  whoRequired: 'Please enter a table number or a name.',
  tableInvalid: `The table number must be a whole number from 1 to ${MAX_TABLES}.`,
  nameTooLong: `The name must be at most ${PERSON_NAME_MAX} characters.`,
  nameOneLine: oneLineMessage('The name'),
  notesTooLong: `The notes must be at most ${COUNTER_NOTES_MAX} characters.`,
  paymentRequired: 'Please choose Paid cash, Paid card or Open tab.',
  quantityInvalid: `Each quantity must be a whole number from 1 to ${MAX_ORDER_QUANTITY}.`,
  tooManyLines: `An order has at most ${MAX_ORDER_LINES} different items.`,
  totalMismatch:
    'The total does not match the current prices. Please check the order and take it again.',
  totalTooLarge: `An order may come to at most ${formatPrice(MAX_ORDER_TOTAL)}.`,
  taken: 'Order taken.',
  paid: 'Payment recorded.',
  collected: 'Order marked as collected.',
  methodRequired: 'Please choose cash or card at the desk.',
  alreadyPaid: 'This order is already paid.',
  payCancelled: 'A cancelled order cannot be paid.',
  payAwaitingCard:
    'This order is waiting for its card payment online; it cannot be paid at the desk.',
  payExpired: 'This order expired unpaid; there is nothing to pay.',
  alreadyCollected: 'This order is already collected.',
  collectDelivery: 'A delivery is marked as sent, not collected.',
  notCollectable: 'Only a pending order can be marked as collected.',
} as const;

const quantitySchema = wholeNumberSchema('Each quantity', 1, MAX_ORDER_QUANTITY, {
  required: COUNTER_ORDER_MESSAGES.quantityInvalid,
  notNumber: COUNTER_ORDER_MESSAGES.quantityInvalid,
  whole: COUNTER_ORDER_MESSAGES.quantityInvalid,
  tooSmall: COUNTER_ORDER_MESSAGES.quantityInvalid,
  tooLarge: COUNTER_ORDER_MESSAGES.quantityInvalid,
});

/** One line of a counter order: a product by its id, and how many. Its price is the server's. */
export const counterOrderLineSchema = z.object({
  productId: idFieldSchema('The product id'),
  quantity: quantitySchema,
});
export type CounterOrderLine = z.infer<typeof counterOrderLineSchema>;

const linesSchema = z
  .array(counterOrderLineSchema, { error: COUNTER_ORDER_MESSAGES.itemsRequired })
  .max(MAX_ORDER_LINES, COUNTER_ORDER_MESSAGES.tooManyLines);

/** POST /api/counter-orders/quote: what these lines cost now, as the New order screen shows it. */
export const counterQuoteOrderRequestSchema = z.object({ items: linesSchema });
export type CounterQuoteOrderRequest = z.infer<typeof counterQuoteOrderRequestSchema>;

/** A priced line of the quote: the stored name and price. */
export const counterQuoteLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
});
export const counterOrderQuoteSchema = z.object({
  items: z.array(counterQuoteLineSchema),
  total: z.number().int(),
});
export type CounterOrderQuote = z.infer<typeof counterOrderQuoteSchema>;

/** What a counter order says of who it is for; undefined fields are fine. */
export interface CounterWhoInput {
  tableNumber?: number | null;
  name?: string | null;
}

/**
 * The one check of who a counter order is for (docs/cafe.md#counter-orders), for the New order
 * form and the server alike: a table number, a name, or both.
 */
export function counterWhoProblems(
  input: CounterWhoInput,
): { field: 'tableNumber' | 'name'; message: string }[] {
  const name = input.name?.trim() ?? '';
  const table = input.tableNumber;
  const problems: { field: 'tableNumber' | 'name'; message: string }[] = [];
  if (table !== undefined && table !== null) {
    if (!Number.isInteger(table) || table < 1 || table > MAX_TABLES) {
      problems.push({ field: 'tableNumber', message: COUNTER_ORDER_MESSAGES.tableInvalid });
    }
  }
  if (name.length > PERSON_NAME_MAX) {
    problems.push({ field: 'name', message: COUNTER_ORDER_MESSAGES.nameTooLong });
  } else if (!isOneLine(name)) {
    problems.push({ field: 'name', message: COUNTER_ORDER_MESSAGES.nameOneLine });
  }
  if ((table === undefined || table === null) && !name) {
    problems.push({ field: 'tableNumber', message: COUNTER_ORDER_MESSAGES.whoRequired });
  }
  return problems;
}

/**
 * POST /api/counter-orders: staff take an order at the counter. `total` is what the screen showed
 * (the server's quote); the server prices it again and refuses a different one.
 */
export const counterOrderRequestSchema = z
  .object({
    items: linesSchema.min(1, COUNTER_ORDER_MESSAGES.itemsRequired),
    tableNumber: z.number({ error: COUNTER_ORDER_MESSAGES.tableInvalid }).optional().nullable(),
    name: z.string({ error: COUNTER_ORDER_MESSAGES.nameTooLong }).optional().nullable(),
    notes: z
      .string()
      .max(COUNTER_NOTES_MAX, COUNTER_ORDER_MESSAGES.notesTooLong)
      .optional()
      .nullable(),
    payment: z.enum(COUNTER_PAYMENTS, { error: COUNTER_ORDER_MESSAGES.paymentRequired }),
    total: z.number().int().optional().nullable(),
  })
  .superRefine((value, ctx) => {
    for (const { field, message } of counterWhoProblems(value)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((value) => ({
    ...value,
    name: value.name?.trim() || null,
    notes: value.notes?.trim() || null,
    tableNumber: value.tableNumber ?? null,
  }));
export type CounterOrderRequest = z.input<typeof counterOrderRequestSchema>;
export type CheckedCounterOrderRequest = z.output<typeof counterOrderRequestSchema>;

/** POST /api/orders/{id}/payment: staff record an order's money taken at the desk. */
export const orderPaymentRequestSchema = z.object({
  method: z.enum(DESK_ORDER_METHODS, { error: COUNTER_ORDER_MESSAGES.methodRequired }),
});
export type OrderPaymentRequest = z.infer<typeof orderPaymentRequestSchema>;

/** `tableNumber` 4 and name Ali read "Table 4 · Ali"; the one way every screen names it. */
export function counterLabel(order: { tableNumber: number | null; customer_Name: string }) {
  const parts = [
    order.tableNumber === null ? '' : `Table ${order.tableNumber}`,
    order.customer_Name.trim(),
  ];
  return parts.filter(Boolean).join(' · ');
}

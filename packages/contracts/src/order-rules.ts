/**
 * Order rules and messages without zod, so the checkout checks a customer's details exactly as
 * the server does without loading the schema library (docs/decisions/004-web-bundles.md).
 */

import { phoneProblem } from './booking-rules';
import {
  DELIVERY_TYPES,
  MAX_ORDER_TOTAL,
  ORDER_PAYMENT_METHODS,
  type OrderPaymentStatus,
  type OrderStatus,
} from './constants';
import { isOneOf } from './is-one-of';
import { formatPrice } from './pricing';
import { isEmailAddress, isOneLine, oneLineMessage, PERSON_NAME_MAX } from './text';
import { TRANSFER_MESSAGES, TRANSFER_METHODS } from './transfer-rules';

/** The longest reason staff may give when cancelling an order. */
export const ORDER_CANCEL_REASON_MAX = 500;

/**
 * What an order still owes (docs/payments.md#transfers): nothing once paid in full, cancelled or
 * expired; otherwise its total less what the ledger holds of it, as after a transfer that brought
 * less than the total.
 */
export function orderOwed(order: {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  total: number;
  /** What the ledger holds as paid for it, null when it holds none. */
  ledgerPaid: number | null;
}): number {
  if (
    order.paymentStatus === 'paid' ||
    order.status === 'Cancelled' ||
    order.status === 'Expired'
  ) {
    return 0;
  }
  return Math.max(order.total - (order.ledgerPaid ?? 0), 0);
}

/** What is left to pay of an order, named by where it is paid: the same on screens and messages. */
export const orderOwedLabel = (deliveryType: string) =>
  deliveryType === 'deliver' ? 'To pay on delivery' : 'To pay at pickup';

/** The longest delivery address an order may carry. */
export const ADDRESS_MAX = 500;

/**
 * The checkout messages of docs/bookings.md#form-checks, and the server's own for what the form
 * cannot know.
 */
export const ORDER_MESSAGES = {
  nameRequired: 'Full Name is required.',
  nameTooLong: `Full Name must be at most ${PERSON_NAME_MAX} characters.`,
  nameOneLine: oneLineMessage('Full Name'),
  addressTooLong: `The address must be at most ${ADDRESS_MAX} characters.`,
  addressRequired: 'Address is required for delivery.',
  phoneRequired: 'Phone Number is required.',
  phoneInvalid: 'Please enter a valid phone number.',
  paymentRequired: 'Please select a payment method.',
  emailInvalid: 'Please enter a valid email address.',
  deliveryTypeRequired: 'Please choose delivery or pickup.',
  cartEmpty: 'Your cart is empty.',
  quantityInvalid: 'Each quantity must be a whole number from 1 to 99.',
  totalTooLarge: `Orders above ${formatPrice(MAX_ORDER_TOTAL)} cannot be placed online. Please contact the venue.`,
  totalMismatch:
    'The order total does not match the current prices. Please review your cart and try again.',
  cardUnavailable: 'Card payment is not available. Please choose cash.',
  placed: 'Your order has been placed.',
  alreadySent: 'This order is already marked as sent.',
  notFound: 'Order not found.',
  cancelled: 'Order cancelled.',
  cancelReasonRequired: 'Please enter a reason for cancelling the order.',
  cancelReasonTooLong: `The reason must be at most ${ORDER_CANCEL_REASON_MAX} characters.`,
  cancelSent: 'This order is already sent and cannot be cancelled.',
  alreadyCancelled: 'This order is already cancelled.',
  cancelExpired: 'This order expired unpaid; there is nothing to cancel.',
  cancelAwaitingPayment:
    'This order is still waiting for its card payment; it expires on its own if it is not paid.',
  notPaidYet: 'This order is still waiting for its card payment and cannot be sent yet.',
  notSendable: 'Only a pending order can be marked as sent.',
} as const;

/** What a customer types at checkout (see docs/screens.md Checkout). */
export interface OrderDetailsInput {
  deliveryType?: string | null;
  customer_Name?: string | null;
  customer_Address?: string | null;
  customer_Number?: string | null;
  customer_Email?: string | null;
  paymentMethod?: string | null;
  /** Paying by transfer: the method, one the venue offers (docs/payments.md#transfers). */
  transferMethod?: string | null;
}

export type OrderDetailsField = keyof OrderDetailsInput;

/**
 * The one check of an order's details, for the checkout form and the server alike: every
 * problem with its field, in the order the server has always reported them.
 */
export function orderDetailsProblems(
  details: OrderDetailsInput,
): { field: OrderDetailsField; message: string }[] {
  const problems: { field: OrderDetailsField; message: string }[] = [];
  const fail = (field: OrderDetailsField, message: string) => problems.push({ field, message });
  if (!isOneOf(DELIVERY_TYPES, details.deliveryType)) {
    fail('deliveryType', ORDER_MESSAGES.deliveryTypeRequired);
  }
  const name = details.customer_Name?.trim() ?? '';
  if (!name) fail('customer_Name', ORDER_MESSAGES.nameRequired);
  else if (name.length > PERSON_NAME_MAX) fail('customer_Name', ORDER_MESSAGES.nameTooLong);
  else if (!isOneLine(name)) fail('customer_Name', ORDER_MESSAGES.nameOneLine);
  const address = details.customer_Address?.trim() ?? '';
  if (details.deliveryType === 'deliver' && !address) {
    fail('customer_Address', ORDER_MESSAGES.addressRequired);
  }
  if (address.length > ADDRESS_MAX) fail('customer_Address', ORDER_MESSAGES.addressTooLong);
  const phone = details.customer_Number?.trim() ?? '';
  if (!phone) fail('customer_Number', ORDER_MESSAGES.phoneRequired);
  // The booking form's phone rule (phone.ts), said in the checkout's own words.
  else if (phoneProblem(phone)) fail('customer_Number', ORDER_MESSAGES.phoneInvalid);
  const email = details.customer_Email?.trim() ?? '';
  if (email && !isEmailAddress(email)) fail('customer_Email', ORDER_MESSAGES.emailInvalid);
  if (!isOneOf(ORDER_PAYMENT_METHODS, details.paymentMethod)) {
    fail('paymentMethod', ORDER_MESSAGES.paymentRequired);
  }
  if (details.paymentMethod === 'transfer' && !isOneOf(TRANSFER_METHODS, details.transferMethod)) {
    fail('transferMethod', TRANSFER_MESSAGES.methodNeeded);
  }
  return problems;
}

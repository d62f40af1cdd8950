/**
 * A café order's life, as one table (docs/cafe.md#order-lifecycle): every change of an order's
 * status or payment is a named transition, with who may make it, from which statuses, to which,
 * what its payment moves from and to, whether it takes money, what it sends, how it is audited, and
 * why each other status refuses it. The server applies them through one `applyOrderTransition`;
 * nothing else writes an order's status. The order of bookings' BOOKING_TRANSITIONS, for orders.
 */
import { COUNTER_ORDER_MESSAGES } from './counter-orders';
import type { OrderPaymentStatus, OrderStatus } from './constants';
import { ORDER_MESSAGES } from './order-rules';
import { TRANSFER_MESSAGES } from './transfer-rules';

/** What an order transition sends, and to whom (docs/notifications.md#customers). */
export type OrderMessage = 'order-received' | 'order-cancelled';

export interface OrderTransition {
  /** Who makes it: staff at the desk, or the system (a provider's event, the worker). */
  by: 'staff' | 'system';
  from: readonly OrderStatus[];
  /** The status it leaves, or `same`. */
  to: OrderStatus | 'same';
  /** Its payment: from which, to which; null when it moves none. */
  payment: { from: readonly OrderPaymentStatus[]; to: OrderPaymentStatus } | null;
  /** Whether it takes money, one ledger row through the order ledger (docs/till.md#ledger). */
  takesMoney: boolean;
  sends: OrderMessage | null;
  /** The audit action it is recorded as. */
  audit: string;
  /** Why an order in another status is refused, in its own words; else `refused`. */
  refusals: Partial<Record<OrderStatus, string>>;
  /** The refusal for any status without its own words, and for a payment it cannot move. */
  refused: string;
  /** The 409's code. */
  code: OrderRefusalCode;
  /** The code when its payment has already moved, where it differs from `code`. */
  paidCode?: OrderRefusalCode;
}

export type OrderRefusalCode =
  | 'CONFLICT'
  | 'ORDER_NOT_CANCELLABLE'
  | 'ORDER_NOT_PAYABLE'
  | 'ORDER_ALREADY_PAID'
  | 'NOT_WAITING_FOR_TRANSFER';

const ALL: readonly OrderStatus[] = ['Awaiting payment', 'Pending', 'Sent', 'Cancelled', 'Expired'];
const transferNotWaiting = {
  refusals: {},
  refused: TRANSFER_MESSAGES.orderNotWaiting,
  code: 'NOT_WAITING_FOR_TRANSFER',
} as const;

export const ORDER_TRANSITIONS = {
  /** A card order's checkout paid what it asked, or more: to the kitchen (docs/payments.md#webhook). */
  'card-paid': {
    by: 'system',
    from: ['Awaiting payment'],
    to: 'Pending',
    payment: { from: ['unpaid'], to: 'paid' },
    takesMoney: true,
    sends: 'order-received',
    audit: 'card-payment',
    refusals: {},
    refused: ORDER_MESSAGES.notSendable,
    code: 'CONFLICT',
  },
  /** Paid less than its checkout asked: never to the kitchen (docs/payments.md#amount-asked). */
  'card-paid-short': {
    by: 'system',
    from: ['Awaiting payment'],
    to: 'Cancelled',
    payment: { from: ['unpaid'], to: 'paid' },
    takesMoney: true,
    sends: 'order-cancelled',
    audit: 'card-payment',
    refusals: {},
    refused: ORDER_MESSAGES.notSendable,
    code: 'CONFLICT',
  },
  /** Paid after the order stopped standing (its checkout ended first): the money goes back. */
  'card-paid-late': {
    by: 'system',
    from: ALL,
    to: 'same',
    payment: { from: ['unpaid'], to: 'paid' },
    takesMoney: true,
    sends: null,
    audit: 'card-payment',
    refusals: {},
    refused: COUNTER_ORDER_MESSAGES.alreadyPaid,
    code: 'CONFLICT',
  },
  /** Its checkout ended unpaid: it never reaches the kitchen, and nobody is told. */
  'checkout-expired': {
    by: 'system',
    from: ['Awaiting payment'],
    to: 'Expired',
    payment: { from: ['unpaid'], to: 'unpaid' },
    takesMoney: false,
    sends: null,
    audit: 'order-expired',
    refusals: {},
    refused: ORDER_MESSAGES.notSendable,
    code: 'CONFLICT',
  },
  /** Staff checked the transfer (docs/payments.md#transfers): paid, to the kitchen. */
  'transfer-accept': {
    by: 'staff',
    from: ['Awaiting payment'],
    to: 'Pending',
    payment: { from: ['unpaid'], to: 'paid' },
    takesMoney: true,
    sends: 'order-received',
    audit: 'transfer-payment',
    ...transferNotWaiting,
  },
  /**
   * The transfer brought less than the total: to the kitchen all the same, the rest still to pay
   * at pickup or on delivery, which the desk takes (docs/payments.md#transfers).
   */
  'transfer-accept-short': {
    by: 'staff',
    from: ['Awaiting payment'],
    to: 'Pending',
    payment: { from: ['unpaid'], to: 'unpaid' },
    takesMoney: true,
    sends: 'order-received',
    audit: 'transfer-payment',
    ...transferNotWaiting,
  },
  'transfer-reject': {
    by: 'staff',
    from: ['Awaiting payment'],
    to: 'Cancelled',
    payment: { from: ['unpaid'], to: 'unpaid' },
    takesMoney: false,
    sends: 'order-cancelled',
    audit: 'transfer-reject',
    ...transferNotWaiting,
  },
  'transfer-lapse': {
    by: 'system',
    from: ['Awaiting payment'],
    to: 'Cancelled',
    payment: { from: ['unpaid'], to: 'unpaid' },
    takesMoney: false,
    sends: 'order-cancelled',
    audit: 'transfer-lapse',
    ...transferNotWaiting,
  },
  /** The kitchen sent it: a delivery counts as delivered (docs/cafe.md#paid-and-collected). */
  send: {
    by: 'staff',
    from: ['Pending'],
    to: 'Sent',
    payment: null,
    takesMoney: false,
    sends: null,
    audit: 'mark-order-sent',
    refusals: {
      Sent: ORDER_MESSAGES.alreadySent,
      'Awaiting payment': ORDER_MESSAGES.notPaidYet,
    },
    refused: ORDER_MESSAGES.notSendable,
    code: 'CONFLICT',
  },
  /** A pickup or counter order handed over; paid or not (an open tab stays open). */
  collect: {
    by: 'staff',
    from: ['Pending'],
    to: 'Sent',
    payment: null,
    takesMoney: false,
    sends: null,
    audit: 'mark-order-collected',
    refusals: {
      Sent: COUNTER_ORDER_MESSAGES.alreadyCollected,
      'Awaiting payment': ORDER_MESSAGES.notPaidYet,
    },
    refused: COUNTER_ORDER_MESSAGES.notCollectable,
    code: 'CONFLICT',
  },
  /** Staff take its money at the desk, once: an open tab, or cash on pickup or delivery. */
  'desk-payment': {
    by: 'staff',
    from: ['Pending', 'Sent'],
    to: 'same',
    payment: { from: ['unpaid'], to: 'paid' },
    takesMoney: true,
    sends: null,
    audit: 'record-order-payment',
    refusals: {
      Cancelled: COUNTER_ORDER_MESSAGES.payCancelled,
      'Awaiting payment': COUNTER_ORDER_MESSAGES.payAwaitingCard,
      Expired: COUNTER_ORDER_MESSAGES.payExpired,
    },
    refused: COUNTER_ORDER_MESSAGES.alreadyPaid,
    code: 'ORDER_NOT_PAYABLE',
    paidCode: 'ORDER_ALREADY_PAID',
  },
  /** Staff cancel it with a reason; what it took is owed back the way it came. */
  cancel: {
    by: 'staff',
    from: ['Pending'],
    to: 'Cancelled',
    payment: null,
    takesMoney: false,
    sends: 'order-cancelled',
    audit: 'cancel-order',
    refusals: {
      Sent: ORDER_MESSAGES.cancelSent,
      Cancelled: ORDER_MESSAGES.alreadyCancelled,
      Expired: ORDER_MESSAGES.cancelExpired,
      'Awaiting payment': ORDER_MESSAGES.cancelAwaitingPayment,
    },
    refused: ORDER_MESSAGES.alreadyCancelled,
    code: 'ORDER_NOT_CANCELLABLE',
  },
} as const satisfies Record<string, OrderTransition>;

export type OrderTransitionName = keyof typeof ORDER_TRANSITIONS;

/**
 * Why `name` is refused for an order as it is, with the 409's code, or undefined when the table
 * allows it. A payment that has already moved is refused first: a paid order is "already paid"
 * whatever became of it.
 */
export function orderTransitionRefusal(
  name: OrderTransitionName,
  order: { status: OrderStatus; paymentStatus: OrderPaymentStatus },
): { message: string; code: OrderRefusalCode } | undefined {
  const transition: OrderTransition = ORDER_TRANSITIONS[name];
  if (transition.payment && !transition.payment.from.includes(order.paymentStatus)) {
    return { message: transition.refused, code: transition.paidCode ?? transition.code };
  }
  if (!transition.from.includes(order.status)) {
    return {
      message: transition.refusals[order.status] ?? transition.refused,
      code: transition.code,
    };
  }
  return undefined;
}

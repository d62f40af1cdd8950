/**
 * One reading of a booking's money (see docs/payments.md#one-reading): what it costs, whether an
 * advance was due or paid, what has been paid and how, what was given back and how, and what the
 * customer still owes. Every screen, export and message that shows a payment reads it from here,
 * so none tells another story. Zod-free like booking-lifecycle.ts (docs/decisions/004-web-bundles.md).
 */

import { canMakePayment, isAllowedFrom } from './booking-lifecycle';
import {
  ADVANCE_PERCENT,
  type BookingStatus,
  type BookingType,
  type PaymentStatus,
  type PaymentType,
  type RemainingPaymentType,
} from './constants';
import { REFUND_HOW_WORDS } from './ledger';
import { REFUND_DUE_WORDS, type RefundSummary } from './refund-rules';
import { advanceOf, paidAmount } from './pricing';

/** A booking's payment fields as the server answers them (customer and admin answers alike). */
export interface BookingMoneyFields {
  bookingType: BookingType;
  status: BookingStatus;
  /** The booking's total (PKR). */
  amount: number;
  paymentType: PaymentType;
  PaymentStatus: PaymentStatus;
  /** How the rest (or a payment recorded by staff) was paid. */
  remaining_paymentType: RemainingPaymentType | null;
  /** The advance the card provider took (PKR), or null when none was paid by card. */
  cardAdvance: number | null;
  /** What the card checkout asked (PKR), or null without one (docs/payments.md#amount-asked). */
  advanceAsked: number | null;
  /**
   * What the ledger holds as paid, advances and balances net of undone entries (PKR), or null when
   * it holds none of the booking's money (a row from before the ledger): `paid` reads it first.
   */
  ledgerPaid: number | null;
  /**
   * What a cancellation owes back or gave back, summed over its refunds (docs/payments.md#refunds),
   * with the one method it goes or went back by.
   */
  refund: RefundSummary | null;
  /**
   * A fee the customer owes on top of the booking's price (a no-show or a late cancellation,
   * docs/bookings.md#fees); it adds to `owed` here and nowhere else.
   */
  feeOwed: number;
  /** What of the fee staff took at the desk: the fee still owed is the difference. */
  feePaid: number;
}

/** How a booking was paid, in words (exports, screens and messages alike). */
export const PAYMENT_METHOD_WORDS: Record<PaymentType, string> = {
  PayLater: 'Pay at the venue',
  PayViaCash: 'Cash',
  PayViaCard: 'Card',
  PayViaOnline: 'Online',
};

/** A booking's status in words, as staff and exports read it. */
export const BOOKING_STATUS_WORDS: Record<BookingStatus, string> = {
  Pending: 'Pending',
  'Booking Confirmed': 'Confirmed',
  arrived: 'Arrived',
  'Booking Cancelled': 'Cancelled',
  'No-show': 'No-show',
};

/** The labels of the reading's amounts, the same on every screen and in every message. */
export const MONEY_LABELS = {
  total: 'Total',
  advance: `Advance (${ADVANCE_PERCENT}%)`,
  paid: 'Paid',
  refunded: 'Refunded',
  refundDue: 'Refund due',
  owed: 'Remaining Balance',
} as const;

/** The label of what is given back: "Refunded" only once it went back (docs/payments.md#refunds). */
export const refundLabel = (money: Pick<BookingMoney, 'state'>) =>
  money.state === 'Refund due' ? MONEY_LABELS.refundDue : MONEY_LABELS.refunded;

/** Where the payment stands, in words. */
export type MoneyState =
  | 'No charge'
  | 'Unpaid'
  | 'Advance due'
  | 'Advance paid'
  | 'Paid in full'
  | 'Refund due'
  | 'Refunded';

export interface BookingMoney {
  total: number;
  /**
   * The advance, only where one was due (a card booking) or paid; null for a booking paid at the
   * venue, which owes no advance.
   */
  advance: number | null;
  /** Whether the advance is still to be paid to keep the booking (a card booking's hold). */
  advanceDue: boolean;
  paid: number;
  /** How it was paid, in words ("Card", "Card advance, Cash remainder"); null when nothing was. */
  paidHow: string | null;
  /** Given back, or being given back, to the customer (PKR). */
  refunded: number;
  /** How it is given back, in words; null when nothing is. */
  refundHow: string | null;
  /** What the customer still owes: nothing once the booking is cancelled or a no-show, but a fee. */
  owed: number;
  state: MoneyState;
}

/** The statuses in which the booking's price is no longer asked for. */
const PRICE_NOT_OWED: readonly BookingStatus[] = ['Booking Cancelled', 'No-show'];

const words = (type: PaymentType | null) => (type === null ? null : PAYMENT_METHOD_WORDS[type]);

/** How what was paid was paid: the advance's way, then the remainder's when it differs. */
function paidHow(booking: BookingMoneyFields): string | null {
  const { PaymentStatus: status, paymentType, remaining_paymentType: rest } = booking;
  // Unpaid, money can still have come: a card advance after its booking was cancelled, or short.
  if (status === 'UnPaid') return booking.cardAdvance !== null ? words('PayViaCard') : null;
  // The advance's way: the provider's card, else the method the booking was made with.
  const first = booking.cardAdvance !== null ? 'PayViaCard' : paymentType;
  if (first === 'PayLater') return words(rest) ?? 'Not recorded';
  if (status === '50%Paid' || rest === null || rest === first) return words(first);
  return `${words(first)} advance, ${words(rest)} remainder`;
}

/** The fee the customer still owes: what staff recorded, less what they took at the desk. */
export const feeStillOwed = (booking: Pick<BookingMoneyFields, 'feeOwed' | 'feePaid'>) =>
  Math.max(booking.feeOwed - booking.feePaid, 0);

/**
 * Whether staff may take the fee at the desk (docs/bookings.md#fees): a no-show or a cancelled
 * booking that still owes one. The server refuses what this refuses.
 */
export const canPayFee = (booking: Pick<BookingMoneyFields, 'status' | 'feeOwed' | 'feePaid'>) =>
  isAllowedFrom('fee-paid', booking.status) && feeStillOwed(booking) > 0;

/** One reading of a booking's money (see docs/payments.md#one-reading). */
export function bookingMoney(booking: BookingMoneyFields): BookingMoney {
  const total = booking.amount;
  // Paid is what the ledger holds: a card advance is what the provider took, even if the price
  // changed since or it came after a cancellation, and a transfer what arrived.
  const paid =
    booking.ledgerPaid ??
    (booking.PaymentStatus === '50%Paid' && booking.cardAdvance !== null
      ? booking.cardAdvance
      : paidAmount({ amount: total, paymentStatus: booking.PaymentStatus }));
  // An advance by card is the provider's, or one still awaited online; a booking paid in full by
  // card at the desk (a walk-in) had none.
  const byCard =
    booking.cardAdvance !== null ||
    (booking.paymentType === 'PayViaCard' && booking.PaymentStatus === 'UnPaid');
  const advance =
    byCard || booking.PaymentStatus === '50%Paid'
      ? (booking.advanceAsked ?? booking.cardAdvance ?? advanceOf(total))
      : null;
  const advanceDue =
    advance !== null && booking.PaymentStatus === 'UnPaid' && booking.status === 'Pending';
  const refund = booking.refund;
  const refunded = refund?.amount ?? 0;
  // Money owed back on a booking that stands (paid more than asked) is not toward its price.
  const priceOwed = PRICE_NOT_OWED.includes(booking.status)
    ? 0
    : Math.max(total - (paid - refunded), 0);
  return {
    total,
    advance,
    advanceDue,
    paid,
    paidHow: paidHow(booking),
    refunded,
    refundHow:
      refund === null
        ? null
        : refund.status === 'refunded'
          ? refund.method
            ? REFUND_HOW_WORDS[refund.method]
            : 'Refunded'
          : refund.method
            ? REFUND_DUE_WORDS[refund.method]
            : 'To be refunded',
    owed: priceOwed + feeStillOwed(booking),
    state:
      refund !== null
        ? refund.status === 'refunded'
          ? 'Refunded'
          : 'Refund due'
        : booking.PaymentStatus === '100%Paid'
          ? 'Paid in full'
          : booking.PaymentStatus === '50%Paid'
            ? 'Advance paid'
            : total === 0
              ? 'No charge'
              : advanceDue
                ? 'Advance due'
                : 'Unpaid',
  };
}

/**
 * Whether staff may undo the booking's last payment (see docs/payments.md#undo): the lifecycle's
 * `undo-payment` move, and only a payment staff recorded that is still the customer's: not a card
 * advance the provider took, and not money that was given back. The server refuses what this
 * refuses (409 NOTHING_TO_UNDO), and the detail screen offers Undo payment only where it allows.
 */
export function canUndoPayment(booking: BookingMoneyFields): boolean {
  if (!canMakePayment('undo-payment', booking)) return false;
  if (booking.refund !== null) return false;
  const onlyTheCardAdvance = booking.cardAdvance !== null && booking.PaymentStatus === '50%Paid';
  return !onlyTheCardAdvance;
}

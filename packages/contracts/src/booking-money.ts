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
import {
  MOVEMENT_METHOD_WORDS,
  REFUND_HOW_WORDS,
  type LedgerTaking,
  type MovementMethod,
} from './ledger';
import type { TransferMethod } from './transfer-rules';
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
   * How the ledger holds that money: each advance and balance not undone, kind and method, in the
   * order taken; null where it holds none. `paidHow` names the payment by these methods.
   */
  paidBy: LedgerTaking[] | null;
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

/**
 * How a booking was made to pay, in words: what a screen says before any money came, and of a
 * booking paid before the ledger; money the ledger holds is named by its method (`paidHow`).
 */
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
  /**
   * How it was paid, in words ("JazzCash", "Card online advance, Cash remainder"); null when
   * nothing was.
   */
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
const methodWords = (method: MovementMethod) => MOVEMENT_METHOD_WORDS[method];

/**
 * The ledger's money in, in words (MOVEMENT_METHOD_WORDS, as the till, Refunds and the day close
 * say them): its one method ("JazzCash"), or the advance's and then the rest's ("Card online
 * advance, Cash remainder").
 */
function ledgerHow(taken: readonly LedgerTaking[]): string {
  const methods = [...new Set(taken.map((row) => row.method))];
  if (methods.length === 1) return methodWords(methods[0]!);
  const [first, ...rest] = methods;
  const advances = taken.filter((row) => row.kind === 'advance');
  const oneAdvance = taken[0]!.kind === 'advance' && advances.every((row) => row.method === first);
  if (!oneAdvance) return methods.map(methodWords).join(' and ');
  return `${methodWords(first!)} advance, ${rest.map(methodWords).join(' and ')} remainder`;
}

/**
 * How what was paid was paid: by the methods the ledger holds it by; a booking paid before the
 * ledger, the advance's way, then the remainder's when it differs.
 */
function paidHow(booking: BookingMoneyFields): string | null {
  if (booking.paidBy && booking.paidBy.length > 0) return ledgerHow(booking.paidBy);
  const { PaymentStatus: status, paymentType, remaining_paymentType: rest } = booking;
  // Unpaid, money can still have come: a card advance after its booking was cancelled, or short.
  if (status === 'UnPaid') return booking.cardAdvance !== null ? words('PayViaCard') : null;
  // The advance's way: the provider's card, else the method the booking was made with.
  const first = booking.cardAdvance !== null ? 'PayViaCard' : paymentType;
  if (first === 'PayLater') return words(rest) ?? 'Not recorded';
  if (status === '50%Paid' || rest === null || rest === first) return words(first);
  return `${words(first)} advance, ${words(rest)} remainder`;
}

/**
 * How a booking pays, in words, the same on every screen (docs/payments.md#one-reading): how its
 * money came (`paidHow`); before any came, a transfer staff still wait for by its method, else
 * the way it was booked.
 */
export function paymentHow(
  booking: BookingMoneyFields & {
    transfer?: { method: TransferMethod; transferBy: string | null } | null;
  },
  money: Pick<BookingMoney, 'paidHow'> = bookingMoney(booking),
): string {
  if (money.paidHow) return money.paidHow;
  if (booking.transfer?.transferBy) return `Advance by ${methodWords(booking.transfer.method)}`;
  return PAYMENT_METHOD_WORDS[booking.paymentType];
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
    // A booking that stands reads by its payment once what it owed back went back (paid more
    // than asked); a cancelled one by its refund.
    state:
      refund !== null && (refund.status === 'due' || PRICE_NOT_OWED.includes(booking.status))
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

/**
 * The till's one record of money (docs/till.md#ledger): an append-only list of
 * movements, each a signed amount in whole PKR of one kind, by one method, for a booking, an order
 * or a series, on a business day. Every screen's money is read from it or checked against it; a
 * correction is a new, reversing row. Zod-free, like booking-money.ts, so every bundle may read it.
 */
import type { PaymentType, RemainingPaymentType } from './constants';
import { addDays, venueNow } from './time';

/** What a movement is: money taken, given back, or put into and out of the drawer. */
export const MOVEMENT_KINDS = [
  'advance',
  'balance',
  'order',
  'refund',
  'pay-in',
  'pay-out',
  'opening-float',
  'fee',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** How money moved (D21): the drawer, a card at the desk or online, and the local transfers. */
export const MOVEMENT_METHODS = [
  'cash',
  'card-desk',
  'card-online',
  'bank-transfer',
  'raast',
  'jazzcash',
  'easypaisa',
] as const;
export type MovementMethod = (typeof MOVEMENT_METHODS)[number];

export const MOVEMENT_KIND_WORDS: Record<MovementKind, string> = {
  advance: 'Advance',
  balance: 'Balance',
  order: 'Café order',
  refund: 'Refund',
  'pay-in': 'Pay-in',
  'pay-out': 'Pay-out',
  'opening-float': 'Opening float',
  fee: 'Fee',
};

export const MOVEMENT_METHOD_WORDS: Record<MovementMethod, string> = {
  cash: 'Cash',
  'card-desk': 'Card at the desk',
  'card-online': 'Card online',
  'bank-transfer': 'Bank transfer',
  raast: 'Raast',
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
};

/**
 * The most one movement may be, in PKR (and so one refund): bounded so that a day's or a year's
 * sums stay far inside the database's integers (sums are read as bigint, ledger.repo.ts).
 */
export const MOVEMENT_AMOUNT_MAX = 10_000_000;

/** Why the till refuses a movement's amount (docs/till.md#ledger). */
export const LEDGER_MESSAGES = {
  amountInvalid: (kind: MovementKind) =>
    `A ${MOVEMENT_KIND_WORDS[kind].toLowerCase()} must be a whole number of rupees from 1 to ${MOVEMENT_AMOUNT_MAX.toLocaleString('en-US')}; its kind gives its sign.`,
  transferReferenceUsed: (method: MovementMethod) =>
    `This ${MOVEMENT_METHOD_WORDS[method]} reference was accepted before: one transfer counts once. Check the statement for the reference of this one.`,
} as const;

/** Who recorded a movement: staff (by id), the payment provider's event, or the system. */
export const MOVEMENT_ACTOR_TYPES = ['admin', 'system'] as const;
export type MovementActorType = (typeof MOVEMENT_ACTOR_TYPES)[number];

/** How a booking payment staff record at the desk as cash or card lands in the ledger. */
export const DESK_METHOD_OF: Record<
  Exclude<RemainingPaymentType, 'PayViaOnline'>,
  MovementMethod
> = {
  PayViaCash: 'cash',
  PayViaCard: 'card-desk',
};

/**
 * What staff pick when they record "Paid online" at the desk (docs/payments.md#paid-online): the
 * transfer they read off the venue's statement, or a card taken at the desk. In the order the
 * desk's select offers them.
 */
export const DESK_ONLINE_METHODS = [
  'jazzcash',
  'easypaisa',
  'raast',
  'bank-transfer',
  'card-desk',
] as const satisfies readonly MovementMethod[];
export type DeskOnlineMethod = (typeof DESK_ONLINE_METHODS)[number];

/** "Paid online" as staff record it: the method they picked and the statement's reference. */
export interface DeskOnline {
  onlineMethod?: DeskOnlineMethod | null;
  reference?: string | null;
}

/** A payment staff record at the desk as the ledger keeps it: its method and its reference. */
export interface DeskPayment {
  method: MovementMethod;
  reference: string | null;
}

/**
 * How money staff took at the desk as `paymentType` lands in the ledger: cash and card by the
 * spec's words, "Paid online" by the method staff picked, with its reference (the request's
 * check makes sure there is one, desk-payment.ts). Pay later took nothing by itself: what staff
 * record on it is cash, as before the ledger.
 */
export function deskPaymentOf(paymentType: PaymentType, online: DeskOnline = {}): DeskPayment {
  if (paymentType !== 'PayViaOnline') {
    return {
      method: paymentType === 'PayLater' ? 'cash' : DESK_METHOD_OF[paymentType],
      reference: null,
    };
  }
  if (!online.onlineMethod) throw new Error('Paid online needs the method staff picked');
  return { method: online.onlineMethod, reference: online.reference || null };
}

/** One row of money in that the ledger holds for a booking, not undone: its kind and method. */
export interface LedgerTaking {
  kind: 'advance' | 'balance';
  method: MovementMethod;
}

/** Kinds of money that move the drawer or a till total without a booking or an order. */
export const DRAWER_KINDS = [
  'pay-in',
  'pay-out',
  'opening-float',
] as const satisfies readonly MovementKind[];

/** The sign a movement of each kind carries: money in is positive, money given back negative. */
export const MOVEMENT_SIGN: Record<MovementKind, 1 | -1> = {
  advance: 1,
  balance: 1,
  order: 1,
  refund: -1,
  'pay-in': 1,
  'pay-out': -1,
  'opening-float': 1,
  fee: 1,
};

/**
 * The business day an instant counts on (docs/till.md#business-day): the venue's date, or the day
 * before while the clock is earlier than the day's start hour (late-night play belongs to the
 * evening it began).
 */
export function businessDayOf(instant: Date, timeZone: string, startHour: number): string {
  const { date, hour } = venueNow(timeZone, instant);
  return hour < startHour ? addDays(date, -1) : date;
}

/**
 * How money given back went back, in words (docs/payments.md#refunds): the booking's and order's
 * money, the Refunds screen and the customer's message say it the same way.
 */
export const REFUND_HOW_WORDS: Record<MovementMethod, string> = {
  cash: 'Refunded in cash',
  'card-desk': 'Refunded to the card',
  'card-online': 'Refunded to the card',
  'bank-transfer': 'Refunded by bank transfer',
  raast: 'Refunded by Raast',
  jazzcash: 'Refunded to JazzCash',
  easypaisa: 'Refunded to Easypaisa',
};

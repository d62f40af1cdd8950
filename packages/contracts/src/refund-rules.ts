/**
 * Money goes back the way it came (docs/payments.md#refunds): what a cancellation
 * owes back, by method, and the words every screen and message says it in. Zod-free like
 * ledger.ts, so every bundle may read it.
 */
import { MOVEMENT_METHOD_WORDS, type MovementMethod } from './ledger';
import { formatPrice } from './pricing';
import { addDays, venueNow } from './time';
import type { RefundStatus } from './payment-rules';

/** What a booking or an order owes back or gave back, summed over its refund rows. */
export interface RefundSummary {
  /** Due while any of its refunds is still due; refunded once all are made. */
  status: RefundStatus;
  amount: number;
  /**
   * How it goes back (due) or went back (refunded, the ledger row's method): null when it is more
   * than one way.
   */
  method: MovementMethod | null;
  /** When the first of them became due (an ISO instant): the customer is promised it by then. */
  dueSince: string;
}

/** Money a payable took by one method, and what of it may still be owed back. */
export interface TakenByMethod {
  method: MovementMethod;
  /** Money in by this method, net of undone entries. */
  taken: number;
  /** What may still be owed back by it: taken, less the refunds due or made by it. */
  refundable: number;
}

/** One refund to owe back on a cancellation: how much, by which method. */
export interface RefundPart {
  method: MovementMethod;
  amount: number;
}

/**
 * What a cancellation gives back under the venue's policy (docs/payments.md#refunds): every rupee
 * still refundable, by the method it came by, when the policy refunds at all (a customer's own
 * cancellation in time, staff's cancellation, a closure); nothing otherwise.
 */
export function policyRefund(taken: readonly TakenByMethod[], refunds: boolean): RefundPart[] {
  if (!refunds) return [];
  return taken
    .filter((row) => row.refundable > 0)
    .map((row) => ({ method: row.method, amount: row.refundable }));
}

/** Whether `parts` give back exactly what `policy` gives back, method by method. */
export function sameRefund(parts: readonly RefundPart[], policy: readonly RefundPart[]): boolean {
  const total = (list: readonly RefundPart[], method: MovementMethod) =>
    list.filter((part) => part.method === method).reduce((sum, part) => sum + part.amount, 0);
  const methods = new Set([...parts, ...policy].map((part) => part.method));
  return [...methods].every((method) => total(parts, method) === total(policy, method));
}

/** The shortest reason the owner may give for giving back another amount than the policy's. */
export const REFUND_REASON_MIN = 8;
export const REFUND_REASON_MAX = 300;

/**
 * How long staff have to pay a refund back by hand, in days: the customer's message promises it
 * by then, and the Refunds screen shows a refund older than that as late.
 */
export const REFUND_WITHIN_DAYS = 7;

/** How money owed back goes back, in words, while it is due. */
export const REFUND_DUE_WORDS: Record<MovementMethod, string> = {
  cash: 'To be handed back in cash',
  'card-desk': 'To be refunded to the card at the desk',
  'card-online': 'Being refunded to the card',
  'bank-transfer': 'To be sent back by bank transfer',
  raast: 'To be sent back by Raast',
  jazzcash: 'To be sent back to JazzCash',
  easypaisa: 'To be sent back to Easypaisa',
};

/** One line of what comes back, for the customer: "PKR 2,500 to your JazzCash account". */
export function refundPartWords(part: RefundPart): string {
  const to: Record<MovementMethod, string> = {
    cash: 'in cash at the venue',
    'card-desk': 'to the card you paid with',
    'card-online': 'to the card you paid with',
    'bank-transfer': 'by bank transfer to the account you paid from',
    raast: 'by Raast to the account you paid from',
    jazzcash: 'to the JazzCash account you paid from',
    easypaisa: 'to the Easypaisa account you paid from',
  };
  return `${formatPrice(part.amount)} ${to[part.method]}`;
}

/** The venue's date by which a refund due since `dueSince` is promised (YYYY-MM-DD). */
export function refundDueBy(dueSince: string, timeZone: string): string {
  return addDays(venueNow(timeZone, new Date(dueSince)).date, REFUND_WITHIN_DAYS);
}

/**
 * What comes back, how and by when, as the customer is told it on their page and in the message:
 * "We will give back PKR 2,500 to the JazzCash account you paid from by Wednesday, 9 December 2026".
 */
export function refundComingWords(
  refund: Pick<RefundSummary, 'amount' | 'method'>,
  dueByWords: string,
): string {
  const what = refund.method
    ? refundPartWords({ method: refund.method, amount: refund.amount })
    : `${formatPrice(refund.amount)}, each part the way you paid it,`;
  return `We will give back ${what} by ${dueByWords}`;
}

export const REFUND_MESSAGES = {
  tooLarge: (method: MovementMethod, refundable: number) =>
    `At most ${formatPrice(refundable)} can be given back by ${MOVEMENT_METHOD_WORDS[method]}: that is what was paid by it and not yet given back.`,
  reasonRequired: `Say why another amount than the policy's is given back (at least ${REFUND_REASON_MIN} characters).`,
  reasonTooLong: `The reason can be at most ${REFUND_REASON_MAX} characters.`,
  ownerOnly: 'Only the owner may give back another amount than the policy gives.',
  choose: 'This has more than one refund due: say which one was paid back.',
} as const;

import { formatPrice, refundComingWords, refundDueBy, type RefundSummary } from '@padel/contracts';
import { longDate } from './venue';

/**
 * What a cancelled booking's or order's customer is told of their money (docs/payments.md#refunds):
 * what comes back, how (the way it was paid), and by when; or that what they paid is kept. Its own
 * message says when a refund is done (refund-messages.ts).
 */
export function refundComing(
  refund: RefundSummary | null,
  paid: number,
  timeZone: string,
): string[] {
  if (refund === null) {
    return paid > 0
      ? [`The ${formatPrice(paid)} you paid is not refunded; please contact the venue about it.`]
      : [];
  }
  if (refund.status === 'refunded') {
    return [`${formatPrice(refund.amount)} of what you paid has been given back to you.`];
  }
  const dueBy = longDate(refundDueBy(refund.dueSince, timeZone));
  return [`${refundComingWords(refund, dueBy)}; we will write again once it is done.`];
}

import { REFUND_DUE_WORDS, REFUND_HOW_WORDS, type RefundLine } from '@padel/contracts';

/**
 * How one refund goes back, in words (docs/payments.md#refunds): the way it is owed while due,
 * the way it was made once made. The detail's Refund fact and the invoice say it alike.
 */
export const refundHowWords = (refund: Pick<RefundLine, 'status' | 'method' | 'paidBackBy'>) =>
  refund.status === 'due'
    ? REFUND_DUE_WORDS[refund.method]
    : REFUND_HOW_WORDS[refund.paidBackBy ?? refund.method];

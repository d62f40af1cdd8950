import type { RefundLine } from '@padel/contracts';
import type { refundLinesOf } from './refunds.repo';

/** One refund as the booking and order detail answers carry it (docs/payments.md#refunds). */
export function refundLineOf(row: Awaited<ReturnType<typeof refundLinesOf>>[number]): RefundLine {
  return {
    ...row,
    dueSince: row.dueSince.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

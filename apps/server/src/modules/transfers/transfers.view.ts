import type { TransferMethod, TransferToCheck } from '@padel/contracts';

/**
 * What every kind's row on staff's "Transfers to check" says of its transfer: the method, the
 * hold's end and when the receipt came (docs/payments.md#transfers).
 */
export const heldTransfer = (row: {
  transferMethod: TransferMethod | null;
  transferBy: Date | null;
  transferReceiptAt: Date | null;
}): Pick<TransferToCheck, 'method' | 'transferBy' | 'receiptAt'> => ({
  method: row.transferMethod!,
  transferBy: row.transferBy!.toISOString(),
  receiptAt: row.transferReceiptAt?.toISOString() ?? null,
});

import { messageSchema, transfersToCheckSchema, type TransferToCheck } from '@padel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { fetchApiFile } from '@/lib/api-download';
import { attentionKey } from '@/lib/use-attention';

/** Staff's "Transfers to check" calls (docs/payments.md#transfers). */

const transfersKey = ['transfers'] as const;

export function useTransfersToCheck() {
  return useQuery({
    queryKey: transfersKey,
    queryFn: ({ signal }): Promise<TransferToCheck[]> =>
      apiRequest('/transfers', { schema: transfersToCheckSchema, signal }),
  });
}

/** A booking's transfer's calls are under /transfers/{id}, an order's under /transfers/orders/{id}. */
const transferPath = (transfer: Pick<TransferToCheck, 'kind' | 'id'>) =>
  transfer.kind === 'order' ? `/transfers/orders/${transfer.id}` : `/transfers/${transfer.id}`;

/**
 * The receipt as an object URL to show (a data URL would not open in a tab of its own). Dropped
 * with its card (`gcTime: 0`), and the card lets the URL go.
 */
export function useTransferReceipt(transfer: TransferToCheck, sent: boolean) {
  return useQuery({
    queryKey: [...transfersKey, transfer.kind, transfer.id, 'receipt'],
    enabled: sent,
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await fetchApiFile(`${transferPath(transfer)}/receipt`, signal)),
    gcTime: 0,
  });
}

export function useAnswerTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      answer:
        | { of: TransferToCheck; accept: true; reference: string; amountReceived: number }
        | { of: TransferToCheck; accept: false; reason: string },
    ) =>
      apiRequest(`${transferPath(answer.of)}/${answer.accept ? 'accept' : 'reject'}`, {
        method: 'POST',
        body: answer.accept
          ? { reference: answer.reference, amountReceived: answer.amountReceived }
          : { reason: answer.reason },
        schema: messageSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transfersKey }),
        queryClient.invalidateQueries({ queryKey: attentionKey }),
      ]),
  });
}

import { messageSchema, type MessageResponse, type RefundRecordRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attentionKey } from '@/lib/use-attention';
import { refundsKey } from './get-refunds';

/** POST /api/refunds/{kind}/{id}/record: how staff paid a refund due back (docs/payments.md#refunds-by-hand). */
export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      kind: 'booking' | 'order';
      id: number;
      body: RefundRecordRequest;
    }): Promise<MessageResponse> =>
      apiRequest(`/refunds/${input.kind}/${input.id}/record`, {
        method: 'POST',
        body: input.body,
        schema: messageSchema,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: refundsKey });
      void queryClient.invalidateQueries({ queryKey: attentionKey });
    },
  });
}

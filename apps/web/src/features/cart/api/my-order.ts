import type { CustomerOrder } from '@padel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A café order paid by transfer, by its own link (docs/payments.md#transfers). */

const myOrderKey = (token: string) => ['my-order', token] as const;

/** GET /api/my-order/{token}; refreshed every 30 s, so staff's answer shows without a reload. */
export function useMyOrder(token: string) {
  return useQuery({
    queryKey: myOrderKey(token),
    refetchInterval: 30_000,
    queryFn: ({ signal }): Promise<CustomerOrder> =>
      apiRequest(`/my-order/${encodeURIComponent(token)}`, {
        signal,
        auth: false,
        devSchema: (contracts) => contracts.customerOrderSchema,
      }),
  });
}

/** POST /api/my-order/{token}/transfer-receipt: answers the server's message, or its 400. */
export function useUploadOrderReceipt(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: string) =>
      apiRequest(`/my-order/${encodeURIComponent(token)}/transfer-receipt`, {
        method: 'POST',
        auth: false,
        body: { image },
        devSchema: (contracts) => contracts.customerOrderAnswerSchema,
      }),
    onSuccess: (answer) => queryClient.setQueryData(myOrderKey(token), answer.order),
  });
}

import { orderPlacedSchema, type OrderPlaced } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshOrders, replaceOrder } from '../lib/replace-order';

/** PATCH /api/update-order-sent/{id}: Pending becomes Sent. */
export function markOrderSent(id: number): Promise<OrderPlaced> {
  return apiRequest(`/update-order-sent/${id}`, { method: 'PATCH', schema: orderPlacedSchema });
}

export function useMarkOrderSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderSent,
    // Show Sent at once; the refetch then settles the filtered lists and the admin bar's count.
    onSuccess: ({ order }) => replaceOrder(queryClient, order),
    onSettled: () => refreshOrders(queryClient),
  });
}

import { orderPlacedSchema, type OrderPlaced } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshOrders, replaceOrder } from '../lib/replace-order';

/**
 * PATCH /api/orders/{id}/collected: a pickup or counter order handed over (a delivery is Mark as
 * Sent; docs/cafe.md#paid-and-collected).
 */
export function markOrderCollected(id: number): Promise<OrderPlaced> {
  return apiRequest(`/orders/${id}/collected`, { method: 'PATCH', schema: orderPlacedSchema });
}

export function useMarkOrderCollected() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderCollected,
    onSuccess: ({ order }) => replaceOrder(queryClient, order),
    onSettled: () => refreshOrders(queryClient),
  });
}

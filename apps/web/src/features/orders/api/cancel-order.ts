import { orderPlacedSchema, type OrderCancelRequest, type OrderPlaced } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshOrders, replaceOrder } from '../lib/replace-order';

/** PATCH /api/orders/{id}/cancel: a pending order is cancelled with staff's reason. */
export function cancelOrder({ id, ...body }: { id: number } & OrderCancelRequest) {
  return apiRequest<OrderPlaced>(`/orders/${id}/cancel`, {
    method: 'PATCH',
    body,
    schema: orderPlacedSchema,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // Show Cancelled at once; the refetch then settles the filtered lists and the admin bar,
    // which counts unsent orders (a cancelled order is no longer one).
    onSuccess: ({ order }) => replaceOrder(queryClient, order),
    onSettled: () => refreshOrders(queryClient),
  });
}

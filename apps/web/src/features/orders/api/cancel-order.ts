import { orderPlacedSchema, type Order, type OrderPlaced } from '@padel/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attentionKey } from '@/lib/use-attention';
import { ordersKey } from './get-orders';

/** PATCH /api/orders/{id}/cancel: a pending order is cancelled with staff's reason. */
export function cancelOrder({ id, cancelReason }: { id: number; cancelReason: string }) {
  return apiRequest<OrderPlaced>(`/orders/${id}/cancel`, {
    method: 'PATCH',
    body: { cancelReason },
    schema: orderPlacedSchema,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => {
      // Show Cancelled at once; the refetch below then settles the filtered lists.
      queryClient.setQueriesData<InfiniteData<Order[]>>({ queryKey: ordersKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) =>
                page.map((item) => (item.id === order.id ? order : item)),
              ),
            }
          : data,
      );
    },
    // The admin bar counts unsent orders, and a cancelled order is no longer one.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: attentionKey }),
      ]),
  });
}

import { orderPlacedSchema, type Order, type OrderPlaced } from '@padel/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attentionKey } from '@/lib/use-attention';
import { ordersKey } from './get-orders';

/** PATCH /api/update-order-sent/{id}: Pending becomes Sent. */
export function markOrderSent(id: number): Promise<OrderPlaced> {
  return apiRequest(`/update-order-sent/${id}`, { method: 'PATCH', schema: orderPlacedSchema });
}

export function useMarkOrderSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderSent,
    onSuccess: ({ order }) => {
      // Show Sent at once; the refetch below then settles the filtered lists.
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
    // The admin bar counts unsent orders too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: attentionKey }),
      ]),
  });
}

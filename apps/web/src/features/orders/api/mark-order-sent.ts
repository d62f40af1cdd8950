import { orderSchema, type Order } from '@padel/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ordersKey } from './get-orders';

const orderSentSchema = z.object({ message: z.string(), order: orderSchema });

/** PATCH /api/update-order-sent/{id}: Pending becomes Sent. */
export function markOrderSent(id: number): Promise<{ message: string; order: Order }> {
  return apiRequest(`/update-order-sent/${id}`, { method: 'PATCH', schema: orderSentSchema });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

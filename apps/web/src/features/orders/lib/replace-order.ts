import type { Order } from '@padel/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { attentionKey } from '@/lib/use-attention';
import { ordersKey } from '../api/get-orders';

/** Shows an order's new state in every loaded list at once; `refreshOrders` then settles them. */
export function replaceOrder(queryClient: QueryClient, order: Order): void {
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
}

/** The lists read again, and the admin bar's count of pending orders with them. */
export function refreshOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKey }),
    queryClient.invalidateQueries({ queryKey: attentionKey }),
  ]);
}

import { orderPlacedSchema, type CounterOrderRequest, type OrderPlaced } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshOrders } from '../lib/replace-order';

/** POST /api/counter-orders: staff take an order at the counter (docs/cafe.md#counter-orders). */
export function takeCounterOrder(body: CounterOrderRequest): Promise<OrderPlaced> {
  return apiRequest('/counter-orders', { method: 'POST', body, schema: orderPlacedSchema });
}

export function useTakeCounterOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeCounterOrder,
    // The kitchen's list and the admin bar's count have a new pending order.
    onSettled: () => refreshOrders(queryClient),
  });
}

import { orderPlacedSchema, type DeskOrderMethod, type OrderPlaced } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshOrders, replaceOrder } from '../lib/replace-order';

/**
 * POST /api/orders/{id}/payment: an order's money taken at the desk, once (an open tab, a cash
 * order on pickup or delivery; docs/cafe.md#paid-and-collected).
 */
export function recordOrderPayment({
  id,
  method,
}: {
  id: number;
  method: DeskOrderMethod;
}): Promise<OrderPlaced> {
  return apiRequest(`/orders/${id}/payment`, {
    method: 'POST',
    body: { method },
    schema: orderPlacedSchema,
  });
}

export function useRecordOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOrderPayment,
    onSuccess: ({ order }) => replaceOrder(queryClient, order),
    onSettled: () => refreshOrders(queryClient),
  });
}

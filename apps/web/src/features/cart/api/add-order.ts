import type { OrderInput } from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The parts of the placed order the confirmation shows; the server's numbers, not the cart's. */
export interface PlacedOrder {
  id: number;
  total: number;
  /** The delivery fee the server charged (0 for pickup). */
  deliveryFee: number;
  message: string;
  /** A card order: the provider's payment page, where the customer goes next. */
  checkoutUrl?: string;
  /** An order by transfer: the key to its own page, where the customer goes next. */
  accessToken?: string;
}

/**
 * POST /api/add-order: the order as placed (see docs/cafe.md#checkout); public, so no admin token
 * is sent. A card order answers with `checkoutUrl` (see docs/payments.md#card-payments).
 */
export async function addOrder(body: OrderInput): Promise<PlacedOrder> {
  const { message, order, checkoutUrl, accessToken } = await apiRequest('/add-order', {
    method: 'POST',
    body,
    auth: false,
    devSchema: (contracts) => contracts.orderPlacedSchema,
  });
  return {
    id: order.id,
    total: order.total_Price,
    deliveryFee: order.delivery_Fee,
    message,
    ...(checkoutUrl ? { checkoutUrl } : {}),
    ...(accessToken ? { accessToken } : {}),
  };
}

export function useAddOrder() {
  return useMutation({ mutationFn: addOrder });
}

import type { OrderInput } from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, ApiResponseError } from '@/lib/api-client';

/** The parts of the placed order the confirmation shows; the server's numbers, not the cart's. */
export interface PlacedOrder {
  id: number;
  total: number;
  message: string;
}

function readPlaced(data: unknown): PlacedOrder {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const order = (typeof body.order === 'object' && body.order !== null ? body.order : {}) as Record<
    string,
    unknown
  >;
  if (typeof order.id !== 'number' || typeof order.total_Price !== 'number') {
    throw new ApiResponseError('Unexpected answer from POST /add-order');
  }
  return {
    id: order.id,
    total: order.total_Price,
    message: typeof body.message === 'string' ? body.message : 'Your order has been placed.',
  };
}

/** POST /api/add-order: the order as placed (SPEC §3); public, so no admin token is sent. */
export async function addOrder(body: OrderInput): Promise<PlacedOrder> {
  const data = await apiRequest<unknown>('/add-order', { method: 'POST', body, auth: false });
  return readPlaced(data);
}

export function useAddOrder() {
  return useMutation({ mutationFn: addOrder });
}

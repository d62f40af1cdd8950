import type { ORDER_STATUSES } from '@padel/contracts';
import { orderListSchema, type Order } from '@padel/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A status, or the counter's open tabs (docs/cafe.md#paid-and-collected); neither is the kitchen's list. */
export type OrderFilter = { status?: OrderStatus; tab?: 'open' };

/** The server's page size; a full page means there may be older orders. */
export const ORDERS_PAGE_SIZE = 50;
/**
 * New orders show up without a reload (see docs/cafe.md#orders polls; orders are less urgent than
 * bookings).
 */
const REFRESH_MS = 30_000;

export const ordersKey = ['orders'] as const;

/** GET /api/get-order: newest first; `before` asks for orders older than that id. */
export function getOrders(
  params: OrderFilter & { before?: number },
  signal?: AbortSignal,
): Promise<Order[]> {
  const query = new URLSearchParams({ limit: String(ORDERS_PAGE_SIZE) });
  if (params.status) query.set('status', params.status);
  if (params.tab) query.set('tab', params.tab);
  if (params.before !== undefined) query.set('before', String(params.before));
  return apiRequest(`/get-order?${query.toString()}`, { schema: orderListSchema, signal });
}

export const ordersQueryOptions = (filter: OrderFilter) =>
  infiniteQueryOptions({
    queryKey: [...ordersKey, filter.status ?? (filter.tab ? 'open-tabs' : 'all')],
    queryFn: ({ pageParam, signal }) => getOrders({ ...filter, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.length === ORDERS_PAGE_SIZE ? lastPage[lastPage.length - 1]?.id : undefined,
    refetchInterval: REFRESH_MS,
  });

export function useOrders(filter: OrderFilter) {
  return useInfiniteQuery(ordersQueryOptions(filter));
}

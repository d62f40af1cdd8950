import { productListSchema, type Product } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/get-products: the menu as customers see it, what the counter may sell. */
export function getCounterMenu(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest('/get-products', { schema: productListSchema, signal });
}

export const counterMenuOptions = () =>
  queryOptions({ queryKey: ['counter-menu'], queryFn: ({ signal }) => getCounterMenu(signal) });

export function useCounterMenu() {
  return useQuery(counterMenuOptions());
}

import type { Product } from '@padel/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

/** Ids are positive whole numbers; anything else cannot be a product. */
export const isProductId = (id: string | undefined): id is string =>
  id !== undefined && /^[1-9][0-9]{0,9}$/.test(id);

/** GET /api/get-productsByID/{id}: one visible product; 404 when missing or hidden. */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest(`/get-productsByID/${encodeURIComponent(id)}`, {
    signal,
    auth: false,
    devSchema: (contracts) => contracts.productSchema,
  });
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });

/** The product; coming from the menu, its grid entry shows at once while the detail loads. */
export function useProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(id ?? ''),
    enabled: isProductId(id),
    placeholderData: () =>
      queryClient
        .getQueryData<Product[]>(productsQueryKey)
        ?.find((product) => String(product.id) === id),
  });
}

/** 404 (missing or hidden) and 400 (malformed id) both mean "no such product" to a customer. */
export function isProductMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

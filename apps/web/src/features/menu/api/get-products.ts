import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getProducts, productsQueryKey } from '@/lib/menu-products';

export { productsQueryKey };

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productsQueryKey,
    queryFn: ({ signal }) => getProducts(signal),
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}

/**
 * The menu route's loader: the first render waits for the products (already on their way, the
 * HTML preloads them), so the page renders once, grid included, as one interruptible transition
 * rather than a spinner followed by a blocking re-render (see docs/quality.md#b5-lighthouse).
 * Cached products, even stale ones, are used at once. A failure is not retried here: the page then
 * asks again itself and shows its error state.
 */
export async function loadProducts(queryClient: QueryClient): Promise<null> {
  if (queryClient.getQueryData(productsQueryKey) === undefined) {
    await queryClient.prefetchQuery({ ...productsQueryOptions(), retry: false });
  }
  return null;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
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

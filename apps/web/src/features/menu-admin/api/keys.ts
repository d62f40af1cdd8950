import type { QueryClient } from '@tanstack/react-query';
import { productsQueryKey } from '@/lib/menu-products';

/** React Query keys of the product screens. */
export const adminProductsKey = ['admin-products'] as const;
export const categoriesKey = ['categories'] as const;

/**
 * After any product change: the management list, the menu and the categories (a new category
 * name creates one) read fresh data.
 */
export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsKey }),
    queryClient.invalidateQueries({ queryKey: productsQueryKey }),
    queryClient.invalidateQueries({ queryKey: categoriesKey }),
  ]).then(() => undefined);
}

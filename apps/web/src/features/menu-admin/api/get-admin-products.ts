import { adminProductListSchema, type AdminProduct } from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminProductsKey } from './keys';

/** GET /api/admin-products: every product, hidden ones included (see docs/cafe.md#products). */
export function getAdminProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  return apiRequest('/admin-products', { schema: adminProductListSchema, signal });
}

export function useAdminProducts() {
  return useQuery({
    queryKey: adminProductsKey,
    queryFn: ({ signal }) => getAdminProducts(signal),
  });
}

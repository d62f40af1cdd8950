import type { Product } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';

export const productsQueryKey = ['products'] as const;

/**
 * GET /api/get-products: the menu (an array per `productListSchema`), for the menu and the cart.
 * The menu is the app host's most visited first page: zod would take it past its page-weight
 * budget, so the answer is checked against the contract in development only.
 */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest('/get-products', {
    signal,
    auth: false,
    devSchema: (contracts) => contracts.productListSchema,
  });
}

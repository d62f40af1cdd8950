import type { Product } from '@padel/contracts';
import { apiRequest, ApiResponseError } from '@/lib/api-client';

export const productsQueryKey = ['products'] as const;

const isString = (value: unknown): value is string => typeof value === 'string';

function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    isString(item.Product_Name) &&
    typeof item.Product_Price === 'number' &&
    isString(item.Product_Category) &&
    Array.isArray(item.Product_Images) &&
    item.Product_Images.every(isString) &&
    Array.isArray(item.Product_Thumbnails) &&
    item.Product_Thumbnails.every(isString)
  );
}

/**
 * The menu is the app host's most visited first page; zod (about 23 KB gzip) would take it past
 * its 150 KB budget (QUALITY B4). Production keeps the products that have what the grid shows;
 * development checks the whole answer against `productListSchema` to catch contract drift.
 */
async function readProductList(data: unknown): Promise<Product[]> {
  if (import.meta.env.DEV) {
    const { productListSchema } = await import('@padel/contracts');
    return productListSchema.parse(data);
  }
  if (!Array.isArray(data)) throw new ApiResponseError('Unexpected answer from GET /get-products');
  return data.filter(isProduct);
}

/** GET /api/get-products: the menu (an array per `productListSchema`), for the menu and the cart. */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const data = await apiRequest<unknown>('/get-products', { signal, auth: false });
  return readProductList(data);
}

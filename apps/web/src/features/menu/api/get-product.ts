import type { Product } from '@padel/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiRequestError, ApiResponseError } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * What the detail screen shows, checked by hand: a small check does not need zod's download on
 * the way from the menu to a product.
 */
function readProduct(data: unknown): Product {
  const item = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const images = Array.isArray(item.Product_Images) ? item.Product_Images.filter(isString) : [];
  const thumbnails = Array.isArray(item.Product_Thumbnails)
    ? item.Product_Thumbnails.filter(isString)
    : [];
  if (
    typeof item.id !== 'number' ||
    !isString(item.Product_Name) ||
    typeof item.Product_Price !== 'number'
  ) {
    throw new ApiResponseError('Unexpected answer from GET /get-productsByID');
  }
  return {
    id: item.id,
    Product_ID: typeof item.Product_ID === 'number' ? item.Product_ID : item.id,
    Product_Name: item.Product_Name,
    Product_Description: isString(item.Product_Description) ? item.Product_Description : '',
    Product_Price: item.Product_Price,
    Product_Category: isString(item.Product_Category) ? item.Product_Category : '',
    Product_Images: images,
    Product_Thumbnails: thumbnails,
  };
}

/** Ids are positive whole numbers; anything else cannot be a product. */
export const isProductId = (id: string | undefined): id is string =>
  id !== undefined && /^[1-9][0-9]{0,9}$/.test(id);

/** GET /api/get-productsByID/{id}: one visible product; 404 when missing or hidden. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const data = await apiRequest<unknown>(`/get-productsByID/${encodeURIComponent(id)}`, {
    signal,
    auth: false,
  });
  return readProduct(data);
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

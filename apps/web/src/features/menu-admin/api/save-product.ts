import { productSavedSchema, type ProductInput, type ProductSaved } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateProducts } from './keys';

/** POST /api/create-product. */
export function createProduct(body: ProductInput): Promise<ProductSaved> {
  return apiRequest('/create-product', { method: 'POST', body, schema: productSavedSchema });
}

export interface UpdateProductInput {
  id: number;
  body: ProductInput;
}

/** PUT /api/update-product/{id}: images are kept URLs and new data URLs, in order. */
export function updateProduct({ id, body }: UpdateProductInput): Promise<ProductSaved> {
  return apiRequest(`/update-product/${id}`, {
    method: 'PUT',
    body,
    schema: productSavedSchema,
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSettled: () => invalidateProducts(queryClient),
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSettled: () => invalidateProducts(queryClient),
  });
}

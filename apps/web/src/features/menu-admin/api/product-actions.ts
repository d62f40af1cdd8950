import { messageSchema, productSavedSchema, type ProductSaved } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateProducts } from './keys';

export interface SetVisibilityInput {
  id: number;
  hidden: boolean;
}

/** PATCH /api/product-visibility/{id}: hide a product from the menu, or show it again. */
export function setProductVisibility({ id, hidden }: SetVisibilityInput): Promise<ProductSaved> {
  return apiRequest(`/product-visibility/${id}`, {
    method: 'PATCH',
    body: { hidden },
    schema: productSavedSchema,
  });
}

/** DELETE /api/delete-product/{id}; past orders keep their lines. */
export function deleteProduct(id: number): Promise<{ message: string }> {
  return apiRequest(`/delete-product/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useSetProductVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductVisibility,
    onSettled: () => invalidateProducts(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => invalidateProducts(queryClient),
  });
}

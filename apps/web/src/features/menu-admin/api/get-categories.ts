import { categoryListSchema, type Category } from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { categoriesKey } from './keys';

/** GET /api/get-categories: the categories in menu order. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest('/get-categories', { schema: categoryListSchema, signal });
}

export function useCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => getCategories(signal),
  });
}

import { tablesListSchema, type TablesRecord } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const tablesQueryKey = ['tables'] as const;

/** GET /api/getTables: the tables setting, a list with one record (or none yet). */
export function getTables(signal?: AbortSignal): Promise<TablesRecord[]> {
  return apiRequest('/getTables', { schema: tablesListSchema, signal });
}

export const tablesQueryOptions = () =>
  queryOptions({
    queryKey: tablesQueryKey,
    queryFn: ({ signal }) => getTables(signal),
  });

export function useTables() {
  return useQuery(tablesQueryOptions());
}

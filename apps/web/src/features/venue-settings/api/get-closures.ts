import { closureListSchema, type Closure } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const closuresQueryKey = ['closures'] as const;

/**
 * GET /api/closures (see docs/venue-settings.md#closures): every closure, latest first, with the
 * bookings it cancelled and who made it when.
 */
export function getClosures(signal?: AbortSignal): Promise<Closure[]> {
  return apiRequest('/closures', { schema: closureListSchema, signal });
}

export const closuresQueryOptions = () =>
  queryOptions({
    queryKey: closuresQueryKey,
    queryFn: ({ signal }) => getClosures(signal),
  });

export function useClosures() {
  return useQuery(closuresQueryOptions());
}

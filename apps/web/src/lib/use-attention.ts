import { attentionSchema, type Attention } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** React Query key of the attention counts; booking and order changes invalidate it too. */
export const attentionKey = ['attention'] as const;

/** New bookings and orders show up in the admin bar without a reload, as on the lists. */
const ATTENTION_REFRESH_MS = 30_000;

/** GET /api/attention: pending bookings per date from today on, and unsent café orders. */
export function getAttention(signal?: AbortSignal): Promise<Attention> {
  return apiRequest('/attention', { schema: attentionSchema, signal });
}

export const attentionQueryOptions = () =>
  queryOptions({
    queryKey: attentionKey,
    queryFn: ({ signal }) => getAttention(signal),
    refetchInterval: ATTENTION_REFRESH_MS,
  });

/** The admin bar's counts, polled while the tab is visible (see docs/screens.md#attention-counts). */
export function useAttention() {
  return useQuery(attentionQueryOptions());
}

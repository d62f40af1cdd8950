import { queueListSchema, type QueueEntry } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/queueBooking: customers waiting for a café table, newest first. */
export function getQueue(signal?: AbortSignal): Promise<QueueEntry[]> {
  return apiRequest('/queueBooking', { schema: queueListSchema, signal });
}

export const queueQueryOptions = () =>
  queryOptions({
    queryKey: ['booking-queue'],
    queryFn: ({ signal }) => getQueue(signal),
  });

export function useQueue() {
  return useQuery(queueQueryOptions());
}

import { queueEntrySchema } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type QueueEntry = z.infer<typeof queueEntrySchema>;
const queueSchema = z.array(queueEntrySchema);

/** GET /api/queueBooking: customers waiting for a café table, newest first. */
export function getQueue(signal?: AbortSignal): Promise<QueueEntry[]> {
  return apiRequest('/queueBooking', { schema: queueSchema, signal });
}

export const queueQueryOptions = () =>
  queryOptions({
    queryKey: ['booking-queue'],
    queryFn: ({ signal }) => getQueue(signal),
  });

export function useQueue() {
  return useQuery(queueQueryOptions());
}

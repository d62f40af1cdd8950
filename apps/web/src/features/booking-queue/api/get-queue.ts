import { queueListSchema, type QueueEntry, type QueueQuery } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-download';

const EXPORT_FILENAME = 'booking-queue.xlsx';

/** GET /api/queueBooking: customers waiting for a café table, newest first, filtered. */
export function getQueue(query: QueueQuery, signal?: AbortSignal): Promise<QueueEntry[]> {
  return apiRequest(withQuery('/queueBooking', query), { schema: queueListSchema, signal });
}

export const queueQueryOptions = (query: QueueQuery) =>
  queryOptions({
    queryKey: ['booking-queue', query],
    queryFn: ({ signal }) => getQueue(query, signal),
    // While a search is typed the last answer stays on screen.
    placeholderData: keepPreviousData,
  });

export function useQueue(query: QueueQuery) {
  return useQuery(queueQueryOptions(query));
}

/**
 * GET /api/queueBooking/booking-queue.xlsx: the entries the list shows, sheet Queue, saved as
 * booking-queue.xlsx (see docs/bookings.md#queue).
 */
export function exportQueue(query: QueueQuery): Promise<void> {
  return downloadApiFile(`/queueBooking/${EXPORT_FILENAME}`, query, EXPORT_FILENAME);
}

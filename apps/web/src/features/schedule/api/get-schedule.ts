import { scheduleSchema, type Schedule } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const REFRESH_MS = 30_000;

/** GET /api/schedule/{date}: held court slots and table occupancy per hour of one day. */
export function getSchedule(date: string, signal?: AbortSignal): Promise<Schedule> {
  return apiRequest(`/schedule/${encodeURIComponent(date)}`, { schema: scheduleSchema, signal });
}

export const scheduleQueryOptions = (date: string) =>
  queryOptions({
    // The admin booking screens invalidate ['schedule'] after every change.
    queryKey: ['schedule', date],
    queryFn: ({ signal }) => getSchedule(date, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function useSchedule(date: string) {
  return useQuery(scheduleQueryOptions(date));
}

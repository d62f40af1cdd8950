import { availabilitySchema, type Availability } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBookingsKey } from './keys';

/** While staff look at the hours, other staff and customers book too. */
const REFRESH_MS = 5_000;

/**
 * GET /api/availability/{date} for the walk-in screen: held court hours, full table hours, closed
 * and started hours, and the server's price of each padel hour (see docs/bookings.md#walk-ins).
 */
export function getDayAvailability(date: string, signal?: AbortSignal): Promise<Availability> {
  return apiRequest(`/availability/${encodeURIComponent(date)}`, {
    schema: availabilitySchema,
    signal,
  });
}

export const dayAvailabilityQueryOptions = (date: string) =>
  queryOptions({
    // Under the admin bookings key: every booking change here refreshes it.
    queryKey: [...adminBookingsKey, 'availability', date],
    queryFn: ({ signal }) => getDayAvailability(date, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function useDayAvailability(date: string, enabled: boolean) {
  return useQuery({ ...dayAvailabilityQueryOptions(date), enabled });
}

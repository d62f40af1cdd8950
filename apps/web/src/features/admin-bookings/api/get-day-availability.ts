import { availabilitySchema, isIsoDate, type Availability } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBookingsKey } from './keys';

/** While staff look at the hours, other staff and customers book too. */
const REFRESH_MS = 5_000;

/**
 * GET /api/availability/{date}: a day's held court hours, full café hours, closed and started
 * hours and the server's price of each padel hour, for the walk-in screen
 * (docs/bookings.md#walk-ins) and the edit form (docs/bookings.md#moving-a-booking).
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

/** Asked only for a real date, and while `enabled`. */
export function useDayAvailability(date: string, enabled = true) {
  return useQuery({ ...dayAvailabilityQueryOptions(date), enabled: enabled && isIsoDate(date) });
}

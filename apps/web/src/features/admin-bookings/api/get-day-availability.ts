import { availabilitySchema, isIsoDate, type Availability } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBookingsKey } from './keys';

/**
 * GET /api/availability/{date}: a day's held court slots, full café hours, closed and started
 * hours and slot prices, for the edit form's choice of hours (see
 * docs/bookings.md#moving-a-booking). Under the bookings' key, so every booking change reads it
 * again.
 */
export function getDayAvailability(date: string, signal?: AbortSignal): Promise<Availability> {
  return apiRequest(`/availability/${encodeURIComponent(date)}`, {
    schema: availabilitySchema,
    signal,
  });
}

export const dayAvailabilityQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...adminBookingsKey, 'availability', date],
    queryFn: ({ signal }) => getDayAvailability(date, signal),
    enabled: isIsoDate(date),
  });

export function useDayAvailability(date: string) {
  return useQuery(dayAvailabilityQueryOptions(date));
}

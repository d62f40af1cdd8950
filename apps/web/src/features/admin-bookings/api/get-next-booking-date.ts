import { nextBookingDateSchema, type NextBookingDate } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBookingsKey } from './keys';

/** GET /api/bookings/next-date/{date}: the first later day with a booking, or null. */
export function getNextBookingDate(date: string, signal?: AbortSignal): Promise<NextBookingDate> {
  return apiRequest(`/bookings/next-date/${date}`, { schema: nextBookingDateSchema, signal });
}

export const nextBookingDateQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...adminBookingsKey, 'next-date', date],
    queryFn: ({ signal }) => getNextBookingDate(date, signal),
  });

/** Asked by the empty day only. */
export function useNextBookingDate(date: string) {
  return useQuery(nextBookingDateQueryOptions(date));
}

import { bookingListSchema, type AdminBooking } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBookingsKey } from './keys';

/** GET /api/bookings/{id}: the booking as a list of cards (see docs/api.md#calls). */
export function getBooking(id: string, signal?: AbortSignal): Promise<AdminBooking[]> {
  return apiRequest(`/bookings/${encodeURIComponent(id)}`, { schema: bookingListSchema, signal });
}

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminBookingsKey, 'detail', id],
    queryFn: ({ signal }) => getBooking(id, signal),
  });

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}

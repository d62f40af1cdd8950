import { adminBookingSchema, type AdminBooking } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminBookingsKey } from './keys';

const bookingCardsSchema = z.array(adminBookingSchema);

/** GET /api/bookings/{id}: the booking as a list of cards (see docs/api.md#calls). */
export function getBooking(id: string, signal?: AbortSignal): Promise<AdminBooking[]> {
  return apiRequest(`/bookings/${encodeURIComponent(id)}`, { schema: bookingCardsSchema, signal });
}

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminBookingsKey, 'detail', id],
    queryFn: ({ signal }) => getBooking(id, signal),
  });

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}

import type { CustomerBooking } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFetch } from '@/lib/use-fetch';

/**
 * GET /api/my-booking/{token}: the customer's own booking by its access token (see
 * docs/bookings.md#customer-page).
 */
export function getMyBooking(token: string, signal?: AbortSignal): Promise<CustomerBooking> {
  return apiRequest(`/my-booking/${encodeURIComponent(token)}`, {
    signal,
    auth: false,
    devSchema: (contracts) => contracts.customerBookingSchema,
  });
}

export function useMyBooking(token: string) {
  const result = useFetch(token, (signal) => getMyBooking(token, signal));
  return {
    ...result,
    /** Shows a change the server confirmed (feedback saved) without asking again. */
    update: (change: Partial<CustomerBooking>) =>
      result.update((booking) => ({ ...booking, ...change })),
  };
}

import type { CustomerBooking } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '../lib/use-action';

/**
 * POST /api/my-booking/{token}/cancel: the customer cancels their own booking (see
 * docs/venue-settings.md#customer-cancel). Answers the server's message and the booking as it now
 * is; a 409 (inside the cancellation window, already cancelled or arrived) throws an
 * ApiRequestError with the server's message.
 */
export function cancelMyBooking(
  token: string,
): Promise<{ message: string; booking: CustomerBooking }> {
  return apiRequest(`/my-booking/${encodeURIComponent(token)}/cancel`, {
    method: 'POST',
    auth: false,
    devSchema: (contracts) => contracts.customerBookingAnswerSchema,
  });
}

export function useCancelMyBooking() {
  return useAction(cancelMyBooking);
}

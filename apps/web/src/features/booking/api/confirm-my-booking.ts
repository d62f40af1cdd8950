import type { CustomerBooking } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '../lib/use-action';

/**
 * POST /api/my-booking/{token}/confirm (docs/screens.md#after-booking): the customer
 * confirms a held booking with the code its message carried. Answers the server's message and the
 * booking as it now is; a wrong code (400), a hold that ran out or took too many wrong codes (409)
 * throw an ApiRequestError with the server's message.
 */
export function confirmMyBooking(
  token: string,
  code: string,
): Promise<{ message: string; booking: CustomerBooking }> {
  return apiRequest(`/my-booking/${encodeURIComponent(token)}/confirm`, {
    method: 'POST',
    body: { code },
    auth: false,
    devSchema: (contracts) => contracts.customerBookingAnswerSchema,
  });
}

export function useConfirmMyBooking() {
  return useAction(confirmMyBooking);
}

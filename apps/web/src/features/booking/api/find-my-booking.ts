import type { FindMyBookingRequest } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '../lib/use-action';

/**
 * POST /api/find-my-booking: e-mails the links to the address's upcoming bookings (see
 * docs/notifications.md#find-my-booking). Answers the same message whether or not there are any.
 */
export async function findMyBooking(body: FindMyBookingRequest): Promise<string> {
  const { message } = await apiRequest('/find-my-booking', {
    method: 'POST',
    body,
    auth: false,
    devSchema: (contracts) => contracts.messageSchema,
  });
  return message;
}

export function useFindMyBooking() {
  return useAction(findMyBooking);
}

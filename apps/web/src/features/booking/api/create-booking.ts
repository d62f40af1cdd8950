import type { BookingConflict, CreateBookingRequest, CustomerBooking } from '@padel/contracts';
import { apiRequest, ApiRequestError, ApiResponseError } from '@/lib/api-client';
import { parseCustomerBooking, readConflictCode } from '../lib/customer-booking';
import { isRecord, isString } from '../lib/guards';
import { useAction } from '../lib/use-action';

export type CreateBookingResult =
  | { kind: 'created'; message: string; accessToken: string; booking: CustomerBooking }
  | { kind: 'conflict'; code: BookingConflict['code']; message: string };

/**
 * POST /api/create-booking (SPEC §7). A 409 (slot just taken, tables full) is an answer the flow
 * expects, not a failure; anything else that is not a 201 throws.
 */
export async function createBooking(body: CreateBookingRequest): Promise<CreateBookingResult> {
  let data: unknown;
  try {
    data = await apiRequest<unknown>('/create-booking', { method: 'POST', body, auth: false });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      return {
        kind: 'conflict',
        code: readConflictCode(error.code),
        message: error.serverMessage ?? '',
      };
    }
    throw error;
  }
  if (!isRecord(data) || !isString(data.accessToken) || data.accessToken === '') {
    throw new ApiResponseError('Unexpected answer from POST /create-booking');
  }
  return {
    kind: 'created',
    message: isString(data.message) ? data.message : '',
    accessToken: data.accessToken,
    booking: await parseCustomerBooking(data.booking, 'POST /create-booking'),
  };
}

export function useCreateBooking() {
  return useAction(createBooking);
}

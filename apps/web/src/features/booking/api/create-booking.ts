import {
  conflictCode,
  type BookingConflict,
  type CreateBookingRequest,
  type CustomerBooking,
} from '@padel/contracts';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { forgetWalkInTicket } from '@/lib/walk-in';
import { useAction } from '../lib/use-action';

export type CreateBookingResult =
  | {
      kind: 'created';
      message: string;
      accessToken: string;
      booking: CustomerBooking;
      /** A card booking: the provider's payment page, where the browser goes next. */
      checkoutUrl?: string;
    }
  | { kind: 'conflict'; code: BookingConflict['code']; message: string };

/**
 * POST /api/create-booking (see docs/api.md#calls). A 409 (slot just taken, tables full) is an
 * answer the flow expects, not a failure; anything else that is not a 201 throws (400
 * `PAYMENT_MESSAGES.cardUnavailable`, 503 `PAYMENT_MESSAGES.providerDown` for a card booking).
 */
export async function createBooking(body: CreateBookingRequest): Promise<CreateBookingResult> {
  try {
    const { message, accessToken, booking, checkoutUrl } = await apiRequest('/create-booking', {
      method: 'POST',
      body,
      auth: false,
      devSchema: (contracts) => contracts.createBookingResponseSchema,
    });
    // A walk-in ticket makes one booking (docs/bookings.md#walk-ins): this one spent it.
    if (body.walkInTicket) forgetWalkInTicket();
    return {
      kind: 'created',
      message,
      accessToken,
      booking,
      ...(checkoutUrl ? { checkoutUrl } : {}),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      return {
        kind: 'conflict',
        code: conflictCode(error.code),
        message: error.serverMessage ?? '',
      };
    }
    throw error;
  }
}

export function useCreateBooking() {
  return useAction(createBooking);
}

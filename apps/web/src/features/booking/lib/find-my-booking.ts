import { ApiRequestError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';

/** When the server never answered, or answered without a message. */
export const FIND_MY_BOOKING_FAILURE = 'Your request could not be sent. Please try again.';

/** Where the find-my-booking form shows a failure: on the e-mail field, or below the form. */
export interface FindMyBookingFailure {
  email?: string;
  alert?: string;
}

/**
 * A refused e-mail (400) belongs on its field, the only one; anything else with a message, such as
 * the rate limit's 429, below the form (see docs/screens.md#find-my-booking).
 */
export function findMyBookingFailure(error: unknown): FindMyBookingFailure {
  if (!(error instanceof ApiRequestError)) return { alert: FIND_MY_BOOKING_FAILURE };
  if (error.status === 400) {
    const field = serverFieldErrors(error, ['email'] as const).email;
    const message = typeof field === 'string' ? field : error.serverMessage;
    return { email: message ?? FIND_MY_BOOKING_FAILURE };
  }
  return { alert: error.serverMessage ?? FIND_MY_BOOKING_FAILURE };
}

import { notifications } from '@mantine/notifications';
import { ApiRequestError } from '@/lib/api-client';

/** What a failure says when the server never answered. */
export const GENERIC_FAILURE = 'An error occurred. Please try again.';

/**
 * A failure message of docs/screens.md#booking-list (and every admin action) with the server's own message after it when
 * there is one ("Failed to confirm booking. Booking is already confirmed."), or `fallback` when the
 * server never answered.
 */
export function failureMessage(
  error: unknown,
  failure: string,
  fallback: string = GENERIC_FAILURE,
): string {
  if (error instanceof ApiRequestError) {
    return error.serverMessage ? `${failure} ${error.serverMessage}` : failure;
  }
  return fallback;
}

/** Shows a failed admin action as a red notification with its `failureMessage`. */
export function notifyFailure(error: unknown, failure: string): void {
  notifications.show({ color: 'red', title: 'Error', message: failureMessage(error, failure) });
}

/** The server's message of an API error, if any. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

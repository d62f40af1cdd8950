import { ApiRequestError } from '@/lib/api-client';

/**
 * A failure message of docs/screens.md#booking-list with the server's own message after it when there is one
 * ("Failed to confirm booking. Booking is already confirmed."), or `fallback` when the server
 * never answered.
 */
export function failureMessage(error: unknown, failure: string, fallback: string): string {
  if (error instanceof ApiRequestError) {
    return error.serverMessage ? `${failure} ${error.serverMessage}` : failure;
  }
  return fallback;
}

/** The server's message of an API error, if any. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

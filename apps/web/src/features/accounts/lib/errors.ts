import { ApiRequestError } from '@/lib/api-client';

/** The server's message of an API error, if it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * A failure text of docs/screens.md#role-management, followed by the server's reason when it gave
 * one.
 */
export function withReason(failure: string, error: unknown): string {
  const reason = serverMessageOf(error);
  return reason ? `${failure} ${reason}` : failure;
}

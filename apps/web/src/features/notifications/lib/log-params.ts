import { isOneOf, NOTIFICATION_STATUSES, type NotificationStatus } from '@padel/contracts';
import { ApiRequestError } from '@/lib/api-client';
import type { NotificationLogParams } from '../api/get-notifications';

/** The log's filter and page from the address (see docs/screens.md#notification-log). */
export function readLogParams(params: URLSearchParams): NotificationLogParams {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: isOneOf(NOTIFICATION_STATUSES, status) ? status : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** What an empty log says: "No messages yet", or "No failed messages" under a filter. */
export function emptyLogText(status: NotificationStatus | undefined): string {
  return status ? `No ${status} messages` : 'No messages yet';
}

export const RETRY_FAILURE = 'Failed to retry the message.';

/**
 * A refused retry: a 409 (the message is no longer failed) says only the server's reason; other
 * failures say what failed, then the reason when the server gave one.
 */
export function retryFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return `${RETRY_FAILURE} Please try again.`;
  if (error.status === 409 && error.serverMessage) return error.serverMessage;
  return error.serverMessage ? `${RETRY_FAILURE} ${error.serverMessage}` : RETRY_FAILURE;
}

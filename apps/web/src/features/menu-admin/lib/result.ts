import { ApiNetworkError, ApiRequestError } from '@/lib/api-client';

/** The outcome of the last save, shown inline under the form (see docs/screens.md#add-product). */
export type SaveResult =
  | { kind: 'success'; message: string }
  | { kind: 'error'; title: string; detail: string | undefined };

/** The server's own message, or a hint when it could not be reached. */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return error.serverMessage;
  if (error instanceof ApiNetworkError) {
    return 'The server could not be reached. Please check your connection and try again.';
  }
  return undefined;
}

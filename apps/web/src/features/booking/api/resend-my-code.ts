import { apiRequest } from '@/lib/api-client';
import { useAction } from '../lib/use-action';

/**
 * POST /api/my-booking/{token}/resend-code (docs/security.md#resend-code): a fresh code for a
 * booking waiting for one. Answers the server's message saying where it went; too soon or too many
 * (429) and a booking that waits for no code (409) throw an ApiRequestError with its message.
 */
export function resendMyCode(token: string): Promise<{ message: string }> {
  return apiRequest(`/my-booking/${encodeURIComponent(token)}/resend-code`, {
    method: 'POST',
    auth: false,
    devSchema: (contracts) => contracts.messageSchema,
  });
}

export function useResendMyCode() {
  return useAction(resendMyCode);
}

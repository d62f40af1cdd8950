import { messageSchema, type MessageResponse, type ResetPasswordRequest } from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The request's body, and the one-time token from the e-mailed link (sent in the query). */
export type ResetPasswordInput = ResetPasswordRequest & { token: string };

/** POST /api/reset-password?token=: sets a new password through the e-mailed link; no sign-in. */
export function resetPassword({
  token,
  newPassword,
}: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest(`/reset-password?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { newPassword },
    schema: messageSchema,
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

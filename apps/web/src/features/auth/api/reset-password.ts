import { messageSchema, type MessageResponse } from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ResetPasswordInput {
  /** The one-time token from the e-mailed link. */
  token: string;
  newPassword: string;
}

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

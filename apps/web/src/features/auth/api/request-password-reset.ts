import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/forgot-password: e-mails a reset link; the answer body is not used (see
 * docs/api.md#calls).
 */
export async function requestPasswordReset(body: { email: string }): Promise<void> {
  await apiRequest('/forgot-password', { method: 'POST', body, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

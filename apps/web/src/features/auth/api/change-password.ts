import { passwordChangedSchema, type UpdatePasswordRequest } from '@padel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT /api/update-password: the signed-in admin's own password. The answer carries a fresh token,
 * because the server stops accepting the older ones (see docs/accounts.md#tokens).
 */
export function changePassword(body: UpdatePasswordRequest) {
  return apiRequest('/update-password', {
    method: 'PUT',
    body,
    schema: passwordChangedSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

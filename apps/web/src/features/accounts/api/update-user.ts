import { userSavedSchema, type UpdateUserRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKey } from './keys';

/**
 * PUT /api/updateUser/{id}: names, e-mail and role; 409 for a taken e-mail or a lost last admin.
 */
export function updateUser({ id, body }: { id: number; body: UpdateUserRequest }) {
  return apiRequest(`/updateUser/${id}`, { method: 'PUT', body, schema: userSavedSchema });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

import { messageSchema, type MessageResponse } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKey } from './keys';

/** DELETE /api/deleteUser/{id}; 409 for your own account or the last admin. */
export function deleteUser(id: number): Promise<MessageResponse> {
  return apiRequest(`/deleteUser/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

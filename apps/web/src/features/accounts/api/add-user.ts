import { userSavedSchema, type AddUserRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKey } from './keys';

/** POST /api/addUser: Register New Admin; 409 when the e-mail is taken. */
export function addUser(body: AddUserRequest) {
  return apiRequest('/addUser', { method: 'POST', body, schema: userSavedSchema });
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

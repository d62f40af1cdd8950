import { userListSchema, type User } from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKey } from './keys';

/** GET /api/getUser: every user account (never a password). */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiRequest('/getUser', { schema: userListSchema, signal });
}

export function useUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => getUsers(signal),
  });
}

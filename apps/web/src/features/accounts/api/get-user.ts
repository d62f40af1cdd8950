import { userSchema, type User } from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersKey } from './keys';

/** GET /api/getUser/{id}: one user; 404 'User not found.' */
export function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return apiRequest(`/getUser/${id}`, { schema: userSchema, signal });
}

export function useUser(id: number | null) {
  return useQuery({
    queryKey: [...usersKey, id],
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: id !== null,
  });
}

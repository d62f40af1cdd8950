import { messageSchema } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { closuresQueryKey } from './get-closures';
import { settingsQueryKey } from './get-settings';

/**
 * DELETE /api/closures/{id} (see docs/venue-settings.md#closures): the courts open again; the
 * bookings it cancelled stay cancelled.
 */
export function deleteClosure(id: number) {
  return apiRequest(`/closures/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClosure,
    // Also after a 404: someone else removed it, and the list should say so.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: closuresQueryKey }),
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
      ]),
  });
}

import { messageSchema } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { blockedContactsKey } from './get-blocked-contacts';

/** DELETE /api/blocked-contacts/{id} (docs/screens.md#blocked-contacts): the contact may book again. */
export function unblockContact(id: number) {
  return apiRequest(`/blocked-contacts/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useUnblockContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockContact,
    // Also after a 404: someone else lifted it, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockedContactsKey }),
  });
}

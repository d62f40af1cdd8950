import { blockedContactSchema, type BlockContactRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { blockedContactsKey } from './get-blocked-contacts';

/**
 * POST /api/blocked-contacts (docs/screens.md#blocked-contacts): the contact may no
 * longer book online; 409 when it already may not.
 */
export function blockContact(body: BlockContactRequest) {
  return apiRequest('/blocked-contacts', { method: 'POST', body, schema: blockedContactSchema });
}

export function useBlockContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockContact,
    // Also after a 409: someone else blocked it meanwhile, and the list should show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockedContactsKey }),
  });
}

import { blockedContactListSchema, type BlockedContact } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const blockedContactsKey = ['blocked-contacts'] as const;

/**
 * GET /api/blocked-contacts (docs/screens.md#blocked-contacts): the phone numbers
 * and e-mails that may not book online.
 */
export function getBlockedContacts(signal?: AbortSignal): Promise<BlockedContact[]> {
  return apiRequest('/blocked-contacts', { schema: blockedContactListSchema, signal });
}

export function useBlockedContacts() {
  return useQuery(
    queryOptions({
      queryKey: blockedContactsKey,
      queryFn: ({ signal }) => getBlockedContacts(signal),
    }),
  );
}

import { transferAccountsSchema } from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const transferAccountsQueryKey = ['settings', 'transfer-accounts'] as const;

/**
 * GET /api/settings/transfer-accounts (docs/payments.md#transfers): every receiving account the
 * venue saved, offered or not; the public settings carry the offered ones' only.
 */
export function useTransferAccounts() {
  return useQuery({
    queryKey: transferAccountsQueryKey,
    queryFn: () => apiRequest('/settings/transfer-accounts', { schema: transferAccountsSchema }),
  });
}

import { customerProfileSchema, type CustomerProfile } from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /api/customers/{phone}: totals, staff notes and history. */
export function getCustomer(phone: string, signal?: AbortSignal): Promise<CustomerProfile> {
  return apiRequest(`/customers/${encodeURIComponent(phone)}`, {
    schema: customerProfileSchema,
    signal,
  });
}

export function useCustomer(phone: string) {
  return useQuery({
    queryKey: customerKeys.profile(phone),
    queryFn: ({ signal }) => getCustomer(phone, signal),
  });
}

import { customerProfileSchema, type CustomerProfile, type CustomerUpdate } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from './keys';

/** PATCH /api/customers/{phone}: staff notes, tags or block. */
export function updateCustomer(phone: string, change: CustomerUpdate): Promise<CustomerProfile> {
  return apiRequest(`/customers/${encodeURIComponent(phone)}`, {
    method: 'PATCH',
    body: change,
    schema: customerProfileSchema,
  });
}

export function useUpdateCustomer(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CustomerUpdate) => updateCustomer(phone, change),
    onSuccess: (profile) => queryClient.setQueryData(customerKeys.profile(phone), profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists }),
  });
}

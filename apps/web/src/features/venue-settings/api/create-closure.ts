import { closureCreatedSchema, type ClosureRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { closuresQueryKey } from './get-closures';
import { settingsQueryKey } from './get-settings';

/**
 * POST /api/closures (see docs/venue-settings.md#closures): closes courts and cancels the bookings
 * it covers; the answer's message says how many.
 */
export function createClosure(body: ClosureRequest) {
  return apiRequest('/closures', { method: 'POST', body, schema: closureCreatedSchema });
}

export function useCreateClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClosure,
    // GET /api/settings carries the closures from today on too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: closuresQueryKey }),
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
      ]),
  });
}

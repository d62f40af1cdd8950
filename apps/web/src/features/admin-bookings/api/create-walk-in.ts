import { walkInAnswerSchema, type WalkInAnswer, type WalkInRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/**
 * POST /api/walk-ins: a booking taken at the counter, made confirmed and paid as staff say (see
 * docs/bookings.md#walk-ins).
 */
export function createWalkIn(body: WalkInRequest): Promise<WalkInAnswer> {
  return apiRequest('/walk-ins', { method: 'POST', body, schema: walkInAnswerSchema });
}

export function useCreateWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWalkIn,
    onSettled: () => invalidateBookings(queryClient),
  });
}

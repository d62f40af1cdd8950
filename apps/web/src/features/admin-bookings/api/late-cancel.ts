import { bookingAnswerSchema, type BookingAnswer, type LateCancelRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/** POST /api/booking/{id}/late-cancel: a cancellation inside the window, with an optional fee. */
export function lateCancel({
  id,
  ...body
}: LateCancelRequest & { id: number }): Promise<BookingAnswer> {
  return apiRequest(`/booking/${id}/late-cancel`, {
    method: 'POST',
    body,
    schema: bookingAnswerSchema,
  });
}

export function useLateCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lateCancel,
    onSettled: () => invalidateBookings(queryClient),
  });
}

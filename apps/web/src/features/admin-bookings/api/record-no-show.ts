import { bookingAnswerSchema, type BookingAnswer, type NoShowRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/** POST /api/booking/{id}/no-show: staff record the no-show, with an optional fee owed. */
export function recordNoShow({
  id,
  ...body
}: NoShowRequest & { id: number }): Promise<BookingAnswer> {
  return apiRequest(`/booking/${id}/no-show`, {
    method: 'POST',
    body,
    schema: bookingAnswerSchema,
  });
}

export function useRecordNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordNoShow,
    onSettled: () => invalidateBookings(queryClient),
  });
}

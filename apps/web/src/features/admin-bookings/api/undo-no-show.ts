import { bookingAnswerSchema, type BookingAnswer } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/** POST /api/booking/{id}/undo-no-show: the customer came after all; the booking is arrived. */
export function undoNoShow(id: number): Promise<BookingAnswer> {
  return apiRequest(`/booking/${id}/undo-no-show`, {
    method: 'POST',
    schema: bookingAnswerSchema,
  });
}

export function useUndoNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoNoShow,
    onSettled: () => invalidateBookings(queryClient),
  });
}

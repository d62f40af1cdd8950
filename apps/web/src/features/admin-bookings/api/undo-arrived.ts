import { bookingAnswerSchema, type BookingAnswer } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/** POST /api/booking/{id}/undo-arrived: marked arrived by mistake; confirmed again. */
export function undoArrived(id: number): Promise<BookingAnswer> {
  return apiRequest(`/booking/${id}/undo-arrived`, { method: 'POST', schema: bookingAnswerSchema });
}

export function useUndoArrived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoArrived,
    onSettled: () => invalidateBookings(queryClient),
  });
}

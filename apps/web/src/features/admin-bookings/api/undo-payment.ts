import { bookingAnswerSchema, type BookingAnswer } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/** POST /api/bookings/{id}/undo-payment: back to the payment before the last recorded one. */
export function undoPayment(id: number): Promise<BookingAnswer> {
  return apiRequest(`/bookings/${id}/undo-payment`, {
    method: 'POST',
    schema: bookingAnswerSchema,
  });
}

export function useUndoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoPayment,
    onSettled: () => invalidateBookings(queryClient),
  });
}

import { bookingAnswerSchema, type BookingAction, type BookingAnswer } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

export interface UpdateBookingStatusInput {
  id: number;
  action: BookingAction;
  cancelReason?: string;
}

/** PATCH /api/booking/update/{id}/: confirm, mark arrived, or cancel with a reason. */
export function updateBookingStatus({
  id,
  action,
  cancelReason,
}: UpdateBookingStatusInput): Promise<BookingAnswer> {
  return apiRequest(`/booking/update/${id}/`, {
    method: 'PATCH',
    body: action === 'cancel' ? { action, cancelReason } : { action },
    schema: bookingAnswerSchema,
  });
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSettled: () => invalidateBookings(queryClient),
  });
}

import { bookingAnswerSchema, type BookingAction, type BookingAnswer } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

export interface UpdateBookingStatusInput {
  id: number;
  action: BookingAction;
  cancelReason?: string;
  /** On cancel: refund a card advance (true) or keep it. */
  refundAdvance?: boolean;
}

/** PATCH /api/booking/update/{id}/: confirm, mark arrived, or cancel with a reason. */
export function updateBookingStatus({
  id,
  action,
  cancelReason,
  refundAdvance,
}: UpdateBookingStatusInput): Promise<BookingAnswer> {
  return apiRequest(`/booking/update/${id}/`, {
    method: 'PATCH',
    body: action === 'cancel' ? { action, cancelReason, refundAdvance } : { action },
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

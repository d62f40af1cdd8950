import {
  bookingAnswerSchema,
  type BookingAction,
  type BookingAnswer,
  type RefundPart,
} from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

export interface UpdateBookingStatusInput {
  id: number;
  action: BookingAction;
  cancelReason?: string;
  /** On cancel: the owner's other refund than the policy's, by method, and why. */
  refunds?: RefundPart[];
  refundReason?: string;
}

/** PATCH /api/booking/update/{id}/: confirm, mark arrived, or cancel with a reason. */
export function updateBookingStatus({
  id,
  action,
  cancelReason,
  refunds,
  refundReason,
}: UpdateBookingStatusInput): Promise<BookingAnswer> {
  return apiRequest(`/booking/update/${id}/`, {
    method: 'PATCH',
    body: action === 'cancel' ? { action, cancelReason, refunds, refundReason } : { action },
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

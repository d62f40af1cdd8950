import { BOOKING_TRANSITIONS, bookingAnswerSchema, type BookingAnswer } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/** PATCH /api/update-Status: the detail screen's Confirm Booking (payment state unchanged). */
export function confirmBooking(id: number): Promise<BookingAnswer> {
  return apiRequest('/update-Status', {
    method: 'PATCH',
    body: { id, status: BOOKING_TRANSITIONS.confirm.to },
    schema: bookingAnswerSchema,
  });
}

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSettled: () => invalidateBookings(queryClient),
  });
}

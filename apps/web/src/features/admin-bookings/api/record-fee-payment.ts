import { bookingAnswerSchema, type BookingAnswer, type FeePaymentRequest } from '@padel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './invalidate';

/**
 * POST /api/booking/{id}/fee-payment: the fee a no-show or a late cancellation owes was paid at
 * the desk (see docs/bookings.md#fees); paid online, by which way and with its reference.
 */
export function recordFeePayment(
  input: { id: number } & FeePaymentRequest,
): Promise<BookingAnswer> {
  const { id, ...body } = input;
  return apiRequest(`/booking/${id}/fee-payment`, {
    method: 'POST',
    body,
    schema: bookingAnswerSchema,
  });
}

export function useRecordFeePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordFeePayment,
    onSettled: () => invalidateBookings(queryClient),
  });
}
